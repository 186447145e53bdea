import { CheckCircle2, Clock, ShieldAlert, XCircle } from "lucide-react";
import { PAYMENT_RETURN_OUTCOMES, type PaymentReturnOutcome } from "@pasal/shared";

const NOTICES: Record<PaymentReturnOutcome, { title: string; text: string; tone: string; Icon: typeof Clock }> = {
  paid: { title: "Payment received", text: "Thank you: your payment is confirmed.", tone: "border-emerald-200 bg-emerald-50 text-emerald-900", Icon: CheckCircle2 },
  pending: {
    title: "Waiting for the payment to be confirmed",
    text: "The payment service has not confirmed your payment yet. This page updates by itself; you will not be charged twice.",
    tone: "border-amber-200 bg-amber-50 text-amber-900",
    Icon: Clock,
  },
  cancelled: { title: "Payment cancelled", text: "You left the payment page without paying. Your order is kept for you: pay with Pay now.", tone: "border-amber-200 bg-amber-50 text-amber-900", Icon: XCircle },
  failed: { title: "The payment did not go through", text: "Nothing was taken. Your order is kept for you: try again with Pay now.", tone: "border-rose-200 bg-rose-50 text-rose-900", Icon: XCircle },
  expired: { title: "The payment link expired", text: "Nothing was taken. Your order is kept for you: try again with Pay now.", tone: "border-rose-200 bg-rose-50 text-rose-900", Icon: XCircle },
  forged: {
    title: "We could not confirm this payment",
    text: "The answer we received did not come from the payment service as it should, so nothing was marked as paid. If money left your account, call us with your order number.",
    tone: "border-rose-300 bg-rose-50 text-rose-900",
    Icon: ShieldAlert,
  },
};

export const readOutcome = (value: string | null): PaymentReturnOutcome | null =>
  PAYMENT_RETURN_OUTCOMES.find((outcome) => outcome === value) ?? null;

/** What the gateway return came to, as the server judged it (?payment= on the confirmation page). */
export function PaymentOutcomeNotice({ outcome }: { outcome: PaymentReturnOutcome }) {
  const { title, text, tone, Icon } = NOTICES[outcome];
  return (
    <div role={outcome === "paid" || outcome === "pending" ? "status" : "alert"} className={`flex gap-3 rounded-2xl border p-4 ${tone}`}>
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-1 text-sm">{text}</p>
      </div>
    </div>
  );
}
