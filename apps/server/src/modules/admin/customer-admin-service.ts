import { paisaToRupees, type AdminCustomerDetail } from "@pasal/shared";
import { and, count, desc, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { orders, products, reviews, sessions, users } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { HttpError, notFound } from "../../lib/http-error.js";
import { recordAudit } from "./audit-service.js";

const likeAnywhere = (value: string) => `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
// Written out with table names: drizzle leaves columns unqualified in a one-table select.
const orderCount = sql<number>`(select count(*)::int from "orders" o where o."user_id" = "users"."id")`;

/**
 * Shoppers' accounts in the back office (docs/requirements/back-office.md#customers-and-moderation).
 * Password hashes are never selected.
 */
export class CustomerAdminService {
  constructor(private readonly db: Db) {}

  async list(query: { q?: string; page: number; limit: number }) {
    const where = and(
      eq(users.role, "customer"),
      query.q
        ? or(
            sql`lower(${users.fullName}) like ${likeAnywhere(query.q)}`,
            sql`lower(${users.email}) like ${likeAnywhere(query.q)}`,
            sql`coalesce(${users.phoneNumber}, '') like ${likeAnywhere(query.q.replace(/[\s-]/g, ""))}`,
          )
        : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: users.id,
          fullName: users.fullName,
          email: users.email,
          phoneNumber: users.phoneNumber,
          disabledAt: users.disabledAt,
          createdAt: users.createdAt,
          orders: orderCount,
        })
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db.select({ n: count() }).from(users).where(where),
    ]);
    return { items: rows.map(toRow), total: total?.n ?? 0 };
  }

  async detail(id: string): Promise<AdminCustomerDetail> {
    const [user] = await this.db
      .select({
        id: users.id,
        fullName: users.fullName,
        email: users.email,
        phoneNumber: users.phoneNumber,
        isGoogle: users.isGoogle,
        disabledAt: users.disabledAt,
        createdAt: users.createdAt,
        shippingAddress: users.shippingAddress,
        orders: orderCount,
      })
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, "customer")));
    if (!user) throw notFound("Customer not found");
    const [orderRows, reviewRows] = await Promise.all([
      this.db.select().from(orders).where(eq(orders.userId, id)).orderBy(desc(orders.createdAt)).limit(200),
      this.db
        .select({ review: reviews, productName: products.name })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(eq(reviews.userId, id))
        .orderBy(desc(reviews.createdAt))
        .limit(200),
    ]);
    return {
      ...toRow(user),
      isGoogle: user.isGoogle,
      disabledAt: user.disabledAt?.toISOString() ?? null,
      shippingAddress: user.shippingAddress,
      orderList: orderRows.map((o) => ({
        orderId: o.orderNumber,
        status: o.status,
        totalAmount: paisaToRupees(o.totalPaisa),
        createdAt: o.createdAt.toISOString(),
      })),
      reviews: reviewRows.map(({ review, productName }) => ({
        id: review.id,
        productId: review.productId,
        productName,
        rating: review.rating,
        comment: review.comment,
        hidden: review.hiddenAt !== null,
        createdAt: review.createdAt.toISOString(),
      })),
    };
  }

  /** Disabling ends every session of the account in the same transaction; session resolution refuses it too. */
  async setDisabled(id: string, disabled: boolean, actor: Actor): Promise<AdminCustomerDetail> {
    await this.db.transaction(async (tx) => {
      const [user] = await tx.select({ role: users.role, disabledAt: users.disabledAt }).from(users).where(eq(users.id, id)).for("update");
      if (!user || user.role !== "customer") {
        if (user) throw new HttpError(409, "Staff accounts are managed under Staff");
        throw notFound("Customer not found");
      }
      if ((user.disabledAt !== null) === disabled) return;
      const disabledAt = disabled ? new Date() : null;
      await tx.update(users).set({ disabledAt, updatedAt: new Date() }).where(eq(users.id, id));
      if (disabled) await tx.delete(sessions).where(eq(sessions.userId, id));
      await recordAudit(tx, {
        ...actor,
        action: disabled ? "customer.disable" : "customer.enable",
        entity: "user",
        entityId: id,
        before: { disabledAt: user.disabledAt },
        after: { disabledAt },
      });
    });
    return this.detail(id);
  }
}

function toRow(user: { id: string; fullName: string; email: string; phoneNumber: string | null; disabledAt: Date | null; createdAt: Date; orders: number }) {
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    phoneNumber: user.phoneNumber ?? "",
    disabled: user.disabledAt !== null,
    orders: Number(user.orders),
    createdAt: user.createdAt.toISOString(),
  };
}
