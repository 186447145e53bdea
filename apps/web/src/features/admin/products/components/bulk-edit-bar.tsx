import { useState } from "react";
import toast from "react-hot-toast";
import { errorMessage } from "@/lib/api-client";
import { useCan } from "../../session/admin-session";
import { buttonClass, inputClass } from "../../ui/styles";
import { useBulkEdit } from "../api/products-api";
import { STOCK_REASONS, type StockReason } from "../api/product-types";

/** Bulk price (set, or by percent) or stock change of the selected rows: one request, the server writes ledger rows. */
export function BulkEditBar({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const can = useCan();
  const bulk = useBulkEdit();
  const [price, setPrice] = useState("");
  const [mode, setMode] = useState<"set" | "percent">("set");
  const [delta, setDelta] = useState("");
  const [reason, setReason] = useState<StockReason>("received");
  const done = (text: string) => ({
    onSuccess: () => {
      toast.success(text);
      onDone();
    },
    onError: (error: unknown) => toast.error(errorMessage(error)),
  });

  return (
    <div role="region" aria-label="Bulk edit" className="mb-3 flex flex-wrap items-end gap-3 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm">
      <p className="self-center font-semibold text-brand-900">{ids.length} selected</p>
      {can("prices:write") && (
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const value = Number(price);
            if (!price || !Number.isFinite(value) || (mode === "set" && value < 0))
              return toast.error(mode === "set" ? "Enter a price" : "Enter a percentage, e.g. 10 or -5");
            bulk.mutate({ ids, price: mode === "set" ? { set: value } : { percent: value } }, done("Prices updated"));
          }}
        >
          <label className="text-xs font-medium text-slate-700">
            Price
            <select className={`${inputClass} mt-1 w-36`} value={mode} onChange={(event) => setMode(event.target.value as "set" | "percent")}>
              <option value="set">Set to (Rs.)</option>
              <option value="percent">Change by %</option>
            </select>
          </label>
          <label className="text-xs font-medium text-slate-700">
            {mode === "set" ? "New price (Rs.)" : "Percent (+/-)"}
            <input
              type="number"
              step={mode === "set" ? "0.01" : "1"}
              className={`${inputClass} mt-1 w-32`}
              value={price}
              onChange={(event) => setPrice(event.target.value)}
            />
          </label>
          <button type="submit" className={buttonClass.secondary} disabled={bulk.isPending}>
            Apply price
          </button>
        </form>
      )}
      {can("stock:write") && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const value = Number(delta);
            if (!Number.isInteger(value) || value === 0) return toast.error("Enter a whole number other than 0");
            bulk.mutate({ ids, stockDelta: value, reason }, done("Stock updated"));
          }}
        >
          <label className="text-xs font-medium text-slate-700">
            Stock change
            <input
              type="number"
              step="1"
              className={`${inputClass} mt-1 w-28`}
              placeholder="+10 or -2"
              value={delta}
              onChange={(event) => setDelta(event.target.value)}
            />
          </label>
          <label className="text-xs font-medium text-slate-700">
            Reason
            <select className={`${inputClass} mt-1 w-32`} value={reason} onChange={(event) => setReason(event.target.value as StockReason)}>
              {STOCK_REASONS.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonClass.secondary} disabled={bulk.isPending}>
            Apply
          </button>
        </form>
      )}
    </div>
  );
}
