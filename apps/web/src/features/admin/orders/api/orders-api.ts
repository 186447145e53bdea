import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { AdminOrderDetail, RefundRequest, adminOrderListSchema, orderTransitionRequestSchema } from "@pasal/shared";
import { adminApi, queryString } from "../../lib/admin-request";

export type AdminOrderList = z.infer<typeof adminOrderListSchema>;
export type OrderTransitionRequest = z.input<typeof orderTransitionRequestSchema>;

/** The table's filters as the address holds them; also what the CSV export takes. */
export const ORDER_FILTER_KEYS = ["status", "paymentStatus", "paymentMethod", "district", "from", "to", "q", "sort"] as const;
export type OrderFilters = Record<(typeof ORDER_FILTER_KEYS)[number], string>;
export const ORDER_PAGE_SIZE = 25;

export const ordersQuery = (filters: OrderFilters, page: number) =>
  queryOptions({
    queryKey: ["admin", "orders", "list", filters, page],
    queryFn: ({ signal }) => adminApi.get<AdminOrderList>(`/admin/orders${queryString({ ...filters, page, limit: ORDER_PAGE_SIZE })}`, signal),
    // The old page stays on screen while the next one loads: no flash of an empty table.
    placeholderData: keepPreviousData,
  });

/** The whole filtered set as CSV, streamed by the server (a plain link: the browser downloads it). */
export const ordersCsvUrl = (filters: OrderFilters) => `/api/admin/orders.csv${queryString(filters)}`;

export const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: ["admin", "orders", "detail", orderId],
    queryFn: ({ signal }) => adminApi.get<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(orderId)}`, signal),
  });

/**
 * The tax invoice (docs/requirements/invoices.md#tax-invoices), served by the server as a PDF once
 * issued (at dispatch, decision 030).
 */
export const invoiceUrl = (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}/invoice.pdf`;

/** A credit note against the order's invoice, as a PDF. */
export const creditNoteUrl = (orderId: string, creditNoteId: string) =>
  `/api/admin/orders/${encodeURIComponent(orderId)}/credit-notes/${encodeURIComponent(creditNoteId)}.pdf`;

function useOrderWrite<Input>(orderId: string, send: (input: Input) => Promise<AdminOrderDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (order) => {
      client.setQueryData(orderQuery(orderId).queryKey, order);
      void client.invalidateQueries({ queryKey: ["admin", "orders", "list"] });
      void client.invalidateQueries({ queryKey: ["admin", "dashboard"] });
    },
  });
}

export const useTransitionOrder = (orderId: string) =>
  useOrderWrite(orderId, (input: OrderTransitionRequest) => adminApi.post<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(orderId)}/transitions`, input));

export const useAddOrderNote = (orderId: string) =>
  useOrderWrite(orderId, (text: string) => adminApi.post<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(orderId)}/notes`, { text }));

/** A refund (decisions 029, 033): a gateway with a refund API through it, other methods recorded by hand with their reference. */
export const useRefundOrder = (orderId: string) =>
  useOrderWrite(orderId, (input: RefundRequest) => adminApi.post<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(orderId)}/refunds`, input));
/** "Issue invoice": for an order dispatched before the shop's business name and PAN were saved. */
export const useIssueInvoice = (orderId: string) =>
  useOrderWrite(orderId, () => adminApi.post<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(orderId)}/invoice`));
