import type { Db } from "../../db/client.js";
import { transitionOrder } from "./order-state.js";

/**
 * The shopper cancels their own order before it ships (docs/requirements/orders.md#order-statuses),
 * through the state machine: stock back with ledger rows, what was paid owed back, and attempts still
 * open closed (a late payment of one of them is then recorded as money owed; decision 029).
 */
export async function cancelOwnOrder(db: Db, orderId: string, userId: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await transitionOrder(tx, {
      orderId,
      to: "cancelled",
      actorUserId: userId,
      byShopper: true,
      note: userId ? "Cancelled by the shopper" : "Cancelled by the guest shopper",
    });
  });
}
