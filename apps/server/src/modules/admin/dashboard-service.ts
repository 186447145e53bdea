import { ORDER_STATUSES, paisaToRupees, type AdminDashboard, type OrderStatus } from "@pasal/shared";
import { and, asc, count, eq, gte, isNull, lte, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { orders, products, testimonials } from "../../db/schema/index.js";

const DAY_MS = 24 * 60 * 60 * 1000;
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60 * 1000;
const LOW_STOCK_LIMIT = 50;

/** The Nepal date (YYYY-MM-DD) of an instant, and the instant its day starts. */
const nepalDay = (at: Date) => new Date(at.getTime() + NEPAL_OFFSET_MS).toISOString().slice(0, 10);
const nepalDayStart = (day: string) => new Date(`${day}T00:00:00+05:45`);

/**
 * The back office's first screen (docs/requirements/back-office.md#admin-orders): what sold, what waits,
 * what runs out.
 */
export class DashboardService {
  constructor(private readonly db: Db) {}

  async summary(now = new Date()): Promise<AdminDashboard> {
    const today = nepalDay(now);
    const since = (days: number) => new Date(nepalDayStart(today).getTime() - (days - 1) * DAY_MS);
    const from30 = since(30);
    const dayExpr = sql<string>`to_char(${orders.createdAt} at time zone 'Asia/Kathmandu', 'YYYY-MM-DD')`;
    const [byDay, byStatus, lowStock, [pending]] = await Promise.all([
      this.db
        .select({ day: dayExpr, orders: count(), revenue: sql<string>`coalesce(sum(${orders.totalPaisa}), 0)` })
        .from(orders)
        .where(and(gte(orders.createdAt, from30), notInArray(orders.status, ["cancelled", "returned"])))
        .groupBy(dayExpr),
      this.db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status),
      this.db
        .select({ productId: products.id, name: products.name, modelName: products.modelName, stock: products.stock, threshold: products.lowStockThreshold })
        .from(products)
        // An archived product is no longer sold: its stock running out is nobody's task.
        .where(and(lte(products.stock, products.lowStockThreshold), isNull(products.archivedAt)))
        .orderBy(asc(products.stock), asc(products.name))
        .limit(LOW_STOCK_LIMIT),
      this.db.select({ n: count() }).from(testimonials).where(eq(testimonials.approved, false)),
    ]);
    const days = new Map(byDay.map((d) => [d.day, { orders: d.orders, revenue: Number(d.revenue) }]));
    const salesByDay = Array.from({ length: 30 }, (_, i) => {
      const date = nepalDay(new Date(from30.getTime() + i * DAY_MS + DAY_MS / 2));
      const d = days.get(date) ?? { orders: 0, revenue: 0 };
      return { date, orders: d.orders, revenue: paisaToRupees(d.revenue) };
    });
    const total = (n: number) =>
      salesByDay.slice(30 - n).reduce((sum, d) => ({ orders: sum.orders + d.orders, revenue: sum.revenue + d.revenue }), { orders: 0, revenue: 0 });
    const last30Days = total(30);
    const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
    for (const row of byStatus) ordersByStatus[row.status] = row.n;
    return {
      today: total(1),
      last7Days: total(7),
      last30Days,
      averageOrderValue: last30Days.orders ? Math.round((last30Days.revenue / last30Days.orders) * 100) / 100 : 0,
      salesByDay,
      ordersByStatus,
      lowStock,
      moderation: { pendingTestimonials: pending?.n ?? 0 },
    };
  }
}
