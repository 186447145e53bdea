import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { StockMovementRequest, stockMovementListSchema, stockMovementResultSchema } from "@pasal/shared";
import { adminApi, queryString } from "../lib/admin-request";

export { STOCK_MOVE_REASONS as MOVEMENT_REASONS } from "@pasal/shared";
export type StockAdjust = StockMovementRequest;
type MovementList = z.infer<typeof stockMovementListSchema>;
export type StockMovement = MovementList["items"][number];

/** The newest movements of one product (the server's first page of 50). */
export const movementsQuery = (productId: string) => ({
  queryKey: ["admin", "stock", productId],
  queryFn: ({ signal }: { signal: AbortSignal }) => adminApi.get<MovementList>(`/admin/stock-movements${queryString({ productId })}`, signal),
});

export function useAdjustStock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StockAdjust) => adminApi.post<z.infer<typeof stockMovementResultSchema>>("/admin/stock-movements", input),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ["admin", "stock"] });
      void client.invalidateQueries({ queryKey: ["admin", "products"] });
      void client.invalidateQueries({ queryKey: ["admin", "dashboard"] });
    },
  });
}
