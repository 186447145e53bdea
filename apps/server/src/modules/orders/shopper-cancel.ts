import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { paymentAttempts } from "../../db/schema/index.js";
import { transitionOrder } from "./order-state.js";

/**
 * The shopper cancels their own order before it ships (issue 12), through the state machine:
 * stock back with ledger rows, and for a paid order the amount becomes the shop's refund due.
 * Attempts still open are closed, so a late return of one of them is recorded as money owed.
 */
export async function cancelOwnOrder(db: Db, orderId: string, userId: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await transitionOrder(tx, { orderId, to: "cancelled", actorUserId: userId, note: userId ? "Cancelled by the shopper" : "Cancelled by the guest shopper" });
    await tx.update(paymentAttempts).set({ status: "cancelled", updatedAt: new Date() })
      .where(and(eq(paymentAttempts.orderId, orderId), inArray(paymentAttempts.status, ["started", "pending"])));
  });
}
