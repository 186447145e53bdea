import { Banknote } from "lucide-react";
import { paymentProvider, type PaymentMethod } from "@pasal/shared";
import { paymentMethodName } from "@/lib/payment-words";

/**
 * The ways to pay: each gateway's wordmark from the registry (packages/shared
 * payment-providers.ts, decision 033), bundled with the app in public/payment-logos and never
 * loaded from the gateways' sites (docs/requirements/payments.md#payment-methods); cash on delivery a
 * banknote.
 */
export function PaymentLogo({ method, className = "h-7 w-auto", decorative = false }: { method: PaymentMethod; className?: string; decorative?: boolean }) {
  if (method !== "cod") {
    return <img src={paymentProvider(method).logo} alt={decorative ? "" : paymentMethodName(method)} width={96} height={32} className={className} />;
  }
  const a11y = decorative ? { "aria-hidden": true } : { role: "img", "aria-label": paymentMethodName(method) };
  return (
    <span {...a11y} className={`inline-flex items-center justify-center rounded-lg bg-slate-800 px-2 ${className}`}>
      <Banknote aria-hidden className="size-5 text-emerald-300" />
    </span>
  );
}
