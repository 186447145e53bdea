import { readJson, removeKey, writeJson } from "./storage";

/**
 * The shopper's phone model, remembered for this visit (session storage) so accessory cards can
 * name it: viewing a phone or choosing a model on a product page sets it
 * (docs/requirements/catalogue.md#product-listing).
 */
export const PHONE_MODEL_KEY = "selectedPhoneModel";

export function rememberPhoneModel(model: string): void {
  const value = model.trim();
  if (value) writeJson("session", PHONE_MODEL_KEY, value);
}

export function readRememberedPhoneModel(): string | undefined {
  const value = readJson("session", PHONE_MODEL_KEY);
  return typeof value === "string" && value.trim() ? value : undefined;
}

export const forgetPhoneModel = () => removeKey("session", PHONE_MODEL_KEY);

const BRACKETED = /\(([^()]*)\)|\[([^[\]]*)\]/;

const fold = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/**
 * The longest of `models` that the remembered model names, e.g. "iPhone 16 Pro Max" among
 * ["iPhone 16", "iPhone 16 Pro", "iPhone 16 Pro Max"]. Whole words only, case ignored.
 */
export function matchModel(models: readonly string[], remembered: string | undefined): string | undefined {
  if (!remembered) return undefined;
  const haystack = ` ${fold(remembered)} `;
  let best: string | undefined;
  for (const model of models) {
    const needle = fold(model);
    if (needle && haystack.includes(` ${needle} `) && needle.length > (best ? fold(best).length : 0)) best = model;
  }
  return best;
}

/** "iPhone 15 - iPhone 15 Pro Max", or the only model. */
export function modelRange(models: readonly string[]): string | undefined {
  const first = models[0];
  const last = models.at(-1);
  if (!first || !last) return undefined;
  return first === last ? first : `${first} - ${last}`;
}

/**
 * A card title for a product that fits several phones: the bracketed part of its name becomes
 * the shopper's own model when it is one of them, else the range of models it fits. Products
 * without a model list, or names without brackets, are left alone.
 */
export function cardTitle(name: string, models: readonly string[], remembered: string | undefined): string {
  const replacement = matchModel(models, remembered) ?? modelRange(models);
  if (!replacement || !BRACKETED.test(name)) return name;
  return name.replace(BRACKETED, (whole) => `${whole[0]}${replacement}${whole.at(-1)}`);
}
