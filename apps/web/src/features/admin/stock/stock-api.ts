import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi, queryString } from "../lib/admin-request";

/*
 * The stock ledger (issue 11): POST /api/admin/stock-movements {productId, variant?, delta, reason,
 * note?} and GET ?productId=. Being built on another branch; the shapes live here alone.
 */
export const MOVEMENT_REASONS = ["received", "correction", "damaged", "return"] as const;
export type StockMovement = {
  id: string;
  productId: string;
  productName: string;
  variant: string | null;
  delta: number;
  reason: string;
  reference: string | null;
  by: { id: string; fullName: string } | null;
  createdAt: string;
};
export type StockAdjust = { productId: string; variant?: string; delta: number; reason: (typeof MOVEMENT_REASONS)[number]; note?: string };

export const movementsQuery = (productId: string) => ({
  queryKey: ["admin", "stock", productId],
  queryFn: ({ signal }: { signal: AbortSignal }) => adminApi.get<{ items: StockMovement[] }>(`/admin/stock-movements${queryString({ productId })}`, signal),
});

export function useAdjustStock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StockAdjust) => adminApi.post<StockMovement>("/admin/stock-movements", input),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ["admin", "stock"] });
      void client.invalidateQueries({ queryKey: ["admin", "products"] });
      void client.invalidateQueries({ queryKey: ["admin", "dashboard"] });
    },
  });
}
