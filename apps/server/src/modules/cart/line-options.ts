import { packSize, rupeesToPaisa, unitPricePaisa, type CartLineKey, type Product } from "@pasal/shared";
import { HttpError } from "../../lib/http-error.js";
import type { ProductRow } from "../catalog/product-mapper.js";

/**
 * What pricing a line needs to know about its product. The cart reads it from the catalogue
 * snapshot; checkout from the product row it just read inside its transaction.
 */
export interface PricedProduct {
  name: string;
  sellingPricePaisa: number;
  images: string[];
  colors: { name: string; image?: string }[];
  models: string[];
  variants: { name: string; pricePaisa: number }[];
  bundles: { name: string; pricePaisa: number }[];
}

export interface ResolvedLine {
  /** The options in the product's own spelling ("" when not chosen). */
  key: CartLineKey;
  /** Price of one line unit (one item, or one pack). */
  unitPricePaisa: number;
  image: string;
}

export function pricedFromSnapshot(product: Product): PricedProduct {
  return {
    name: product.name,
    sellingPricePaisa: rupeesToPaisa(product.sellingPrice),
    images: product.images.map((image) => image.url),
    colors: product.color.map((c) => ({ name: c.colorName, ...(c.image ? { image: c.image } : {}) })),
    models: product.model,
    variants: product.variant.map((v) => ({ name: v.variantName, pricePaisa: rupeesToPaisa(v.variantSP) })),
    bundles: product.bundle.map((b) => ({ name: b.bundle, pricePaisa: rupeesToPaisa(b.bundlePrice) })),
  };
}

export function pricedFromRow(row: ProductRow): PricedProduct {
  return {
    name: row.name,
    sellingPricePaisa: row.sellingPricePaisa,
    images: row.images.map((image) => image.url),
    colors: row.colors.map((c) => ({ name: c.colorName, ...(c.image ? { image: c.image } : {}) })),
    models: row.compatibleModels,
    variants: row.variants.map((v) => ({ name: v.variantName, pricePaisa: v.pricePaisa })),
    bundles: row.bundles.map((b) => ({ name: b.bundle, pricePaisa: b.pricePaisa })),
  };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A spec client picks a screen-protector pack by setting the quantity to the pack's size and
 * sends no pack (the spec says the quantity equals the pack's leading number;
 * docs/requirements/cart.md#cart-lines), with price = pack price ÷ size, so what it shows adds up to the
 * pack's price. A line without a pack whose quantity equals one of the product's pack sizes is therefore
 * one of that pack, priced from the catalogue (decision 032). Any other line is left as it is.
 */
export function withSpecPack<T extends { bundle: string; quantity: number }>(product: Pick<PricedProduct, "bundles">, line: T): T {
  if (line.bundle) return line;
  const pack = product.bundles.find((bundle) => packSize(bundle.name) === line.quantity);
  return pack ? { ...line, bundle: pack.name, quantity: 1 } : line;
}

/** 400 VALIDATION naming the option field (`color`, `model`, `variant`, `bundle`) that is wrong. */
const optionError = (field: keyof CartLineKey, message: string) => new HttpError(400, message, "VALIDATION", { fields: [field] });

/**
 * Checks a line's options against its product (docs/requirements/catalogue.md#product-options: a product
 * that offers colours, models, variants or packs needs each chosen) and prices it (unitPricePaisa in
 * packages/shared: a pack line at the chosen variant's pack price). Throws a 400 that names the product
 * and the option, since a client adding from a product card never showed the options (spec clients send
 * "No color chosen").
 */
export function resolveLine(product: PricedProduct, key: CartLineKey): ResolvedLine {
  const pick = <T>(field: keyof CartLineKey, label: string, offered: T[], nameOf: (option: T) => string, chosen: string): T | undefined => {
    if (!chosen) {
      // A product with one colour (or one variant…) leaves nothing to choose: a client that
      // sends no choice means that one (docs/requirements/catalogue.md#product-options).
      if (offered.length === 1) return offered[0];
      if (offered.length > 1) throw optionError(field, `Please select a ${label} for ${product.name}`);
      return undefined;
    }
    const found = offered.find((option) => same(nameOf(option), chosen));
    if (!found) {
      throw optionError(
        field,
        offered.length > 0 ? `${capitalise(label)} "${chosen}" is not available for ${product.name}` : `${product.name} has no ${label} to choose`,
      );
    }
    return found;
  };
  const color = pick("color", "color", product.colors, (c) => c.name, key.color);
  const model = pick("model", "model", product.models, (m) => m, key.model);
  const variant = pick("variant", "variant", product.variants, (v) => v.name, key.variant);
  const bundle = pick("bundle", "quantity pack", product.bundles, (b) => b.name, key.bundle);
  return {
    key: { color: color?.name ?? "", model: model ?? "", variant: variant?.name ?? "", bundle: bundle?.name ?? "" },
    unitPricePaisa: unitPricePaisa(product.sellingPricePaisa, variant?.pricePaisa, bundle && { bundle: bundle.name, pricePaisa: bundle.pricePaisa }),
    image: color?.image || product.images[0] || "",
  };
}

/**
 * The key a client means when it leaves out an option that the product offers only once: the
 * line is stored under that option (resolveLine), so +, − and remove must look it up the same way.
 */
export function withSoleOptions(product: PricedProduct, key: CartLineKey): CartLineKey {
  const sole = (chosen: string, names: string[]) => (!chosen && names.length === 1 ? names[0]! : chosen);
  return {
    color: sole(
      key.color,
      product.colors.map((c) => c.name),
    ),
    model: sole(key.model, product.models),
    variant: sole(
      key.variant,
      product.variants.map((v) => v.name),
    ),
    bundle: sole(
      key.bundle,
      product.bundles.map((b) => b.name),
    ),
  };
}

/**
 * Price and image for a line already in the cart, without refusing it: the product may have
 * dropped an option since. Checkout checks strictly again.
 */
export function describeLine(product: PricedProduct, key: CartLineKey): Omit<ResolvedLine, "key"> {
  const color = product.colors.find((c) => same(c.name, key.color));
  const variant = key.variant ? product.variants.find((v) => same(v.name, key.variant)) : undefined;
  const bundle = key.bundle ? product.bundles.find((b) => same(b.name, key.bundle)) : undefined;
  return {
    unitPricePaisa: unitPricePaisa(product.sellingPricePaisa, variant?.pricePaisa, bundle && { bundle: bundle.name, pricePaisa: bundle.pricePaisa }),
    image: color?.image || product.images[0] || "",
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
