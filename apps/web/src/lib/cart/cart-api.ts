import type { AddToCartRequest, CartItemInput, CartLine, CartLineKey, CartResponse, SyncCartResponse } from "@pasal/shared";
import { api, apiRequest } from "../api-client";

const seg = encodeURIComponent;

/**
 * The options that tell a line apart, as PUT/DELETE bodies carry them
 * (docs/requirements/cart.md#cart-calls).
 */
export const lineKey = (line: CartLineKey): CartLineKey => ({
  color: line.color,
  variant: line.variant,
  model: line.model,
  bundle: line.bundle,
});

export const fetchCart = (userId: string, signal?: AbortSignal) => api.get<CartResponse>(`/cart/${seg(userId)}`, signal);

export const postAddToCart = (body: AddToCartRequest) => api.post<CartResponse & { message: string }>("/cart/add", body);

export const postSyncCart = (userId: string, items: CartItemInput[]) => api.post<SyncCartResponse>("/cart/sync", { userId, items });

export const putQuantityStep = (userId: string, line: CartLine, direction: "increment" | "decrement") =>
  api.put<unknown>(`/cart/${direction}/${seg(line.productId)}/${seg(userId)}`, lineKey(line));

export const deleteCartLine = (userId: string, line: CartLine) =>
  apiRequest<unknown>(`/cart/remove/product/${seg(line.productId)}/${seg(userId)}`, {
    method: "DELETE",
    body: lineKey(line),
  });

/** Current stock of each product (GET /product?productIds=…); unknown ids are left out. */
export async function fetchStock(productIds: string[]): Promise<Map<string, number>> {
  const unique = [...new Set(productIds)];
  if (unique.length === 0) return new Map();
  const list = await api.get<Array<{ _id: string; stock: number }>>(`/product?productIds=${unique.map(seg).join(",")}`);
  return new Map(list.map((item) => [item._id, item.stock]));
}
