import { canPayNow, deliveryRange, formatRs, paymentInWords, type Order } from "@pasal/shared";
import type { MailMessage } from "../../mail/mailer.js";

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "Asia/Kathmandu" });

/**
 * The order confirmation (docs/requirements/orders.md#order-mail): order id, lines, total in Rs. and the
 * delivery address, the payment status, the expected delivery dates and a link to the order's
 * confirmation page (docs/requirements/orders.md#order-confirmation). Plain text only, so nothing a
 * shopper typed can become markup.
 */
export function orderConfirmationMail(order: Order, to: string, shopName: string, confirmationUrl?: string): MailMessage {
  const lines = order.products.map((line) => {
    const options = [line.color, line.variant, line.model, line.bundle && `pack ${line.bundle}`].filter(Boolean);
    const label = options.length > 0 ? `${line.name} (${options.join(", ")})` : line.name;
    return `  ${line.quantity} × ${label} — ${formatRs(line.price * line.quantity)}`;
  });
  const a = order.shippingAddress;
  const address = [a.street, a.landMark && `Near ${a.landMark}`, [a.municipality, a.district, a.province].filter(Boolean).join(", "), a.city].filter(Boolean);
  const text = [
    `Namaste ${order.contact.firstName},`,
    "",
    `Thank you for shopping with ${shopName}. We received your order ${order.orderId} on ${longDate.format(new Date(order.createdAt))}.`,
    "",
    ...lines,
    "",
    `Total: ${formatRs(order.totalAmount)}`,
    `Payment: ${paymentInWords(order)}`,
    ...(canPayNow(order) ? ["Your order is kept for you while you pay: use Pay now on the order's page."] : []),
    "",
    "Delivery to:",
    ...address.map((part) => `  ${part}`),
    ...(a.shortnote ? ["", `Your note: ${a.shortnote}`] : []),
    "",
    `Expected delivery: ${deliveryRange(order.createdAt, a)}`,
    "We will let you know when it is on the way.",
    ...(confirmationUrl ? ["", `Your order: ${confirmationUrl}`] : []),
    shopName,
  ].join("\n");
  return { to, subject: `Your ${shopName} order ${order.orderId}`, text };
}
