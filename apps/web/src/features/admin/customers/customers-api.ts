import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi, queryString } from "../lib/admin-request";

/*
 * /api/admin/customers is being built on another branch; these shapes are inferred from issue 11
 * ("search, detail with orders, addresses and reviews; disable an account") and kept here alone,
 * so the lead can swap them for the shared schemas when merging.
 */
export type AdminCustomerRow = {
  id: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  disabled: boolean;
  orderCount: number;
  createdAt: string;
};
export type AdminCustomerDetail = AdminCustomerRow & {
  addresses: Array<{ label?: string; text: string }>;
  orders: Array<{ orderId: string; status: string; totalAmount: number; createdAt: string }>;
  reviews: Array<{ id: string; productName: string; rating: number; comment: string; createdAt: string }>;
};

export const CUSTOMER_PAGE_SIZE = 25;

export const customersQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: ["admin", "customers", "list", q, page],
    queryFn: ({ signal }) =>
      adminApi.get<{ items: AdminCustomerRow[]; total: number }>(`/admin/customers${queryString({ q, page, limit: CUSTOMER_PAGE_SIZE })}`, signal),
    placeholderData: keepPreviousData,
  });

export const customerQuery = (id: string) =>
  queryOptions({ queryKey: ["admin", "customers", "detail", id], queryFn: ({ signal }) => adminApi.get<AdminCustomerDetail>(`/admin/customers/${id}`, signal) });

/** Disabling ends the account's sessions at once (server side); enabling lets them sign in again. */
export function useSetCustomerDisabled(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (disabled: boolean) => adminApi.post<AdminCustomerDetail>(`/admin/customers/${id}/${disabled ? "disable" : "enable"}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ["admin", "customers"] }),
  });
}
