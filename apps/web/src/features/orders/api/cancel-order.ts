import { useMutation, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import type { Order } from "@pasal/shared";
import { api } from "@/lib/api-client";
import { accessQuery } from "@/lib/guest-orders";
import { m } from "@/paraglide/messages";
import { orderQueryKey } from "./get-order";

/** POST /api/orders/:orderId/cancel: the shopper's (or the token's guest's) order, before it ships. */
export const cancelOrder = ({ orderId, access }: { orderId: string; access?: string }) =>
  api.post<Order>(`/orders/${encodeURIComponent(orderId)}/cancel${accessQuery(access)}`);

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(order._id), order);
      void queryClient.invalidateQueries({ queryKey: ["orders"] });
      toast.success(m.order_cancelled_toast());
    },
    onError: (error) => toast.error(error.message || m.order_cancel_failed(), { id: "cancel-error" }),
  });
}

/** The buyer's tax invoice (PDF), opened in a new tab. */
export const invoiceUrl = (orderId: string, access?: string) => `/api/orders/${encodeURIComponent(orderId)}/invoice.pdf${accessQuery(access)}`;

/** A credit note against the invoice (a cancel, return or refund), opened in a new tab. */
export const creditNoteUrl = (orderId: string, creditNoteId: string, access?: string) =>
  `/api/orders/${encodeURIComponent(orderId)}/credit-notes/${encodeURIComponent(creditNoteId)}.pdf${accessQuery(access)}`;
