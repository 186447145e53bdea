import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { AdminCustomerDetail, adminCustomerListSchema } from "@pasal/shared";
import { adminApi, queryString } from "../lib/admin-request";

/** The server's shapes (packages/shared/src/admin-people.ts): never a password hash. */
export type AdminCustomerRow = z.infer<typeof adminCustomerListSchema>["items"][number];
export type { AdminCustomerDetail };

export const CUSTOMER_PAGE_SIZE = 25;

export const customersQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: ["admin", "customers", "list", q, page],
    queryFn: ({ signal }) =>
      adminApi.get<{ items: AdminCustomerRow[]; total: number }>(`/admin/customers${queryString({ q, page, limit: CUSTOMER_PAGE_SIZE })}`, signal),
    placeholderData: keepPreviousData,
  });

export const customerQuery = (id: string) =>
  queryOptions({
    queryKey: ["admin", "customers", "detail", id],
    queryFn: ({ signal }) => adminApi.get<AdminCustomerDetail>(`/admin/customers/${id}`, signal),
  });

/** Disabling ends the account's sessions at once (server side); enabling lets them sign in again. */
export function useSetCustomerDisabled(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (disabled: boolean) => adminApi.post<AdminCustomerDetail>(`/admin/customers/${id}/${disabled ? "disable" : "enable"}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ["admin", "customers"] }),
  });
}
