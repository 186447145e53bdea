import { queryOptions } from "@tanstack/react-query";
import type { AdminMe } from "@pasal/shared";
import { adminApi } from "../lib/admin-request";

/** Who is signed in to the back office and what the role may do (GET /api/admin/me). */
export const adminMeQuery = (userId: string) =>
  queryOptions({
    queryKey: ["admin", "me", userId],
    queryFn: ({ signal }) => adminApi.get<AdminMe>("/admin/me", signal),
    staleTime: 60_000,
  });
