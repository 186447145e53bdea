import { PAYMENT_METHODS, type PaymentMethod } from "@pasal/shared";
import { PaymentLogo } from "@/components/payment-logo";
import { paymentMethodName } from "@/lib/payment-words";
import { m } from "@/paraglide/messages";
import { usePaymentMethods } from "../api/get-payment-methods";

/** A line under a way to pay; a gateway without one of its own reads "Pay now with {method}". */
const HINTS: Partial<Record<PaymentMethod, () => string>> = {
  cod: m.checkout_hint_cod,
  esewa: m.checkout_hint_esewa,
  khalti: m.checkout_hint_khalti,
};
const hint = (method: PaymentMethod) => HINTS[method]?.() ?? m.checkout_hint_gateway({ method: paymentMethodName(method) });

type PaymentChoiceProps = { value: PaymentMethod; onChange: (method: PaymentMethod) => void };

/**
 * Cash on delivery and every gateway of the registry (packages/shared payment-providers.ts,
 * decision 033). A gateway the shop has no keys for is shown but cannot be chosen; until the list
 * arrives every way is offered (the server refuses what it can't take).
 */
export function PaymentChoice({ value, onChange }: PaymentChoiceProps) {
  const { data } = usePaymentMethods();
  const available = (method: PaymentMethod) => data?.methods.find((m) => m.id === method)?.available ?? true;
  return (
    <fieldset className="mb-5">
      <legend className="mb-3 text-sm font-semibold text-slate-900">{m.checkout_payment_method()}</legend>
      <div className="grid gap-2">
        {PAYMENT_METHODS.map((method) => {
          const enabled = available(method);
          const checked = value === method;
          return (
            <label
              key={method}
              className={`flex items-center gap-3 rounded-xl border px-3 py-2.5 transition-colors ${
                checked ? "border-brand-500 bg-brand-50 ring-1 ring-brand-500" : "border-slate-200 bg-white"
              } ${enabled ? "cursor-pointer hover:border-brand-300" : "cursor-not-allowed opacity-50"}`}
            >
              <input
                type="radio"
                name="paymentMethod"
                value={method}
                checked={checked}
                disabled={!enabled}
                onChange={() => onChange(method)}
                className="size-4 accent-brand-600"
              />
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-medium text-slate-900">{paymentMethodName(method)}</span>
                <span className="block text-xs text-slate-500">{enabled ? hint(method) : m.checkout_not_available()}</span>
              </span>
              <PaymentLogo method={method} decorative className="h-7 w-auto shrink-0" />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
