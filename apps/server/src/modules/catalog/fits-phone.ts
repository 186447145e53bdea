import type { Product, ProductSummary } from "@pasal/shared";
import { toSummary } from "./product-mapper.js";

/** The accessory categories whose `model` list names the phones they fit. */
export const FITTING_CATEGORIES = ["cover", "screen protector"];
const MAX_FITTING = 24;

const key = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * "Fits this phone" (docs/requirements/catalogue.md#product-page): covers and screen protectors whose
 * `model` list names this phone's model name, case and spacing aside. Empty for anything that is not a
 * phone. Those in stock come first.
 */
export function accessoriesFor(phone: Product, catalogue: readonly Product[]): ProductSummary[] {
  if (phone.parentCategory.toLowerCase() !== "phone") return [];
  const wanted = key(phone.modelName);
  return catalogue
    .filter((p) => FITTING_CATEGORIES.includes(p.parentCategory.toLowerCase()) && p.model.some((m) => key(m) === wanted))
    .sort((a, b) => Number(b.stock > 0) - Number(a.stock > 0) || a.name.localeCompare(b.name))
    .slice(0, MAX_FITTING)
    .map(toSummary);
}
