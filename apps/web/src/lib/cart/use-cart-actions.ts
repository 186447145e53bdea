import { useCallback, useMemo, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { lineCap, type CartLine, type CartResponse } from "@pasal/shared";
import { useAuthStore } from "../auth-store";
import { ApiError } from "../api-client";
import { cartText, serverCartText } from "./cart-texts";
import { deleteCartLine, lineKey, postAddToCart, putQuantityStep } from "./cart-api";
import { addGuestLine, removeGuestLine, setGuestQuantity } from "./guest-cart";
import { cartQueryKey } from "./use-cart";

const hasProducts = (value: unknown): value is CartResponse =>
  typeof value === "object" && value !== null && Array.isArray((value as { products?: unknown }).products);

export type CartActions = {
  /**
   * Adds a line (quantity in line units) and toasts the outcome; resolves to whether it worked.
   * `silent` leaves the toasts to the caller (the wishlist's Add All sums them up in one).
   */
  add: (line: CartLine, options?: { silent?: boolean }) => Promise<boolean>;
  increment: (line: CartLine) => Promise<boolean>;
  decrement: (line: CartLine) => Promise<boolean>;
  remove: (line: CartLine) => Promise<boolean>;
};

/**
 * Cart changes with the spec's toasts (docs/requirements/cart.md#guest-cart,
 * docs/requirements/cart.md#cart-page): a guest's go to local storage, a signed-in shopper's to the
 * server, whose answer then replaces the cached cart.
 */
export function useCartActions(): CartActions {
  const userId = useAuthStore((state) => state.authUser?._id ?? null);
  const queryClient = useQueryClient();
  const busy = useRef(new Set<string>());

  const settle = useCallback(
    (result: unknown) => {
      if (!userId) return;
      if (hasProducts(result)) queryClient.setQueryData(cartQueryKey(userId), { products: result.products });
      else void queryClient.invalidateQueries({ queryKey: cartQueryKey(userId) });
    },
    [queryClient, userId],
  );

  // One change per line at a time: a double click must not send two steps off one stale quantity.
  const once = useCallback(async (line: CartLine, run: () => Promise<boolean>) => {
    const key = JSON.stringify([line.productId, lineKey(line)]);
    if (busy.current.has(key)) return false;
    busy.current.add(key);
    try {
      return await run();
    } finally {
      busy.current.delete(key);
    }
  }, []);

  const add = useCallback<CartActions["add"]>(
    async (line, options) => {
      if (!userId) {
        const result = addGuestLine(line);
        if (!options?.silent) (result.ok ? toast.success : toast.error)(result.message);
        return result.ok;
      }
      try {
        const result = await postAddToCart({ userId, productId: line.productId, quantity: line.quantity, ...lineKey(line) });
        settle(result);
        if (!options?.silent) toast.success(result.message ? serverCartText(result.message) : cartText.added());
        return true;
      } catch (error) {
        // A refusal (over stock, sold out) carries the server's words; anything else the fixed text.
        if (!options?.silent) toast.error(error instanceof ApiError && error.status < 500 && error.message ? error.message : cartText.addFailed());
        return false;
      }
    },
    [settle, userId],
  );

  const step = useCallback(
    (line: CartLine, direction: "increment" | "decrement") =>
      once(line, async () => {
        if (direction === "decrement" && line.quantity <= 1) {
          toast.error(cartText.belowOne());
          return false;
        }
        if (direction === "increment" && line.quantity >= lineCap(line.stock)) {
          toast.error(cartText.onlyInStock(lineCap(line.stock)));
          return false;
        }
        const success = direction === "increment" ? cartText.increased() : cartText.decreased();
        if (!userId) {
          setGuestQuantity(line, line.quantity + (direction === "increment" ? 1 : -1));
          toast.success(success);
          return true;
        }
        try {
          settle(await putQuantityStep(userId, line, direction));
          toast.success(success);
          return true;
        } catch {
          toast.error(cartText.updateFailed());
          void queryClient.invalidateQueries({ queryKey: cartQueryKey(userId) });
          return false;
        }
      }),
    [once, queryClient, settle, userId],
  );

  const remove = useCallback(
    (line: CartLine) =>
      once(line, async () => {
        if (!userId) {
          removeGuestLine(line);
          toast.success(cartText.removed());
          return true;
        }
        try {
          settle(await deleteCartLine(userId, line));
          toast.success(cartText.removed());
          return true;
        } catch {
          toast.error(cartText.removeFailed());
          return false;
        }
      }),
    [once, settle, userId],
  );

  return useMemo(
    () => ({
      add,
      increment: (line: CartLine) => step(line, "increment"),
      decrement: (line: CartLine) => step(line, "decrement"),
      remove,
    }),
    [add, remove, step],
  );
}
