import { api } from "@/lib/api-client";

/** Tells the recommender a signed-in shopper looked at a product; answers 204. */
export const postProductView = (productId: string) => api.post<void>("/interactions", { productId, kind: "view" });
