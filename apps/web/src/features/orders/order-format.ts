import { toBik_text } from "bikram-sambat";
import { deliveryDays, deliveryRange, type OrderLine, type OrderShippingAddress, type OrderStatus, type Order } from "@pasal/shared";
import { adDayMonthTextNe, nepalDay, orderDateText } from "@/lib/i18n/dates";
import { getLocale } from "@/lib/i18n/locale";
import { m } from "@/paraglide/messages";

/** "12 March 2025" (Nepali: the Bikram Sambat date with AD beside it): the day an order was placed. */
export function orderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return orderDateText(date);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** "२९ फाल्गुन": a day and month of Bikram Sambat, as Nepali shoppers count days ("मार्च १३" outside the converter's years). */
function bsDayMonth(at: Date): string {
  try {
    return toBik_text(nepalDay(at)).split(" ").slice(0, 2).join(" ");
  } catch {
    return adDayMonthTextNe(at);
  }
}

/**
 * When the order should arrive: "13 March – 14 March" (the shared `deliveryRange`, also in the
 * mail); in Nepali the same days in Bikram Sambat, "२९ फाल्गुन – ३० फाल्गुन".
 */
export function expectedDelivery(placedAt: string, address: { province: string; district: string }): string {
  if (getLocale() !== "ne") return deliveryRange(placedAt, address);
  const start = new Date(placedAt);
  if (Number.isNaN(start.getTime())) return "";
  const { min, max } = deliveryDays(address.province, address.district);
  const from = bsDayMonth(new Date(start.getTime() + min * DAY_MS));
  const to = bsDayMonth(new Date(start.getTime() + max * DAY_MS));
  return from === to ? from : `${from} – ${to}`;
}

/** The options a line was bought with, e.g. "Black · 8GB/256GB"; empty when none were chosen. */
export const lineOptions = (line: Pick<OrderLine, "color" | "variant" | "model" | "bundle">) =>
  [line.color, line.variant, line.model, line.bundle && m.checkout_pack({ bundle: line.bundle })].filter(Boolean).join(" · ");

/** The delivery address on one line, skipping empty parts and a repeat (district "Kathmandu", city "Kathmandu"). */
export const addressLine = (address: OrderShippingAddress) =>
  [address.street, address.landMark, address.municipality, address.district, address.city, address.province]
    .filter((part, index, parts) => part && part !== parts[index - 1])
    .join(", ");

/** Status words, lower case as the spec shows them (the badges capitalise with CSS). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, () => string> = {
  processing: m.order_status_processing,
  shipped: m.order_status_shipped,
  delivered: m.order_status_delivered,
  cancelled: m.order_status_cancelled,
  returned: m.order_status_returned,
};

export const PAYMENT_STATUS_LABELS: Record<Order["paymentStatus"], () => string> = {
  pending: m.order_payment_status_pending,
  completed: m.order_payment_status_completed,
  failed: m.order_payment_status_failed,
  refunded: m.order_payment_status_refunded,
};

/** A status in the shopper's language; one the storefront does not know, as the server wrote it. */
export const statusLabel = (labels: Record<string, () => string>, status: string) => (Object.hasOwn(labels, status) ? labels[status]!() : status);
