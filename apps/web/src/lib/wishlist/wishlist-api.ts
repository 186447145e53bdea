import type { WishlistResponse } from "@pasal/shared";
import { api } from "../api-client";

const seg = encodeURIComponent;

export const fetchWishlist = (userId: string, signal?: AbortSignal) => api.get<WishlistResponse>(`/wishlist/${seg(userId)}`, signal);

export const postWishlist = (userId: string, productId: string) => api.post<unknown>("/wishlist", { userId, productId });

export const deleteWishlist = (userId: string, productId: string) => api.delete<unknown>(`/wishlist/${seg(userId)}/${seg(productId)}`);

export const postSyncWishlist = (userId: string, productIds: string[]) => api.post<unknown>("/wishlist/sync", { userId, productIds });
