/**
 * Whether a guest cart is being merged into the account right now. While it is, the signed-in
 * cart is not yet the whole cart, so screens show "loading" rather than a false empty cart.
 */
let pending = false;
const listeners = new Set<() => void>();

export function setCartMergePending(value: boolean): void {
  if (pending === value) return;
  pending = value;
  for (const listener of listeners) listener();
}

export const isCartMergePending = (): boolean => pending;

export function subscribeToCartMerge(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
