import type { AddressSelection } from "@/components/address-selection";
import { isRecord, readJson, removeKey, writeJson } from "@/lib/storage";
import { EMPTY_FORM, type CheckoutFormValues, type LatLng } from "./checkout-values";

/**
 * A guest's checkout, kept in session storage while they sign in
 * (docs/requirements/orders.md#checkout-form).
 */
export const CHECKOUT_DRAFT_KEY = "checkoutDraft";

export type CheckoutDraft = { form: CheckoutFormValues; address: AddressSelection; pin: LatLng | null };

export function saveCheckoutDraft(draft: CheckoutDraft): void {
  writeJson("session", CHECKOUT_DRAFT_KEY, draft);
}

const text = (value: unknown) => (typeof value === "string" ? value : "");
const isLatLng = (value: unknown): value is LatLng => isRecord(value) && Number.isFinite(value.lat) && Number.isFinite(value.lng);

/** The saved draft, read defensively (storage may hold anything); null when there is none. */
export function readCheckoutDraft(): CheckoutDraft | null {
  const stored = readJson("session", CHECKOUT_DRAFT_KEY);
  if (!isRecord(stored) || !isRecord(stored.form)) return null;
  const form = stored.form;
  const address = isRecord(stored.address) ? stored.address : {};
  return {
    form: Object.fromEntries(Object.entries(EMPTY_FORM).map(([key, fallback]) => [key, text(form[key]) || fallback])) as CheckoutFormValues,
    address: { province: text(address.province), district: text(address.district), municipality: text(address.municipality) },
    pin: isLatLng(stored.pin) ? { lat: stored.pin.lat, lng: stored.pin.lng } : null,
  };
}

export function clearCheckoutDraft(): void {
  removeKey("session", CHECKOUT_DRAFT_KEY);
}
