import { useState } from "react";
import { FileText, XCircle } from "lucide-react";
import type { Order } from "@pasal/shared";
import { m } from "@/paraglide/messages";
import { creditNoteUrl, invoiceUrl, useCancelOrder } from "../api/cancel-order";

/**
 * What the buyer can do with an order from its page: the tax invoice once it is issued (at
 * dispatch, decision 030) and any credit notes, and cancelling until it ships
 * (docs/requirements/orders.md#order-statuses). A guest's calls carry the order's token (decision 026).
 */
const documentLink =
  "inline-flex h-10 items-center gap-2 rounded-full border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-700 hover:bg-slate-50";

export function OrderActions({ order, access }: { order: Pick<Order, "_id" | "status" | "invoiceNumber" | "creditNotes">; access?: string }) {
  const cancel = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  const cancellable = order.status === "processing";
  return (
    <div className="flex flex-wrap items-center gap-3">
      {order.invoiceNumber && (
        <a href={invoiceUrl(order._id, access)} target="_blank" rel="noopener" className={documentLink}>
          <FileText aria-hidden className="size-4" /> {m.order_invoice()}
        </a>
      )}
      {order.creditNotes?.map((note) => (
        <a key={note.id} href={creditNoteUrl(order._id, note.id, access)} target="_blank" rel="noopener" className={documentLink}>
          <FileText aria-hidden className="size-4" /> {m.order_credit_note({ number: note.number })}
        </a>
      ))}
      {cancellable && !confirming && (
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold text-rose-700 hover:bg-rose-50"
        >
          <XCircle aria-hidden className="size-4" /> {m.order_cancel()}
        </button>
      )}
      {cancellable && confirming && (
        <div role="group" aria-label={m.order_cancel_question()} className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-700">{m.order_cancel_question()}</span>
          <button
            type="button"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate({ orderId: order._id, access }, { onSettled: () => setConfirming(false) })}
            className="h-9 rounded-full bg-rose-600 px-4 font-semibold text-white hover:bg-rose-700 disabled:opacity-60"
          >
            {cancel.isPending ? m.order_cancelling() : m.order_cancel_yes()}
          </button>
          <button type="button" onClick={() => setConfirming(false)} className="h-9 rounded-full px-3 font-semibold text-slate-700 hover:bg-slate-100">
            {m.order_keep()}
          </button>
        </div>
      )}
    </div>
  );
}
