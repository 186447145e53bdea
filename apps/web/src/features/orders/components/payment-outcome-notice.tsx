import { CheckCircle2, Clock, ShieldAlert, XCircle } from "lucide-react";
import { PAYMENT_RETURN_OUTCOMES, type PaymentReturnOutcome } from "@pasal/shared";
import { m } from "@/paraglide/messages";

const NOTICES: Record<PaymentReturnOutcome, { title: () => string; text: () => string; tone: string; Icon: typeof Clock }> = {
  paid: { title: m.order_paid_title, text: m.order_paid_text, tone: "border-emerald-200 bg-emerald-50 text-emerald-900", Icon: CheckCircle2 },
  pending: {
    title: m.order_pending_title,
    text: m.order_pending_text,
    tone: "border-amber-200 bg-amber-50 text-amber-900",
    Icon: Clock,
  },
  cancelled: { title: m.order_cancelled_title, text: m.order_cancelled_text, tone: "border-amber-200 bg-amber-50 text-amber-900", Icon: XCircle },
  failed: { title: m.order_failed_title, text: m.order_nothing_taken_text, tone: "border-rose-200 bg-rose-50 text-rose-900", Icon: XCircle },
  expired: { title: m.order_expired_title, text: m.order_nothing_taken_text, tone: "border-rose-200 bg-rose-50 text-rose-900", Icon: XCircle },
  forged: {
    title: m.order_forged_title,
    text: m.order_forged_text,
    tone: "border-rose-300 bg-rose-50 text-rose-900",
    Icon: ShieldAlert,
  },
};

export const readOutcome = (value: string | null): PaymentReturnOutcome | null => PAYMENT_RETURN_OUTCOMES.find((outcome) => outcome === value) ?? null;

/** What the gateway return came to, as the server judged it (?payment= on the confirmation page). */
export function PaymentOutcomeNotice({ outcome }: { outcome: PaymentReturnOutcome }) {
  const { title, text, tone, Icon } = NOTICES[outcome];
  return (
    <div role={outcome === "paid" || outcome === "pending" ? "status" : "alert"} className={`flex gap-3 rounded-2xl border p-4 ${tone}`}>
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{title()}</p>
        <p className="mt-1 text-sm">{text()}</p>
      </div>
    </div>
  );
}
