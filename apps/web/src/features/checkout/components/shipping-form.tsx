import { useId } from "react";
import type { ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import { AddressPicker } from "@/components/address-picker";
import type { AddressSelection } from "@/components/address-selection";
import { controlStateClass, FieldShell } from "@/components/field-shell";
import { TextField } from "@/components/text-field";
import type { CheckoutForm } from "@pasal/shared";
import { formError } from "@/lib/form-messages";
import { m } from "@/paraglide/messages";
import type { CheckoutFormValues } from "../checkout-values";
import type { LocationPin } from "../hooks/use-location-pin";
import { LocationPicker } from "./location-picker";

type ShippingFormProps = {
  form: UseFormReturn<CheckoutForm, unknown, CheckoutFormValues>;
  address: AddressSelection;
  onAddressChange: (next: AddressSelection) => void;
  pin: LocationPin;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="mb-5 text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The shipping details of docs/requirements/orders.md#checkout-form. A field's error clears as soon as
 * that field is edited; the whole form is checked again only on the next submit.
 */
export function ShippingForm({ form, address, onAddressChange, pin }: ShippingFormProps) {
  const {
    register,
    clearErrors,
    formState: { errors },
  } = form;
  const field = (name: keyof CheckoutForm) => register(name, { onChange: () => clearErrors(name) });
  const noteId = useId();

  return (
    <div className="space-y-6">
      <Section title={m.checkout_contact_details()}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={m.checkout_first_name()} autoComplete="given-name" error={formError(errors.firstName?.message)} {...field("firstName")} />
          <TextField label={m.checkout_last_name()} autoComplete="family-name" error={formError(errors.lastName?.message)} {...field("lastName")} />
          <TextField label={m.checkout_email()} type="email" autoComplete="email" error={formError(errors.email?.message)} {...field("email")} />
          <TextField
            label={m.checkout_phone()}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="98XXXXXXXX"
            error={formError(errors.phone?.message)}
            {...field("phone")}
          />
        </div>
      </Section>
      <Section title={m.checkout_shipping_address()}>
        <div className="space-y-4">
          <AddressPicker value={address} onChange={onAddressChange} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={m.checkout_address()}
              autoComplete="street-address"
              placeholder={m.checkout_address_placeholder()}
              error={formError(errors.address?.message)}
              {...field("address")}
            />
            <TextField label={m.checkout_city()} autoComplete="address-level2" error={formError(errors.city?.message)} {...field("city")} />
            <TextField
              label={m.checkout_landmark()}
              placeholder={m.checkout_landmark_placeholder()}
              className="sm:col-span-2"
              error={formError(errors.landmark?.message)}
              {...field("landmark")}
            />
          </div>
          <FieldShell id={noteId} label={m.checkout_note()} error={formError(errors.shortnote?.message)}>
            <textarea
              id={noteId}
              rows={3}
              aria-invalid={errors.shortnote ? true : undefined}
              aria-describedby={errors.shortnote ? `${noteId}-message` : undefined}
              className={`w-full rounded-xl border bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-xs focus:outline-none focus:ring-4 ${controlStateClass(Boolean(errors.shortnote))}`}
              {...field("shortnote")}
            />
          </FieldShell>
          <LocationPicker pin={pin} />
        </div>
      </Section>
    </div>
  );
}
