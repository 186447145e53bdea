/** The 20 colour names that have their own swatch (docs/requirements/home.md#product-cards). */
export const SWATCH_COLORS = {
  black: "#111827",
  white: "#ffffff",
  red: "#dc2626",
  blue: "#2563eb",
  green: "#16a34a",
  yellow: "#facc15",
  purple: "#9333ea",
  pink: "#ec4899",
  gray: "#6b7280",
  brown: "#92400e",
  orange: "#f97316",
  silver: "#c0c0c0",
  gold: "#d4af37",
  navy: "#1e3a8a",
  beige: "#f5f5dc",
  maroon: "#800000",
  cyan: "#06b6d4",
  teal: "#0d9488",
  indigo: "#4f46e5",
  violet: "#8b5cf6",
} as const;

export type SwatchColor = keyof typeof SWATCH_COLORS;

/** Unknown names get light grey. Matching ignores case and surrounding words ("Midnight Black" → black). */
export const FALLBACK_SWATCH = "#d1d5db";

export function swatchFor(colorName: string): string {
  const words = colorName
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  for (let i = words.length - 1; i >= 0; i--) {
    const word = words[i] === "grey" ? "gray" : words[i]!;
    if (word in SWATCH_COLORS) return SWATCH_COLORS[word as SwatchColor];
  }
  return FALLBACK_SWATCH;
}

/** Cards show at most this many colours (docs/requirements/home.md#product-cards). */
export const MAX_CARD_COLORS = 3;
