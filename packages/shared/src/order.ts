import { z } from "zod";
import { cartItemInputSchema } from "./cart.js";
import { ONLINE_PAYMENT_METHODS, PAYMENT_METHODS } from "./payment-providers.js";
import { NEPAL_MOBILE_PATTERN } from "./phone.js";

/** Checkout and orders (docs/requirements/orders.md). */

export const ORDER_STATUSES = ["processing", "shipped", "delivered", "cancelled", "returned"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The tracker's steps and texts (docs/requirements/orders.md#order-statuses); "returned" has its own
 * badge instead.
 */
export const ORDER_TRACKER = [
  { status: "processing", text: "Your order is being prepared" },
  { status: "shipped", text: "Your order is on the way" },
  { status: "delivered", text: "Your order has been delivered" },
] as const;

export const PAYMENT_STATUSES = ["pending", "completed", "failed", "refunded"] as const;

/** Default city of the checkout form (docs/requirements/orders.md#checkout-form). */
export const DEFAULT_CITY = "Kathmandu";

export const CHECKOUT_MESSAGES = {
  placed: "Your order has been placed.",
  failed: "Failed to checkout",
  noResult: "Couldn't checkout",
  paymentSoon: "Payment feature will be available soon",
  emptyCart: "Your cart is empty",
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Email is required",
  emailFormat: "Invalid email format",
  phone: "Phone number is required",
  phoneFormat: "Invalid phone number (10 digits)",
  /** 409: not enough stock for one line. */
  notEnough: (name: string, left: number) => (left > 0 ? `Only ${left} left of ${name}` : `${name} is out of stock`),
} as const;

/**
 * The checkout form's fields (docs/requirements/orders.md#checkout-form). The phone must be a Nepali
 * mobile number: 10 digits starting with 97 or 98.
 */
export const checkoutFormSchema = z.object({
  firstName: z.string().trim().min(1, CHECKOUT_MESSAGES.firstName).max(60),
  lastName: z.string().trim().min(1, CHECKOUT_MESSAGES.lastName).max(60),
  email: z.string().trim().min(1, CHECKOUT_MESSAGES.email).max(254).email(CHECKOUT_MESSAGES.emailFormat),
  phone: z.string().trim().min(1, CHECKOUT_MESSAGES.phone).regex(NEPAL_MOBILE_PATTERN, CHECKOUT_MESSAGES.phoneFormat),
  address: z.string().trim().max(200).default(""),
  city: z.string().trim().max(100).default(DEFAULT_CITY),
  landmark: z.string().trim().max(200).default(""),
  shortnote: z.string().trim().max(500).default(""),
});
export type CheckoutForm = z.input<typeof checkoutFormSchema>;

const text = (max: number) => z.string().trim().max(max).default("");

/**
 * The order's delivery address as POST /checkout carries it
 * (docs/requirements/orders.md#placing-an-order).
 */
export const orderShippingAddressSchema = z.object({
  street: text(200),
  city: text(100),
  landMark: text(200),
  shortnote: text(500),
  province: text(100),
  district: text(100),
  municipality: text(100),
  /** Sent only when the shopper pinned a point on the map. */
  location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).nullish(),
});
export type OrderShippingAddress = z.infer<typeof orderShippingAddressSchema>;

/**
 * POST /api/checkout. `username` is the full name ("first last"), `mail` the e-mail and
 * `phoneNumber` the phone, as the spec names them. With `buyNow` the one line in `products` is
 * bought and the cart is left alone; otherwise the server's own cart is bought (and emptied) and
 * `products` is ignored. Prices always come from the catalogue. Send an `Idempotency-Key`
 * header (one per attempt) so a retried submit returns the same order.
 */
export const checkoutRequestSchema = z.object({
  userId: z.string().trim().min(1).max(100),
  username: z.string().trim().min(1, CHECKOUT_MESSAGES.firstName).max(121),
  mail: z.string().trim().min(1, CHECKOUT_MESSAGES.email).max(254).email(CHECKOUT_MESSAGES.emailFormat),
  phoneNumber: z.string().trim().min(1, CHECKOUT_MESSAGES.phone).regex(NEPAL_MOBILE_PATTERN, CHECKOUT_MESSAGES.phoneFormat),
  buyNow: z.boolean().default(false),
  products: z.array(cartItemInputSchema).max(100).default([]),
  shippingAddress: orderShippingAddressSchema,
  /**
   * How the shopper pays (docs/requirements/payments.md#payment-methods); missing means cash on
   * delivery, as spec clients expect.
   */
  paymentMethod: z.enum(PAYMENT_METHODS).default("cod"),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const IDEMPOTENCY_HEADER = "idempotency-key";

/**
 * The `userId` a shopper who is not signed in sends to POST /checkout (decision 026): the order
 * has no account, only the contact details typed into the form.
 */
export const GUEST_USER_ID = "guest";

/** The query parameter that carries a guest order's access token. */
export const GUEST_ACCESS_PARAM = "access";

/** POST /api/orders/claim: always this answer, whether or not guest orders exist (decision 026). */
export const CLAIM_MESSAGES = {
  sent: "We sent a link to your e-mail. Open it to add orders placed with this address to your account.",
  badLink: "This link is invalid or has expired. Ask for a new one from your orders page.",
} as const;

export const orderLineSchema = z.object({
  productId: z.string().nullable(),
  modelName: z.string(),
  name: z.string(),
  image: z.string(),
  /** Unit price in rupees at the time of the order. */
  price: z.number(),
  quantity: z.number().int(),
  color: z.string(),
  variant: z.string(),
  model: z.string(),
  bundle: z.string(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** A credit note issued against an order's tax invoice (decision 030); its PDF is at …/credit-notes/:id.pdf. */
export const creditNoteSummarySchema = z.object({
  id: z.string(),
  /** CN-2083/84-000001 */
  number: z.string(),
  /** Rupees credited, VAT included. */
  amount: z.number(),
  reason: z.string(),
  issuedAt: z.string(),
});
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;

export const orderSchema = z.object({
  _id: z.string(),
  /** The id a person reads, e.g. ORD-7K3M9Q. */
  orderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  totalAmount: z.number(),
  products: z.array(orderLineSchema),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  trackingNumber: z.string().nullable(),
  /** The courier's page for the parcel and its latest word about it, when a courier of the shop's booked it (decision 040). */
  trackingUrl: z.string().nullable().optional(),
  courierStatus: z.string().nullable().optional(),
  transactionId: z.string().nullable(),
  /** Rupees the shop owes back after a paid order was cancelled or returned (gateways refund by hand). */
  refundDue: z.number().nullable().optional(),
  /** Rupees refunded so far, and in words: "Refunded" (all that was received) or "Partially refunded" (decision 029). */
  refunded: z.number().optional(),
  refundStatus: z.enum(["Refunded", "Partially refunded"]).nullable().optional(),
  contact: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() }),
  shippingAddress: orderShippingAddressSchema,
  /**
   * The tax invoice's number once it is issued (at dispatch, decision 030), else null: the
   * "Invoice" button shows only then. Left out where an answer does not look it up.
   */
  invoiceNumber: z.string().nullable().optional(),
  /** Credit notes against that invoice (a cancel, return or refund), oldest first. */
  creditNotes: z.array(creditNoteSummarySchema).optional(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * For an online method, where the browser goes to pay (docs/requirements/payments.md#payment-methods,
 * decision 033): a POSTed form of signed fields (eSewa) or a page address (Khalti, Fonepay). null when
 * the gateway could not be reached: the order stands, unpaid, and "Pay now" tries again.
 */
export const paymentRedirectSchema = z.object({
  provider: z.enum(ONLINE_PAYMENT_METHODS),
  redirect: z.discriminatedUnion("method", [
    z.object({ method: z.literal("POST"), url: z.string(), fields: z.record(z.string(), z.string()) }),
    z.object({ method: z.literal("GET"), url: z.string() }),
  ]),
});
export type PaymentRedirect = z.infer<typeof paymentRedirectSchema>;

export const checkoutResponseSchema = z.object({
  message: z.string(),
  order: orderSchema,
  payment: paymentRedirectSchema.nullable().optional(),
  /**
   * Only for a guest's order (decision 026): the signed token that opens this one order, sent as
   * `?access=` to GET /orders/:id, its cancel, pay and invoice calls.
   */
  guestAccess: z.string().optional(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** 409 OUT_OF_STOCK body (errors.ts): which product and how many of the line's unit are left. */
export const outOfStockResponseSchema = z.object({
  code: z.literal("OUT_OF_STOCK"),
  message: z.string(),
  productId: z.string(),
  name: z.string(),
  unitsLeft: z.number().int(),
});

/** 409 TRANSITION_CONFLICT body (errors.ts): the status the order has now, so a screen can say so. */
export const transitionConflictResponseSchema = z.object({
  code: z.literal("TRANSITION_CONFLICT"),
  message: z.string(),
  current: z.enum(ORDER_STATUSES),
});

export const ordersResponseSchema = z.array(orderSchema);

/**
 * POST /api/sendMail re-sends the caller's own order confirmation to the caller's own address.
 * The spec's client also sends to, subject, text…; they are accepted and ignored.
 */
export const resendOrderMailRequestSchema = z.object({ orderId: z.string().trim().max(40).optional() }).loose();
