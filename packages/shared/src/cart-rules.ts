import type { Product } from "./product.js";

/**
 * Cart and wishlist rules and words without zod (their schemas are in cart.ts): the storefront
 * needs these on every page's first load, which carries no schema library (decision 023).
 */

/** Screen shown for an option the shopper did not choose (docs/requirements/cart.md#cart-lines). */
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

/** The longest option text a line keeps. */
export const OPTION_MAX = 80;
/** "" when the option was not chosen: empty, null, or one of the spec's fallback texts. */
export const notChosen = (value: string | null | undefined) => !value || (Object.values(OPTION_FALLBACK) as string[]).includes(value);

/** What tells two lines apart besides the product: each "" when not chosen. */
export type CartLineKey = { color: string; variant: string; model: string; bundle: string };

/**
 * The same reading as cartLineKeySchema without zod, for the storefront's guest cart: it runs on
 * every page's first load, which carries no schema library (decision 023). Null when unusable.
 */
export function cartLineKeyOf(value: Record<string, unknown>): CartLineKey | null {
  const key: Record<string, string> = {};
  for (const field of ["color", "variant", "model", "bundle"] as const) {
    const raw = value[field];
    if (raw === null || raw === undefined) key[field] = "";
    else if (typeof raw !== "string") return null;
    else {
      const trimmed = raw.trim();
      if (trimmed.length > OPTION_MAX) return null;
      key[field] = notChosen(trimmed) ? "" : trimmed;
    }
  }
  return key as CartLineKey;
}

/**
 * A wishlist entry, written here without zod for the storefront's first load (decision 023);
 * cart.ts's wishlistItemSchema is checked against it.
 */
export interface WishlistItem {
  id: string;
  productId: string;
  modelName: string;
  name: string;
  price: number;
  image: string;
  inStock: boolean;
}

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

/** "3x" → 3: a pack's size is its leading number; anything else is one item. */
export function packSize(bundle: string | null | undefined): number {
  const count = bundle ? Number.parseInt(bundle, 10) : Number.NaN;
  return Number.isFinite(count) && count > 0 ? count : 1;
}

/**
 * The price of one line unit in paisa (decision 029): with a pack chosen, the pack's price moved
 * by the chosen variant's difference from the selling price for every item in the pack (packs
 * are priced for the product's selling price); else the variant's price; else the selling price.
 * Storefront, cart, checkout and order line all price this way; the stock taken is the pack's items.
 */
export function unitPricePaisa(sellingPaisa: number, variantPaisa: number | undefined, pack: { bundle: string; pricePaisa: number } | undefined): number {
  if (!pack) return variantPaisa ?? sellingPaisa;
  return Math.max(0, pack.pricePaisa + (variantPaisa === undefined ? 0 : packSize(pack.bundle) * (variantPaisa - sellingPaisa)));
}

/** How many of a line's unit the product's stock covers (whole packs for a pack line). */
export function lineStock(productStock: number, bundle: string | null | undefined): number {
  return Math.max(0, Math.floor(productStock / packSize(bundle)));
}

/** The most one line may hold: its stock, and never above the per-line cap. */
export function lineCap(stock: number): number {
  return Math.max(0, Math.min(Math.floor(stock) || 0, MAX_LINE_QUANTITY));
}

/** Two lines are the same line when product and every option match (docs/requirements/cart.md#cart-lines). */
export function sameLine(a: { productId: string } & CartLineKey, b: { productId: string } & CartLineKey): boolean {
  return a.productId === b.productId && a.color === b.color && a.variant === b.variant && a.model === b.model && a.bundle === b.bundle;
}

/**
 * Cart total = sum of price × quantity (docs/requirements/cart.md#cart-lines), in rupees rounded to
 * paisa.
 */
export function cartTotal(lines: ReadonlyArray<{ price: number; quantity: number }>): number {
  const paisa = lines.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0);
  return paisa / 100;
}
