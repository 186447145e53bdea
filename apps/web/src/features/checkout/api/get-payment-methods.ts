import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PaymentMethods } from "@pasal/shared";
import { api } from "@/lib/api-client";

/**
 * GET /api/payments/methods: which ways to pay the shop takes now
 * (docs/requirements/payments.md#payment-methods).
 */
export const getPaymentMethods = (signal?: AbortSignal) => api.get<PaymentMethods>("/payments/methods", signal);

export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: ["payment-methods"], queryFn: ({ signal }) => getPaymentMethods(signal), staleTime: 5 * 60_000 });

export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());
