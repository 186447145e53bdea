import { z } from "zod";
import { CART_MESSAGES, MAX_LINE_QUANTITY, notChosen, OPTION_MAX, type WishlistItem } from "./cart-rules.js";
import { ERROR_CODES } from "./errors.js";

// The messages, limits and line rules live in cart-rules.ts, which has no zod: the storefront's
// first load needs them and not the schemas (decision 023).
export * from "./cart-rules.js";

/**
 * Cart and wishlist contracts (docs/requirements/cart.md#cart-lines, docs/requirements/cart.md#wishlist,
 * docs/requirements/cart.md#cart-calls). The server takes name, price, image and stock from the
 * catalogue; what a client sends for them is ignored.
 */

/**
 * One chosen option: "" means not chosen. The spec's fallback texts (and null) also mean
 * "not chosen", so an old guest cart that stored "No color chosen" still matches.
 */
const option = z
  .string()
  .trim()
  .max(OPTION_MAX)
  .nullish()
  .transform((value) => (notChosen(value) ? "" : (value as string)));

/** What tells two lines apart: product + colour + variant + model + screen-protector pack. */
export const cartLineKeySchema = z.object({
  color: option,
  variant: option,
  model: option,
  /** Screen-protector pack label ("1x", "2x", "3x"); "" for every other product. */
  bundle: option,
});

const quantity = z.coerce.number().int("Quantity must be a whole number").min(1, CART_MESSAGES.belowOne).max(MAX_LINE_QUANTITY);
const id = z.string().trim().min(1).max(100);

/** A line as the server returns it. `price` is per line unit (one item, or one pack). */
export const cartLineSchema = z.object({
  productId: id,
  /** The same as productId (the spec's screens read either). */
  id,
  modelName: z.string(),
  name: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  image: z.string(),
  /** How many of this line's unit can still be bought (packs for a pack line). */
  stock: z.number().int(),
  color: z.string(),
  variant: z.string(),
  model: z.string(),
  bundle: z.string(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartResponseSchema = z.object({ products: z.array(cartLineSchema) });
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const cartMutationResponseSchema = cartResponseSchema.extend({ message: z.string() });

/** POST /api/cart/add. name, price, image and stock may be sent (the spec's client does) but are ignored. */
export const addToCartRequestSchema = cartLineKeySchema.extend({
  userId: id,
  productId: id,
  quantity: quantity.default(1),
});
export type AddToCartRequest = z.input<typeof addToCartRequestSchema>;

/** One line of a guest cart merged at sign-in, or of a buy-now order. */
export const cartItemInputSchema = cartLineKeySchema
  .extend({
    productId: id.optional(),
    /** Old guest carts call the product id `id`. */
    id: id.optional(),
    quantity,
  })
  .refine((line) => line.productId ?? line.id, { message: "productId is required" })
  .transform(({ id: legacyId, productId, ...rest }) => ({ ...rest, productId: (productId ?? legacyId)! }));
export type CartItemInput = z.input<typeof cartItemInputSchema>;

/** POST /api/cart/sync: a guest cart merged into the signed-in shopper's cart. */
export const syncCartRequestSchema = z.object({
  userId: id,
  items: z.array(cartItemInputSchema).max(100),
});

/** A guest-cart line that /cart/sync did not merge, and why (an unknown product, an option, no stock). */
export const droppedLineSchema = z.object({
  productId: z.string(),
  code: z.enum(ERROR_CODES),
  reason: z.string(),
});
export type DroppedLine = z.infer<typeof droppedLineSchema>;

/** POST /api/cart/sync: the spec's `{message, products}` plus the lines it skipped. */
export const syncCartResponseSchema = cartMutationResponseSchema.extend({ dropped: z.array(droppedLineSchema) });
export type SyncCartResponse = z.infer<typeof syncCartResponseSchema>;

/** PUT increment/decrement and DELETE remove carry the line's options in the body. */
export const cartLineBodySchema = cartLineKeySchema;

/** A guest's or the server's wishlist entry. */
export const wishlistItemSchema = z.object({
  id,
  productId: id,
  modelName: z.string(),
  name: z.string(),
  price: z.number(),
  image: z.string(),
  inStock: z.boolean(),
}) satisfies z.ZodType<WishlistItem>;

export const wishlistResponseSchema = z.object({ wishlist: z.object({ products: z.array(wishlistItemSchema) }) });
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

/** POST /api/wishlist and DELETE /api/wishlist/…: what happened, and the wishlist after it. */
export const wishlistMutationResponseSchema = wishlistResponseSchema.extend({ message: z.string() });

/** POST /api/wishlist (name, price, image, inStock may be sent and are ignored). */
export const addToWishlistRequestSchema = z.object({ userId: id, productId: id });

/** POST /api/wishlist/sync: the guest wishlist merged at sign-in. */
export const syncWishlistRequestSchema = z.object({ userId: id, productIds: z.array(id).max(200) });
