import { isUuid } from "@pasal/shared";
import { eq, type SQL } from "drizzle-orm";
import { orders } from "../../db/schema/index.js";

/**
 * The orders a caller names: by internal id, or by the number people read and quote (ORD-7K3M9Q,
 * in any case). Only a UUID-shaped string is compared with the uuid column, which refuses others.
 */
export const orderByIdOrNumber = (idOrNumber: string): SQL =>
  isUuid(idOrNumber) ? eq(orders.id, idOrNumber) : eq(orders.orderNumber, idOrNumber.toUpperCase());
