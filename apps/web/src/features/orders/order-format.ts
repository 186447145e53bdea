import type { OrderLine, OrderShippingAddress } from "@pasal/shared";

/** "12 March 2025": the day an order was placed, as a shopper in Nepal reads it. */
export function orderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });
}

/** The options a line was bought with, e.g. "Black · 8GB/256GB"; empty when none were chosen. */
export const lineOptions = (line: Pick<OrderLine, "color" | "variant" | "model" | "bundle">) =>
  [line.color, line.variant, line.model, line.bundle && `${line.bundle} pack`].filter(Boolean).join(" · ");

/** The delivery address on one line, skipping empty parts and a repeat (district "Kathmandu", city "Kathmandu"). */
export const addressLine = (address: OrderShippingAddress) =>
  [address.street, address.landMark, address.municipality, address.district, address.city, address.province]
    .filter((part, index, parts) => part && part !== parts[index - 1])
    .join(", ");
