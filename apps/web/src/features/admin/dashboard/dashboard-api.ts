import { queryOptions } from "@tanstack/react-query";
import type { AdminDashboard } from "@pasal/shared";
import { adminApi } from "../lib/admin-request";

export type Dashboard = AdminDashboard;
export type Period = AdminDashboard["today"];

export const dashboardQuery = () =>
  queryOptions({ queryKey: ["admin", "dashboard"], queryFn: ({ signal }) => adminApi.get<Dashboard>("/admin/dashboard", signal), refetchInterval: 60_000 });
