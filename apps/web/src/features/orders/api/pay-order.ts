import { useMutation } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { PAYMENT_MESSAGES, type PayAgainResponse } from "@pasal/shared";
import { api } from "@/lib/api-client";
import { accessQuery } from "@/lib/guest-orders";
import { followPaymentRedirect } from "@/lib/payment-redirect";

/** POST /api/orders/:orderId/pay: a new attempt for an unpaid online order (issue 12). */
export const payOrder = ({ orderId, access }: { orderId: string; access?: string }) =>
  api.post<PayAgainResponse>(`/orders/${encodeURIComponent(orderId)}/pay${accessQuery(access)}`);

/** "Pay now": on to the gateway, or a toast saying why not. */
export function usePayNow() {
  return useMutation({
    mutationFn: payOrder,
    onSuccess: ({ payment }) => {
      if (payment) followPaymentRedirect(payment);
      else toast.error(PAYMENT_MESSAGES.gatewayDown, { id: "payment-down" });
    },
    onError: (error) => toast.error(error.message || "Couldn't start the payment", { id: "payment-error" }),
  });
}
