/** The nine categories the shop sells (docs/requirements/catalogue.md#catalogue-data). */
export const CATEGORY_NAMES = ["Phone", "Cover", "Charger", "Screen Protector", "Laptop", "Powerbank", "Earbud", "Smartwatch", "Speaker"] as const;

/**
 * Each category with a specification table exposes it under its own key
 * (docs/requirements/catalogue.md#catalogue-data). Covers and screen protectors have none.
 */
export const SPEC_KEY_BY_CATEGORY: Record<string, SpecKey> = {
  Phone: "specs",
  Charger: "chargerSpecs",
  Laptop: "laptopSpecs",
  Powerbank: "powerbankSpecs",
  Earbud: "earbudSpecs",
  Smartwatch: "watchSpecs",
  Speaker: "speakerSpecs",
};

export const SPEC_KEYS = ["specs", "chargerSpecs", "laptopSpecs", "powerbankSpecs", "earbudSpecs", "watchSpecs", "speakerSpecs"] as const;

export type SpecKey = (typeof SPEC_KEYS)[number];

/**
 * Placement markers in a product's extras (docs/requirements/home.md#carousels; the spelling is the
 * spec's).
 */
export const EXTRA_FEATURED = "caraousel";
export const EXTRA_BANNER = "banner";
