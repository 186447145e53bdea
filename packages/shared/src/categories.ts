/** The nine categories the shop sells (spec part 1 §1). */
export const CATEGORY_NAMES = [
  "Phone",
  "Cover",
  "Charger",
  "Screen Protector",
  "Laptop",
  "Powerbank",
  "Earbud",
  "Smartwatch",
  "Speaker",
] as const;

/**
 * Each category with a specification table exposes it under its own key (spec part 2 §3).
 * Covers and screen protectors have none.
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

export const SPEC_KEYS = [
  "specs",
  "chargerSpecs",
  "laptopSpecs",
  "powerbankSpecs",
  "earbudSpecs",
  "watchSpecs",
  "speakerSpecs",
] as const;

export type SpecKey = (typeof SPEC_KEYS)[number];

/** Placement markers in a product's extras (spec part 1 §3; the spelling is the spec's). */
export const EXTRA_FEATURED = "caraousel";
export const EXTRA_BANNER = "banner";
