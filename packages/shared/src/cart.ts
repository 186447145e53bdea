import { z } from "zod";
import type { Product } from "./product.js";

/**
 * Cart and wishlist contracts (spec part 2 §3 "Cart line", "Wishlist entry", §7). The server
 * takes name, price, image and stock from the catalogue; what a client sends for them is ignored.
 */

/** Screen shown for an option the shopper did not choose (spec part 2 "Cart"). */
export const OPTION_FALLBACK = {
  color: "No color chosen",
  variant: "No variant chosen",
  model: "No model chosen",
} as const;

export const CART_MESSAGES = {
  added: "Product added to cart",
  quantityUpdated: "Product quantity updated in cart",
  increased: "Quantity increased",
  decreased: "Quantity decreased",
  removed: "Item removed from cart",
  belowOne: "Quantity cannot be less than 1",
  onlyInStock: (n: number) => `Only ${n} items available in stock`,
  overStock: (n: number) => `Cannot add more than available stock (${n})`,
  outOfStock: "This product is out of stock",
  synced: "Cart synced",
} as const;

export const WISHLIST_MESSAGES = {
  added: "Added to wishlist",
  alreadyListed: "Already in your wishlist",
  removed: "Removed from wishlist",
} as const;

/** A cart holds at most this many of one line, whatever the stock (a typo guard). */
export const MAX_LINE_QUANTITY = 99;

/**
 * One chosen option: "" means not chosen. The spec's fallback texts (and null) also mean
 * "not chosen", so an old guest cart that stored "No color chosen" still matches.
 */
const option = z
  .string()
  .trim()
  .max(80)
  .nullish()
  .transform((value) => {
    if (!value) return "";
    return (Object.values(OPTION_FALLBACK) as string[]).includes(value) ? "" : value;
  });

/** What tells two lines apart: product + colour + variant + model + screen-protector pack. */
export const cartLineKeySchema = z.object({
  color: option,
  variant: option,
  model: option,
  /** Screen-protector pack label ("1x", "2x", "3x"); "" for every other product. */
  bundle: option,
});
export type CartLineKey = z.infer<typeof cartLineKeySchema>;

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
export const cartItemInputSchema = cartLineKeySchema.extend({
  productId: id.optional(),
  /** Old guest carts call the product id `id`. */
  id: id.optional(),
  quantity,
}).refine((line) => line.productId ?? line.id, { message: "productId is required" })
  .transform(({ id: legacyId, productId, ...rest }) => ({ ...rest, productId: (productId ?? legacyId)! }));
export type CartItemInput = z.input<typeof cartItemInputSchema>;

/** POST /api/cart/sync: a guest cart merged into the signed-in shopper's cart. */
export const syncCartRequestSchema = z.object({
  userId: id,
  items: z.array(cartItemInputSchema).max(100),
});

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
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** A product as a wishlist entry: the one mapping the server and the guest's browser share. */
export function wishlistItemOf(product: Pick<Product, "_id" | "modelName" | "name" | "sellingPrice" | "images" | "stock">): WishlistItem {
  return {
    id: product._id,
    productId: product._id,
    modelName: product.modelName,
    name: product.name,
    price: product.sellingPrice,
    image: product.images[0]?.url ?? "",
    inStock: product.stock > 0,
  };
}

export const wishlistResponseSchema = z.object({ wishlist: z.object({ products: z.array(wishlistItemSchema) }) });
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

/** POST /api/wishlist and DELETE /api/wishlist/…: what happened, and the wishlist after it. */
export const wishlistMutationResponseSchema = wishlistResponseSchema.extend({ message: z.string() });

/** POST /api/wishlist (name, price, image, inStock may be sent and are ignored). */
export const addToWishlistRequestSchema = z.object({ userId: id, productId: id });

/** POST /api/wishlist/sync: the guest wishlist merged at sign-in. */
export const syncWishlistRequestSchema = z.object({ userId: id, productIds: z.array(id).max(200) });

/** "3x" → 3: a pack's size is its leading number; anything else is one item. */
export function packSize(bundle: string | null | undefined): number {
  const count = bundle ? Number.parseInt(bundle, 10) : Number.NaN;
  return Number.isFinite(count) && count > 0 ? count : 1;
}

/** How many of a line's unit the product's stock covers (whole packs for a pack line). */
export function lineStock(productStock: number, bundle: string | null | undefined): number {
  return Math.max(0, Math.floor(productStock / packSize(bundle)));
}

/** The most one line may hold: its stock, and never above the per-line cap. */
export function lineCap(stock: number): number {
  return Math.max(0, Math.min(Math.floor(stock) || 0, MAX_LINE_QUANTITY));
}

/** Two lines are the same line when product and every option match (spec part 2 §4). */
export function sameLine(a: { productId: string } & CartLineKey, b: { productId: string } & CartLineKey): boolean {
  return a.productId === b.productId && a.color === b.color && a.variant === b.variant && a.model === b.model && a.bundle === b.bundle;
}

/** Cart total = sum of price × quantity (spec part 2 §3), in rupees rounded to paisa. */
export function cartTotal(lines: ReadonlyArray<{ price: number; quantity: number }>): number {
  const paisa = lines.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0);
  return paisa / 100;
}
