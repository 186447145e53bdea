import { queryOptions } from "@tanstack/react-query";
import { adminApi } from "../lib/admin-request";

/*
 * GET /api/admin/dashboard is being built on another branch; this shape follows issue 11 (orders
 * and revenue today / 7 / 30 days, average order value, sales by day, orders waiting per status,
 * low-stock products, items waiting for moderation) and lives here alone for the lead to align.
 */
export type Period = { orders: number; revenue: number };
export type Dashboard = {
  today: Period;
  last7Days: Period;
  last30Days: Period;
  /** Rupees, over the last 30 days. */
  averageOrderValue: number;
  /** Oldest first, one entry per Nepal day (YYYY-MM-DD). */
  salesByDay: Array<{ date: string; orders: number; revenue: number }>;
  waitingByStatus: Record<string, number>;
  lowStock: Array<{ id: string; name: string; stock: number; threshold: number }>;
  moderation: { testimonials: number; reviews: number };
};

export const dashboardQuery = () =>
  queryOptions({ queryKey: ["admin", "dashboard"], queryFn: ({ signal }) => adminApi.get<Dashboard>("/admin/dashboard", signal), refetchInterval: 60_000 });
