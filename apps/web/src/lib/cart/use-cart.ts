import { useMemo, useSyncExternalStore } from "react";
import { useQuery } from "@tanstack/react-query";
import { cartTotal, type CartLine } from "@pasal/shared";
import { useAuthStore } from "../auth-store";
import { readText, subscribeToStored } from "../storage";
import { fetchCart } from "./cart-api";
import { CART_STORAGE_KEY, CART_UPDATED_EVENT, parseGuestCart, toCartLine } from "./guest-cart";
import { isCartMergePending, subscribeToCartMerge } from "./merge-state";

export const cartQueryKey = (userId: string) => ["cart", userId] as const;

export type CartState = {
  lines: CartLine[];
  status: "loading" | "ready";
  isGuest: boolean;
  total: number;
  count: number;
  /**
   * The signed-in cart could not be loaded (the lines are then empty:
   * docs/requirements/cart.md#cart-page).
   */
  failed: boolean;
  /** The signed-in shopper's id, null for a guest. */
  userId: string | null;
};

const subscribe = subscribeToStored(CART_UPDATED_EVENT);
const readRaw = () => readText("local", CART_STORAGE_KEY);

function parseRaw(raw: string | null): CartLine[] {
  if (!raw) return [];
  try {
    return parseGuestCart(JSON.parse(raw)).lines;
  } catch {
    return [];
  }
}

/** Server lines read defensively: a line the client cannot show is dropped. */
/** One empty list for "not loaded yet", so the memo below keeps its answer between renders. */
const NO_LINES: CartLine[] = [];

function asLines(products: unknown): CartLine[] {
  return Array.isArray(products) ? products.map(toCartLine).filter((line): line is CartLine => line !== null) : [];
}

/** The cart as every screen sees it: the guest's local cart, or the signed-in shopper's server cart. */
export function useCart(): CartState {
  const authUser = useAuthStore((state) => state.authUser);
  const checking = useAuthStore((state) => state.isCheckingAuth);
  const userId = authUser?._id ?? null;
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const guestLines = useMemo(() => parseRaw(raw), [raw]);
  const merging = useSyncExternalStore(subscribeToCartMerge, isCartMergePending, () => false);

  const query = useQuery({
    queryKey: cartQueryKey(userId ?? ""),
    queryFn: ({ signal }) => fetchCart(userId!, signal),
    enabled: userId !== null,
    staleTime: 0,
    retry: false,
    select: (data) => asLines(data?.products),
  });

  const isGuest = userId === null;
  const lines = isGuest ? guestLines : (query.data ?? NO_LINES);
  const status = checking || (!isGuest && (query.isPending || merging)) ? "loading" : "ready";
  return useMemo(
    () => ({
      lines,
      status,
      isGuest,
      total: cartTotal(lines),
      count: lines.reduce((sum, line) => sum + line.quantity, 0),
      failed: !isGuest && query.isError,
      userId,
    }),
    [lines, status, isGuest, query.isError, userId],
  );
}
