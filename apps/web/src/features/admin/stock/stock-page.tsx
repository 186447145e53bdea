import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { errorMessage } from "@/lib/api-client";
import { dateTime } from "../lib/format";
import { useSearchState } from "../lib/use-search-state";
import { EmptyState } from "../ui/empty-state";
import { PageHeader } from "../ui/page-header";
import { QueryState } from "../ui/query-state";
import { buttonClass, cardClass, inputClass } from "../ui/styles";
import { productQuery, productsQuery } from "../products/api/products-api";
import { MOVEMENT_REASONS, movementsQuery, useAdjustStock, type StockAdjust } from "./stock-api";

function AdjustForm({ productId, variants }: { productId: string; variants: string[] }) {
  const adjust = useAdjustStock();
  const [delta, setDelta] = useState("");
  const [reason, setReason] = useState<StockAdjust["reason"]>("received");
  const [variant, setVariant] = useState("");
  const [note, setNote] = useState("");
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = Number(delta);
    if (!Number.isInteger(value) || value === 0) return toast.error("Enter a whole number other than 0, e.g. 10 or -2");
    adjust.mutate(
      { productId, delta: value, reason, variant: variant || undefined, note: note.trim() || undefined },
      {
        onSuccess: () => {
          toast.success("Stock updated");
          setDelta("");
          setNote("");
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };
  return (
    <form aria-label="Adjust stock" onSubmit={submit} className={`${cardClass} grid gap-3 sm:grid-cols-5 sm:items-end`}>
      <label className="text-sm font-medium text-slate-700">
        Change
        <input
          type="number"
          step="1"
          className={`${inputClass} mt-1`}
          placeholder="+10 or -2"
          value={delta}
          onChange={(event) => setDelta(event.target.value)}
        />
      </label>
      <label className="text-sm font-medium text-slate-700">
        Reason
        <select className={`${inputClass} mt-1`} value={reason} onChange={(event) => setReason(event.target.value as StockAdjust["reason"])}>
          {MOVEMENT_REASONS.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      </label>
      {variants.length > 0 && (
        <label className="text-sm font-medium text-slate-700">
          Variant
          <select className={`${inputClass} mt-1`} value={variant} onChange={(event) => setVariant(event.target.value)}>
            <option value="">All</option>
            {variants.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
      )}
      <label className="text-sm font-medium text-slate-700 sm:col-span-2">
        Note
        <input className={`${inputClass} mt-1`} value={note} onChange={(event) => setNote(event.target.value)} placeholder="Supplier invoice, who counted…" />
      </label>
      <button type="submit" className={buttonClass.primary} disabled={adjust.isPending}>
        {adjust.isPending ? "Saving…" : "Record"}
      </button>
    </form>
  );
}

function ProductStock({ productId }: { productId: string }) {
  const product = useQuery(productQuery(productId));
  const movements = useQuery(movementsQuery(productId));
  return (
    <div className="space-y-4">
      <QueryState query={product} rows={1}>
        {(data) => (
          <>
            <p className="text-lg font-semibold text-slate-900">
              {data.name}: <span className={data.stock === 0 ? "text-rose-700" : "text-slate-900"}>{data.stock} in stock</span>
            </p>
            <AdjustForm productId={productId} variants={(data.variant ?? []).map((row) => row.variantName)} />
          </>
        )}
      </QueryState>
      <QueryState query={movements}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState title="No stock movements yet" />
          ) : (
            <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
              <table aria-label="Stock movements" className="w-full min-w-[640px] text-left text-sm">
                <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
                  <tr>
                    <th className="px-3 py-2.5">When</th>
                    <th className="px-3 py-2.5">Change</th>
                    <th className="px-3 py-2.5">Reason</th>
                    <th className="px-3 py-2.5">Variant</th>
                    <th className="px-3 py-2.5">Reference</th>
                    <th className="px-3 py-2.5">Who</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {items.map((movement) => (
                    <tr key={movement.id}>
                      <td className="whitespace-nowrap px-3 py-2.5">{dateTime(movement.at)}</td>
                      <td className={`px-3 py-2.5 font-semibold ${movement.delta < 0 ? "text-rose-700" : "text-emerald-700"}`}>
                        {movement.delta > 0 ? `+${movement.delta}` : movement.delta}
                      </td>
                      <td className="px-3 py-2.5">{movement.reason}</td>
                      <td className="px-3 py-2.5">{movement.variant || "—"}</td>
                      <td className="px-3 py-2.5">{movement.reference || "—"}</td>
                      <td className="px-3 py-2.5">{movement.by?.fullName ?? "Checkout"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </div>
  );
}

/** /admin/stock?productId=: pick a product, see its ledger ("who changed this and why?") and record a change. */
export function StockPage() {
  const { values, set } = useSearchState(["productId"] as const);
  const [q, setQ] = useState("");
  const matches = useQuery({ ...productsQuery({ q }, 1), enabled: q.trim().length > 1 });
  return (
    <>
      <PageHeader title="Stock" description="Every change is a ledger row with a reason; stock never goes below zero." />
      <div className="relative mb-4 max-w-md">
        <label className="text-xs font-medium text-slate-600">
          Find a product
          <input type="search" className={`${inputClass} mt-1`} value={q} onChange={(event) => setQ(event.target.value)} placeholder="Name or model" />
        </label>
        {q.trim().length > 1 && matches.data && (
          <ul
            aria-label="Matching products"
            className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white shadow-lg"
          >
            {matches.data.items.map((product) => (
              <li key={product._id}>
                <button
                  type="button"
                  className="block w-full px-3 py-2 text-left text-sm hover:bg-slate-50"
                  onClick={() => {
                    set({ productId: product._id });
                    setQ("");
                  }}
                >
                  {product.name} <span className="text-slate-500">· {product.stock} in stock</span>
                </button>
              </li>
            ))}
            {matches.data.items.length === 0 && <li className="px-3 py-2 text-sm text-slate-500">No match</li>}
          </ul>
        )}
      </div>
      {values.productId ? (
        <ProductStock productId={values.productId} />
      ) : (
        <EmptyState title="Choose a product">Search above, or open one from the dashboard's low-stock list.</EmptyState>
      )}
    </>
  );
}
