import { z } from "zod";
import { ORDER_STATUSES } from "./order.js";

const period = z.object({ orders: z.number(), revenue: z.number() });

/** GET /api/admin/dashboard. Revenue (rupees) counts orders that were not cancelled or returned; days are Nepal's. */
export const adminDashboardSchema = z.object({
  today: period,
  last7Days: period,
  last30Days: period,
  /** Over the last 30 days. */
  averageOrderValue: z.number(),
  salesByDay: z.array(z.object({ date: z.string(), orders: z.number(), revenue: z.number() })),
  ordersByStatus: z.record(z.enum(ORDER_STATUSES), z.number()),
  lowStock: z.array(z.object({ productId: z.string(), name: z.string(), modelName: z.string(), stock: z.number(), threshold: z.number() })),
  moderation: z.object({ pendingTestimonials: z.number() }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
