import { useMutation } from "@tanstack/react-query";
import toast from "react-hot-toast";
import type { PayAgainResponse } from "@pasal/shared";
import { api } from "@/lib/api-client";
import { accessQuery } from "@/lib/guest-orders";
import { followPaymentRedirect } from "@/lib/payment-redirect";
import { m } from "@/paraglide/messages";

/**
 * POST /api/orders/:orderId/pay: a new attempt for an unpaid online order
 * (docs/requirements/payments.md#payment-attempts).
 */
export const payOrder = ({ orderId, access }: { orderId: string; access?: string }) =>
  api.post<PayAgainResponse>(`/orders/${encodeURIComponent(orderId)}/pay${accessQuery(access)}`);

/** "Pay now": on to the gateway, or a toast saying why not. */
export function usePayNow() {
  return useMutation({
    mutationFn: payOrder,
    onSuccess: ({ payment }) => {
      if (payment) followPaymentRedirect(payment);
      else toast.error(m.order_gateway_down(), { id: "payment-down" });
    },
    onError: (error) => toast.error(error.message || m.order_pay_failed(), { id: "payment-error" }),
  });
}
