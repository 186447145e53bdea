import type { OrderStatus } from "@pasal/shared";
import type { MailMessage } from "../../mail/mailer.js";

export interface StatusMailInput {
  to: string;
  firstName: string;
  orderNumber: string;
  status: OrderStatus;
  trackingNumber: string | null;
  carrier: string | null;
  shopName: string;
  /** The shopper cancelled it themself: the mail confirms their own action rather than announcing the shop's. */
  byShopper?: boolean;
}

/**
 * What the shopper is told when their order moves (docs/requirements/orders.md#order-mail). Plain text:
 * nothing typed becomes markup.
 */
export function orderStatusMail(input: StatusMailInput): MailMessage | undefined {
  const { orderNumber, shopName } = input;
  const body: Partial<Record<OrderStatus, { subject: string; lines: string[] }>> = {
    shipped: {
      subject: `Your ${shopName} order ${orderNumber} is on the way`,
      lines: [`Your order ${orderNumber} has been shipped${input.carrier ? ` with ${input.carrier}` : ""}.`, `Tracking number: ${input.trackingNumber ?? ""}`],
    },
    delivered: {
      subject: `Your ${shopName} order ${orderNumber} has been delivered`,
      lines: [`Your order ${orderNumber} has been delivered. We hope you enjoy it.`],
    },
    cancelled: input.byShopper
      ? {
          subject: `You cancelled your ${shopName} order ${orderNumber}`,
          lines: [
            `As you asked, your order ${orderNumber} is cancelled and nothing more will be sent.`,
            "If you paid online, the money will be refunded to you.",
          ],
        }
      : {
          subject: `Your ${shopName} order ${orderNumber} was cancelled`,
          lines: [`Your order ${orderNumber} was cancelled. If you paid online, the money will be refunded to you.`],
        },
    returned: {
      subject: `Your ${shopName} order ${orderNumber} was returned`,
      lines: [`We received the return of your order ${orderNumber}. If you paid, the money will be refunded to you.`],
    },
  };
  const chosen = body[input.status];
  if (!chosen) return undefined;
  const text = [`Namaste ${input.firstName},`, "", ...chosen.lines, "", "Questions? Just reply to this mail.", shopName].join("\n");
  return { to: input.to, subject: chosen.subject, text };
}
