// Request and response shapes of /reco/* and /interactions. They belong in packages/shared
// (one contract for server and storefront) so the storefront can use them; not moved yet.
import { productSummarySchema } from "@pasal/shared";
import { z } from "zod";
import { RECO_LIMIT } from "./reco-scoring.js";

export const similarParamsSchema = z.object({ productId: z.string().min(1).max(200) });
export const userParamsSchema = z.object({ userId: z.string().max(100) });
export const recoQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(RECO_LIMIT).default(RECO_LIMIT) });
export const recoItemsSchema = z.object({ items: z.array(productSummarySchema) });
export type RecoItems = z.infer<typeof recoItemsSchema>;

/** Only views come from the browser; cart, wishlist and orders record their own kinds on the server. */
export const recordInteractionSchema = z.object({ productId: z.string().min(1).max(200), kind: z.literal("view") });
export type RecordInteraction = z.infer<typeof recordInteractionSchema>;
