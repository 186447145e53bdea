import { useState } from "react";
import toast from "react-hot-toast";
import { useQueryClient } from "@tanstack/react-query";
import { transitionConflictResponseSchema, type AdminOrderDetail, type OrderStatus } from "@pasal/shared";
import { Modal } from "@/components/modal";
import { ApiError, errorMessage } from "@/lib/api-client";
import { label } from "../../lib/format";
import { buttonClass, inputClass } from "../../ui/styles";
import { orderQuery, useTransitionOrder } from "../api/orders-api";

const COPY: Record<OrderStatus, { title: string; action: string; explain: string }> = {
  processing: { title: "Back to processing", action: "Confirm", explain: "" },
  shipped: { title: "Ship this order", action: "Mark shipped", explain: "The shopper gets an e-mail and an SMS with the carrier and tracking number." },
  delivered: { title: "Mark as delivered", action: "Mark delivered", explain: "The shopper gets an e-mail that the order arrived." },
  cancelled: {
    title: "Cancel this order?",
    action: "Cancel order",
    explain: "The items go back into stock and the shopper is told by e-mail. This cannot be undone.",
  },
  returned: {
    title: "Record a return?",
    action: "Mark returned",
    explain: "The items go back into stock and the shopper is told by e-mail. This cannot be undone.",
  },
};

/**
 * What someone reads when the order moved on while the dialog was open: a TRANSITION_CONFLICT
 * answer names the status the order has now (decision 032), which says more than the version did.
 */
export function transitionConflictMessage(error: unknown, shown: OrderStatus, to: OrderStatus): string {
  const parsed = error instanceof ApiError ? transitionConflictResponseSchema.safeParse(error.body) : undefined;
  if (!parsed?.success) return errorMessage(error);
  const { current } = parsed.data;
  if (current === to) return `This order is already ${label(current)}`;
  if (current !== shown) return `Someone else changed this order meanwhile: it is now ${label(current)}`;
  return "Someone else changed this order meanwhile. Check it again and retry.";
}

type TransitionDialogProps = { order: AdminOrderDetail; to: OrderStatus | null; onClose: () => void };

/**
 * Moves an order one step. It sends the version the screen showed: if someone else changed the
 * order meanwhile, the server answers 409 with the status it has now, which is shown, and the order reloads.
 */
export function TransitionDialog({ order, to, onClose }: TransitionDialogProps) {
  const [trackingNumber, setTrackingNumber] = useState("");
  const [carrier, setCarrier] = useState("");
  // A courier of the shop's ("ncm"): the server books the parcel and its id becomes the tracking number.
  const [courier, setCourier] = useState(order.couriers[0]?.id ?? "");
  const booking = to === "shipped" && courier !== "";
  const [note, setNote] = useState("");
  const [missingTracking, setMissingTracking] = useState(false);
  const transition = useTransitionOrder(order.orderId);
  const client = useQueryClient();
  if (!to) return null;
  const copy = COPY[to];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (to === "shipped" && !booking && !trackingNumber.trim()) {
      setMissingTracking(true);
      return;
    }
    transition.mutate(
      {
        to,
        version: order.version,
        note: note.trim() || undefined,
        ...(booking ? { carrier: courier } : to === "shipped" ? { trackingNumber: trackingNumber.trim(), carrier: carrier.trim() || undefined } : {}),
      },
      {
        onSuccess: (updated) => {
          toast.success(`Order ${updated.orderId} is ${updated.status}`);
          onClose();
        },
        onError: (error) => {
          toast.error(transitionConflictMessage(error, order.status, to));
          if (error instanceof ApiError && error.status === 409) {
            void client.invalidateQueries({ queryKey: orderQuery(order.orderId).queryKey });
            onClose();
          }
        },
      },
    );
  };

  const destructive = to === "cancelled" || to === "returned";
  return (
    <Modal open title={copy.title} description={copy.explain} onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-3">
        {to === "shipped" && order.couriers.length > 0 && (
          <label className="block text-sm font-medium text-slate-700">
            Send with
            <select className={`${inputClass} mt-1`} value={courier} onChange={(event) => setCourier(event.target.value)}>
              {order.couriers.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} (book the parcel now)
                </option>
              ))}
              <option value="">Another carrier (type its tracking number)</option>
            </select>
          </label>
        )}
        {booking && (
          <p className="text-sm text-slate-600">
            The parcel is booked with {order.couriers.find((c) => c.id === courier)?.name}, which collects{" "}
            {order.paymentMethod === "cod" && order.paymentStatus !== "completed" ? "the order's total in cash" : "nothing (paid online)"}; its parcel id
            becomes the tracking number.
          </p>
        )}
        {to === "shipped" && !booking && (
          <>
            <label className="block text-sm font-medium text-slate-700">
              Tracking number
              <input
                className={`${inputClass} mt-1`}
                value={trackingNumber}
                autoFocus
                aria-invalid={missingTracking || undefined}
                aria-describedby={missingTracking ? "tracking-error" : undefined}
                onChange={(event) => {
                  setTrackingNumber(event.target.value);
                  setMissingTracking(false);
                }}
              />
            </label>
            {missingTracking && (
              <p id="tracking-error" className="text-xs font-medium text-rose-600">
                A shipped order needs a tracking number
              </p>
            )}
            <label className="block text-sm font-medium text-slate-700">
              Carrier
              <input className={`${inputClass} mt-1`} value={carrier} placeholder="e.g. Nepal Can Move" onChange={(event) => setCarrier(event.target.value)} />
            </label>
          </>
        )}
        <label className="block text-sm font-medium text-slate-700">
          Note (optional)
          <textarea
            rows={2}
            maxLength={1000}
            className="mt-1 w-full rounded-lg border border-slate-300 p-2.5 text-sm focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100"
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </label>
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            Keep as is
          </button>
          <button type="submit" className={destructive ? buttonClass.danger : buttonClass.primary} disabled={transition.isPending}>
            {transition.isPending ? (booking ? "Booking…" : "Saving…") : booking ? "Book and mark shipped" : copy.action}
          </button>
        </div>
      </form>
    </Modal>
  );
}
