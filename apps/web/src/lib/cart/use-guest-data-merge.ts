import { useEffect, useRef } from "react";
import { useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { m } from "@/paraglide/messages";
import { useAuthStore } from "../auth-store";
import { postSyncWishlist, readGuestWishlist, wishlistQueryKey, writeGuestWishlist } from "../wishlist";
import { postSyncCart } from "./cart-api";
import { clearGuestCart, readGuestCart } from "./guest-cart";
import { setCartMergePending } from "./merge-state";
import { cartQueryKey } from "./use-cart";

/**
 * Reads a list again from the server after a merge. A first read still on its way (sent before the
 * merge reached the server) is cancelled first: invalidating alone would hand back that read,
 * which a query without data yet joins instead of starting a new one, and show the list unmerged.
 */
async function refetchAfresh(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}

/**
 * Moves what a guest collected into the account once per sign-in (docs/requirements/cart.md#guest-cart):
 * the local cart goes to POST /cart/sync and the local wishlist to POST /wishlist/sync, each cleared
 * locally only once the server took it (a failure keeps it for the next sign-in). Lines the server could
 * not take (sold out, gone, an option to choose) are named in a toast. Mount once, in the layout.
 */
export function useGuestDataMerge(): void {
  const userId = useAuthStore((state) => state.authUser?._id ?? null);
  const queryClient = useQueryClient();
  const mergedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!userId) {
      mergedFor.current = null;
      return;
    }
    if (mergedFor.current === userId) return;
    mergedFor.current = userId;

    const lines = readGuestCart();
    if (lines.length > 0) {
      const items = lines.map(({ productId, quantity, color, variant, model, bundle }) => ({ productId, quantity, color, variant, model, bundle }));
      setCartMergePending(true);
      postSyncCart(userId, items)
        .then((answer) => {
          clearGuestCart();
          const dropped = new Set((answer.dropped ?? []).map((line) => line.productId));
          const names = [...new Set(lines.filter((line) => dropped.has(line.productId)).map((line) => line.name || line.modelName))];
          if (names.length > 0) toast.error(m.cart_sync_dropped({ names: names.join(", ") }));
        })
        .catch((error: unknown) => console.error("Cart sync failed", error))
        .finally(async () => {
          await refetchAfresh(queryClient, cartQueryKey(userId));
          setCartMergePending(false);
        });
    }
    const wished = readGuestWishlist();
    if (wished.length > 0) {
      postSyncWishlist(
        userId,
        wished.map((item) => item.productId),
      )
        .then(() => writeGuestWishlist([]))
        .catch((error: unknown) => console.error("Wishlist sync failed", error))
        .finally(() => void refetchAfresh(queryClient, wishlistQueryKey(userId)));
    }
  }, [queryClient, userId]);
}
