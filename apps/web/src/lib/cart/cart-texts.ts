import { CART_MESSAGES } from "@pasal/shared";
import { digits } from "@/lib/i18n/format";
import { knownTexts, type KnownTexts } from "@/lib/i18n/known-texts";
import { m } from "@/paraglide/messages";

/**
 * The cart's toasts in the shopper's language. CART_MESSAGES (packages/shared) keeps the spec's
 * English, which the server also sends; the English UI shows exactly those words.
 */
export const cartText = {
  added: m.checkout_cart_added,
  quantityUpdated: m.checkout_cart_quantity_updated,
  increased: m.checkout_cart_increased,
  decreased: m.checkout_cart_decreased,
  removed: m.checkout_cart_removed,
  belowOne: m.checkout_cart_below_one,
  onlyInStock: (n: number) => m.checkout_cart_only_in_stock({ count: digits(String(n)) }),
  overStock: (n: number) => m.checkout_cart_over_stock({ count: digits(String(n)) }),
  outOfStock: m.checkout_cart_out_of_stock,
  addFailed: m.checkout_cart_add_failed,
  updateFailed: m.checkout_cart_update_failed,
  removeFailed: m.checkout_cart_remove_failed,
};

const SERVER_WORDS: KnownTexts = {
  [CART_MESSAGES.added]: cartText.added,
  [CART_MESSAGES.quantityUpdated]: cartText.quantityUpdated,
  [CART_MESSAGES.increased]: cartText.increased,
  [CART_MESSAGES.decreased]: cartText.decreased,
  [CART_MESSAGES.removed]: cartText.removed,
};

/** A success message from the server's cart: its fixed words translated, anything else as sent. */
export const serverCartText = knownTexts(SERVER_WORDS);
