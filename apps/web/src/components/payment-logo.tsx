import { Banknote } from "lucide-react";
import { PAYMENT_METHOD_NAMES, type PaymentMethod } from "@pasal/shared";
import { m } from "@/paraglide/messages";

/**
 * The ways to pay, drawn here as simple wordmarks in each brand's colour (bundled with the app,
 * never loaded from the gateways' sites: issue 12).
 */
export function PaymentLogo({ method, className = "h-7 w-auto", decorative = false }: { method: PaymentMethod; className?: string; decorative?: boolean }) {
  const a11y = decorative ? { "aria-hidden": true } : { role: "img", "aria-label": method === "cod" ? m.home_cash_on_delivery() : PAYMENT_METHOD_NAMES[method] };
  if (method === "esewa") {
    return (
      <svg viewBox="0 0 96 32" {...a11y} className={className}>
        <rect width="96" height="32" rx="8" fill="#60BB46" />
        <text x="48" y="22" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="17" fontWeight="700" fill="#fff">
          eSewa
        </text>
      </svg>
    );
  }
  if (method === "khalti") {
    return (
      <svg viewBox="0 0 96 32" {...a11y} className={className}>
        <rect width="96" height="32" rx="8" fill="#5C2D91" />
        <circle cx="17" cy="16" r="6" fill="none" stroke="#F9A51B" strokeWidth="3" />
        <text x="56" y="22" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="16" fontWeight="700" fill="#fff">
          khalti
        </text>
      </svg>
    );
  }
  return (
    <span {...a11y} className={`inline-flex items-center justify-center rounded-lg bg-slate-800 px-2 ${className}`}>
      <Banknote aria-hidden className="size-5 text-emerald-300" />
    </span>
  );
}
