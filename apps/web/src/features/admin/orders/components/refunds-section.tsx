import { useState } from "react";
import toast from "react-hot-toast";
import {
  API_REFUND_METHODS,
  REFUND_METHOD_NAMES,
  REFUND_METHODS,
  formatRs,
  refundsThroughApi,
  rupeesToPaisa,
  type AdminOrderDetail,
  type RefundMethod,
} from "@pasal/shared";
import { Modal } from "@/components/modal";
import { errorMessage } from "@/lib/api-client";
import { dateTime } from "../../lib/format";
import { Can } from "../../session/admin-session";
import { Badge } from "../../ui/badge";
import { buttonClass, inputClass } from "../../ui/styles";
import { useRefundOrder } from "../api/orders-api";
import { Section } from "./order-sections";

/** Money given back on this order (decision 029), and the owner's Refund action while anything received is left. */
export function RefundsSection({ order }: { order: AdminOrderDetail }) {
  const [open, setOpen] = useState(false);
  if (order.receivedAmount === 0 && order.refunds.length === 0) return null;
  return (
    <Section
      title="Refunds"
      actions={
        order.refundableAmount > 0 && (
          <Can permission="payments:refund">
            <button type="button" className={buttonClass.secondary} onClick={() => setOpen(true)}>
              Refund
            </button>
          </Can>
        )
      }
    >
      <p className="text-sm text-slate-600">
        Received {formatRs(order.receivedAmount)} · refunded {formatRs(order.refunded ?? 0)}
        {order.refundStatus && <span className="ml-2 font-medium text-slate-900">({order.refundStatus})</span>}
      </p>
      {order.refunds.length > 0 && (
        <ul aria-label="Refunds made" className="mt-3 space-y-2">
          {order.refunds.map((refund) => (
            <li key={refund.id} className="rounded-lg bg-slate-50 p-3 text-sm">
              <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                {formatRs(refund.amount)} · {REFUND_METHOD_NAMES[refund.method]} <Badge value={refund.status} />
              </p>
              <p className="text-slate-700">{refund.reason}</p>
              <p className="mt-1 text-xs text-slate-500">
                {refund.reference && <>Ref. {refund.reference} · </>}
                {refund.by?.fullName ?? "The shop"} · {dateTime(refund.at)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {open && <RefundDialog order={order} onClose={() => setOpen(false)} />}
    </Section>
  );
}

/** Full or partial: the amount starts at what is owed (else all that is left), the reason is required, a refund by hand needs its reference. */
function RefundDialog({ order, onClose }: { order: AdminOrderDetail; onClose: () => void }) {
  const owed = order.refundDueAmount ?? 0;
  const [amount, setAmount] = useState(String(owed > 0 ? Math.min(owed, order.refundableAmount) : order.refundableAmount));
  const [reason, setReason] = useState("");
  // A gateway's refund API only for its own payments; anything made by hand may be recorded.
  const methods = REFUND_METHODS.filter((method) => !refundsThroughApi(method) || order.paymentMethod === method);
  const [method, setMethod] = useState<RefundMethod>(order.paymentMethod);
  const [reference, setReference] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const refund = useRefundOrder(order.orderId);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const rupees = Number(amount);
    if (!Number.isFinite(rupees) || rupees <= 0) return setProblem("Enter an amount more than zero");
    if (rupeesToPaisa(rupees) > rupeesToPaisa(order.refundableAmount)) return setProblem(`At most ${formatRs(order.refundableAmount)} can be refunded`);
    if (!reason.trim()) return setProblem("Say why the money is refunded");
    const byHand = !refundsThroughApi(method);
    if (byHand && !reference.trim()) return setProblem("Give the reference of the refund you made");
    setProblem(null);
    refund.mutate(
      { amount: rupees, reason: reason.trim(), method, ...(byHand ? { reference: reference.trim() } : {}) },
      {
        onSuccess: (updated) => {
          toast.success(`${formatRs(rupees)} refunded on ${updated.orderId}`);
          onClose();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <Modal
      open
      title="Refund"
      description={`Up to ${formatRs(order.refundableAmount)} of the ${formatRs(order.receivedAmount)} received. A gateway with a refund API (${API_REFUND_METHODS.map((id) => REFUND_METHOD_NAMES[id]).join(", ")}) refunds it now; anything else, refund it first and record it here.`}
      onClose={onClose}
    >
      <form noValidate onSubmit={submit} className="space-y-3">
        <label className="block text-sm font-medium text-slate-700">
          Amount (Rs.)
          <input
            className={`${inputClass} mt-1`}
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            value={amount}
            autoFocus
            onChange={(event) => setAmount(event.target.value)}
          />
        </label>
        <label className="block text-sm font-medium text-slate-700">
          How
          <select className={`${inputClass} mt-1`} value={method} onChange={(event) => setMethod(event.target.value as RefundMethod)}>
            {methods.map((option) => (
              <option key={option} value={option}>
                {refundsThroughApi(option)
                  ? `${REFUND_METHOD_NAMES[option]} (refunded by ${REFUND_METHOD_NAMES[option]} now)`
                  : `${REFUND_METHOD_NAMES[option]} (made by hand)`}
              </option>
            ))}
          </select>
        </label>
        {!refundsThroughApi(method) && (
          <label className="block text-sm font-medium text-slate-700">
            Reference
            <input
              className={`${inputClass} mt-1`}
              value={reference}
              maxLength={200}
              placeholder="Transaction id, receipt or slip number"
              onChange={(event) => setReference(event.target.value)}
            />
          </label>
        )}
        <label className="block text-sm font-medium text-slate-700">
          Reason
          <textarea
            rows={2}
            maxLength={500}
            className="mt-1 w-full rounded-lg border border-slate-300 p-2.5 text-sm focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
        {problem && (
          <p role="alert" className="text-sm font-medium text-rose-600">
            {problem}
          </p>
        )}
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            Keep as is
          </button>
          <button type="submit" className={buttonClass.danger} disabled={refund.isPending}>
            {refund.isPending ? "Refunding…" : "Refund"}
          </button>
        </div>
      </form>
    </Modal>
  );
}
