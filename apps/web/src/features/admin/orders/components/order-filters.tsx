import { useEffect, useState } from "react";
import { Search } from "lucide-react";
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from "@pasal/shared";
import { label } from "../../lib/format";
import { inputClass } from "../../ui/styles";
import type { OrderFilters } from "../api/orders-api";

type OrderFiltersProps = { values: OrderFilters; onChange: (changes: Partial<OrderFilters>) => void };

function Choice({
  name,
  text,
  options,
  value,
  onChange,
}: {
  name: keyof OrderFilters;
  text: string;
  options: readonly string[];
  value: string;
  onChange: OrderFiltersProps["onChange"];
}) {
  return (
    <label className="text-xs font-medium text-slate-600">
      {text}
      <select className={`${inputClass} mt-1`} value={value} onChange={(event) => onChange({ [name]: event.target.value })}>
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {label(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Search (order id, phone, e-mail or name) and the filters; a typed text is sent after a pause. */
export function OrderFiltersBar({ values, onChange }: OrderFiltersProps) {
  const [q, setQ] = useState(values.q);
  const [district, setDistrict] = useState(values.district);
  useEffect(() => {
    if (q.trim() === values.q && district.trim() === values.district) return;
    const timer = setTimeout(() => onChange({ q: q.trim(), district: district.trim() }), 350);
    return () => clearTimeout(timer);
  }, [q, district, values.q, values.district, onChange]);

  return (
    <div className="mb-4 grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-3 lg:grid-cols-7">
      <label className="col-span-2 text-xs font-medium text-slate-600 sm:col-span-3 lg:col-span-2">
        Search
        <span className="relative mt-1 block">
          <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
          <input
            type="search"
            className={`${inputClass} pl-9`}
            placeholder="Order id, phone, e-mail or name"
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
        </span>
      </label>
      <Choice name="status" text="Status" options={ORDER_STATUSES} value={values.status} onChange={onChange} />
      <Choice name="paymentStatus" text="Payment" options={PAYMENT_STATUSES} value={values.paymentStatus} onChange={onChange} />
      <Choice name="paymentMethod" text="Method" options={PAYMENT_METHODS} value={values.paymentMethod} onChange={onChange} />
      <label className="text-xs font-medium text-slate-600">
        District
        <input className={`${inputClass} mt-1`} value={district} onChange={(event) => setDistrict(event.target.value)} placeholder="Any" />
      </label>
      <div className="col-span-2 grid grid-cols-2 gap-2 sm:col-span-1 lg:col-span-1">
        <label className="text-xs font-medium text-slate-600">
          From
          <input
            type="date"
            className={`${inputClass} mt-1 px-2`}
            value={values.from}
            max={values.to || undefined}
            onChange={(event) => onChange({ from: event.target.value })}
          />
        </label>
        <label className="text-xs font-medium text-slate-600">
          To
          <input
            type="date"
            className={`${inputClass} mt-1 px-2`}
            value={values.to}
            min={values.from || undefined}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        </label>
      </div>
    </div>
  );
}
