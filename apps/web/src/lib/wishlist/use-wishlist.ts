import { useCallback, useMemo, useRef, useSyncExternalStore } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { WISHLIST_MESSAGES, type WishlistItem } from "@pasal/shared";
import { ApiError } from "../api-client";
import { useAuthStore } from "../auth-store";
import { readText, subscribeToStored } from "../storage";
import { parseWishlist, readGuestWishlist, toggleItem, WISHLIST_KEY, WISHLIST_UPDATED_EVENT, writeGuestWishlist } from "./guest-wishlist";
import { deleteWishlist, fetchWishlist, postWishlist } from "./wishlist-api";

export const wishlistQueryKey = (userId: string) => ["wishlist", userId] as const;

const subscribe = subscribeToStored(WISHLIST_UPDATED_EVENT);
/** One empty list for "not loaded yet", so `has` below keeps its identity between renders. */
const NO_ITEMS: WishlistItem[] = [];
const readRaw = () => readText("local", WISHLIST_KEY);
const parseRaw = (raw: string | null) => {
  try {
    return raw ? parseWishlist(JSON.parse(raw)) : [];
  } catch {
    return [];
  }
};

/** The server's words for a failure, else "Something went wrong" (docs/requirements/cart.md#wishlist). */
const failure = (error: unknown) => (error instanceof ApiError && error.message ? error.message : "Something went wrong");

export type WishlistState = {
  items: WishlistItem[];
  status: "loading" | "ready";
  isGuest: boolean;
  has: (productId: string) => boolean;
  /** Adds or removes the product with the spec's toasts; resolves to whether it is now listed. */
  toggle: (item: WishlistItem) => Promise<boolean>;
  /** The wishlist page's removal ("Item removed from wishlist"); resolves to whether it worked. */
  remove: (productId: string) => Promise<boolean>;
};

/** The wishlist of the guest (local storage) or of the signed-in shopper (server), with its changes. */
export function useWishlist(): WishlistState {
  const userId = useAuthStore((state) => state.authUser?._id ?? null);
  const checking = useAuthStore((state) => state.isCheckingAuth);
  const queryClient = useQueryClient();
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const guestItems = useMemo(() => parseRaw(raw), [raw]);

  const query = useQuery({
    queryKey: wishlistQueryKey(userId ?? ""),
    queryFn: async ({ signal }) => {
      try {
        return parseWishlist((await fetchWishlist(userId!, signal)).wishlist?.products);
      } catch (error) {
        console.error("Failed to load wishlist", error); // only logged: docs/requirements/cart.md#wishlist
        return [];
      }
    },
    enabled: userId !== null,
    staleTime: 0,
  });

  const items = userId ? (query.data ?? NO_ITEMS) : guestItems;
  const refetch = useCallback(
    () => (userId ? queryClient.invalidateQueries({ queryKey: wishlistQueryKey(userId) }) : Promise.resolve()),
    [queryClient, userId],
  );

  const toggle = useCallback(
    async (item: WishlistItem) => {
      if (!userId) {
        const next = toggleItem(readGuestWishlist(), item);
        writeGuestWishlist(next.list);
        toast.success(next.added ? WISHLIST_MESSAGES.added : WISHLIST_MESSAGES.removed);
        return next.added;
      }
      try {
        // The server version first checks whether the product is already listed
        // (docs/requirements/cart.md#wishlist).
        const current = await queryClient.ensureQueryData({
          queryKey: wishlistQueryKey(userId),
          queryFn: async () => parseWishlist((await fetchWishlist(userId)).wishlist?.products),
        });
        const listed = current.some((entry) => entry.productId === item.productId);
        if (listed) await deleteWishlist(userId, item.productId);
        else await postWishlist(userId, item.productId);
        toast.success(listed ? WISHLIST_MESSAGES.removed : WISHLIST_MESSAGES.added);
        await refetch();
        return !listed;
      } catch (error) {
        toast.error(failure(error));
        await refetch();
        return query.data?.some((entry) => entry.productId === item.productId) ?? false;
      }
    },
    [query.data, queryClient, refetch, userId],
  );

  // One removal per product at a time: a double click must not send a second DELETE that then fails.
  const removing = useRef(new Set<string>());
  const remove = useCallback(
    async (productId: string) => {
      if (removing.current.has(productId)) return false;
      if (!userId) {
        writeGuestWishlist(readGuestWishlist().filter((entry) => entry.productId !== productId));
        toast.success("Item removed from wishlist");
        return true;
      }
      removing.current.add(productId);
      try {
        await deleteWishlist(userId, productId);
        toast.success("Item removed from wishlist");
        return true;
      } catch {
        toast.error("Failed to remove from wishlist");
        return false;
      } finally {
        await refetch(); // removal re-fetches the list either way (docs/requirements/cart.md#wishlist)
        removing.current.delete(productId);
      }
    },
    [refetch, userId],
  );

  const has = useCallback((productId: string) => items.some((entry) => entry.productId === productId), [items]);
  const status = checking || (userId !== null && query.isPending) ? "loading" : "ready";
  return { items, status, isGuest: userId === null, has, toggle, remove };
}
