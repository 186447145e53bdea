import { DEFAULT_CITY, GUEST_USER_ID, type AuthUser, type CartLine, type CheckoutForm, type CheckoutRequest, type PaymentMethod } from "@pasal/shared";
import type { AddressSelection } from "@/components/address-selection";
import { m } from "@/paraglide/messages";

export type LatLng = { lat: number; lng: number };

/** The form's values after checkoutFormSchema has parsed them (trimmed, defaults filled). */
export type CheckoutFormValues = Required<CheckoutForm>;

export const EMPTY_FORM: CheckoutFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  address: "",
  city: DEFAULT_CITY,
  landmark: "",
  shortnote: "",
};

/**
 * "Sita Kumari Sharma" → first "Sita", last "Kumari Sharma": split on the first space
 * (docs/requirements/orders.md#checkout-form).
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim();
  const space = trimmed.search(/\s/);
  if (space < 0) return { firstName: trimmed, lastName: "" };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space).trim() };
}

/** The form and address a signed-in shopper starts with, or empty ones for a guest. */
export function prefillFromUser(user: AuthUser | null): { form: CheckoutFormValues; address: AddressSelection } {
  const saved = user?.shippingAddress ?? {};
  return {
    form: {
      ...EMPTY_FORM,
      ...(user ? splitFullName(user.fullName) : {}),
      email: user?.email ?? "",
      phone: user?.phoneNumber ?? "",
      address: saved.address ?? "",
      city: saved.city || DEFAULT_CITY,
      landmark: saved.landmark ?? "",
    },
    address: { province: saved.province ?? "", district: saved.district ?? "", municipality: saved.municipality ?? "" },
  };
}

type RequestParts = {
  /** The signed-in shopper's id, or null for a guest (decision 026). */
  userId: string | null;
  form: CheckoutFormValues;
  address: AddressSelection;
  /** Only a point the shopper pinned on the map is sent (docs/requirements/orders.md#checkout-form). */
  pin: LatLng | null;
  /** The buy-now line; null buys the server's own cart (a guest's: `guestLines`). */
  buyNowLine: CartLine | null;
  /** A guest's cart, kept in this browser: posted as the order's lines. */
  guestLines?: CartLine[];
  /**
   * Cash on delivery unless the shopper chose a gateway (docs/requirements/payments.md#payment-methods,
   * decision 033).
   */
  paymentMethod?: PaymentMethod;
};

/**
 * POST /api/checkout's body in checkoutRequestSchema's shape
 * (docs/requirements/orders.md#placing-an-order).
 */
export function checkoutRequest({ userId, form, address, pin, buyNowLine, guestLines = [], paymentMethod = "cod" }: RequestParts): CheckoutRequest {
  const posted = buyNowLine ? [buyNowLine] : userId === null ? guestLines : [];
  const products = posted.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    color: line.color,
    variant: line.variant,
    model: line.model,
    bundle: line.bundle,
  }));
  return {
    userId: userId ?? GUEST_USER_ID,
    username: `${form.firstName} ${form.lastName}`.trim(),
    mail: form.email,
    phoneNumber: form.phone,
    buyNow: buyNowLine !== null,
    products,
    paymentMethod,
    shippingAddress: {
      street: form.address,
      city: form.city,
      landMark: form.landmark,
      shortnote: form.shortnote,
      province: address.province,
      district: address.district,
      municipality: address.municipality,
      ...(pin ? { location: { lat: pin.lat, lng: pin.lng } } : {}),
    },
  };
}

/** The city a place choice implies: the local level's own name ("Pokhara"), else the district's. */
export function cityOf(address: AddressSelection): string {
  const level = address.municipality.replace(/ (Metropolitan City|Sub-Metropolitan City|Rural Municipality|Municipality)$/, "");
  return level || address.district;
}

/**
 * The city field follows the province → district → local level choice
 * (docs/requirements/orders.md#checkout-form; it once stayed "Kathmandu" whatever was chosen), unless
 * the shopper typed a city of their own: a blank city, the default, or the one the previous choice
 * implied is replaced.
 */
export function followCity(city: string, before: AddressSelection, after: AddressSelection): string {
  const typed = city.trim();
  const implied = typed === "" || typed === DEFAULT_CITY || typed === cityOf(before);
  return implied ? cityOf(after) : city;
}

/** "Black · 8GB/256GB · 2x pack": the options a cart line was chosen with. */
export const chosenOptions = (line: Pick<CartLine, "color" | "variant" | "model" | "bundle">) =>
  [line.color, line.variant, line.model, line.bundle && m.checkout_pack({ bundle: line.bundle })].filter(Boolean).join(" · ");
