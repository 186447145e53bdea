import { FALLBACK_SWATCH, swatchFor } from "@pasal/shared";
import { hash } from "../util.js";

/** Colours handed to a silhouette drawer. */
export interface Paint {
  /** main body colour */
  body: string;
  /** darker edge / detail colour */
  edge: string;
  /** lighter highlight */
  light: string;
  /** text colour readable on the body */
  ink: string;
  /** accent for screens, LEDs and badges */
  accent: string;
  /** true for see-through products (clear cases, glass) */
  clear: boolean;
}

/** Finish words that are not swatch names but tint the drawing ("Titanium Black", "Midnight"). */
const FINISHES: Record<string, string> = {
  titanium: "#8d8a85",
  natural: "#c9c0b3",
  desert: "#c8a27c",
  midnight: "#1f2a44",
  starlight: "#ede6d6",
  graphite: "#3f4148",
  space: "#4b4f57",
  obsidian: "#1c1c22",
  porcelain: "#eeeae3",
  mint: "#a7e8cf",
  lavender: "#c7b8f0",
  lilac: "#c9b6e8",
  lemon: "#f3e27a",
  cream: "#efe6d2",
  ivory: "#f4efe2",
  coral: "#f58b7c",
  peach: "#f6b99a",
  rose: "#e8a3b4",
  champagne: "#e6d2a8",
  sandstone: "#3a3835",
  brass: "#b08d57",
  denim: "#4f6d9a",
  fuchsia: "#d9468f",
  magenta: "#b8336a",
  aqua: "#5cc8d6",
  emerald: "#1f8a66",
  jade: "#5fa68a",
  olive: "#6f7a3c",
  sage: "#9cae94",
  forest: "#2f5d45",
  taupe: "#8b7d6b",
  ultramarine: "#3451c7",
  mulberry: "#7a2c4d",
  clear: "#dbeafe",
  crystal: "#dbeafe",
};

const ACCENTS = ["#6366f1", "#0ea5e9", "#f43f5e", "#14b8a6", "#f59e0b", "#8b5cf6", "#22c55e", "#ec4899"];

function toRgb(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h;
  const n = parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: [number, number, number]): string {
  return `#${rgb.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, "0")).join("")}`;
}

/** Linear mix: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** Drawing colour for a product colour name such as "Titanium Black" or "Mint Green". */
export function colorHex(colorName: string): string {
  const words = colorName.toLowerCase().split(/[^a-z]+/).filter(Boolean);
  const swatch = swatchFor(colorName);
  const finish = words.map((w) => FINISHES[w]).find((v) => v !== undefined);
  if (swatch !== FALLBACK_SWATCH) {
    if (finish && !words.includes("clear")) return mix(swatch, finish, 0.3);
    // Pure swatch colours are a bit loud on a product render; soften white/black slightly.
    if (swatch === "#ffffff") return "#f8f8f6";
    return swatch;
  }
  if (finish) return finish;
  const hues = ["#64748b", "#7c6f64", "#5b7083", "#8a7f9a", "#6b8e7f"];
  return hues[hash(colorName) % hues.length]!;
}

export function isClear(colorName: string): boolean {
  return /\b(clear|crystal|transparent)\b/i.test(colorName) && !/\bblack\b/i.test(colorName);
}

/** Builds the paint set for a product colour; `seed` varies the accent. */
export function paintFor(colorName: string, seed: string): Paint {
  return paintFromHex(colorHex(colorName), seed, isClear(colorName));
}

/** Paint set for an explicit body colour (brand tiles, category tiles). */
export function paintFromHex(body: string, seed: string, clear = false): Paint {
  const lum = luminance(body);
  return {
    body,
    edge: lum > 0.75 ? mix(body, "#000000", 0.28) : mix(body, "#000000", 0.45),
    light: mix(body, "#ffffff", 0.45),
    ink: lum > 0.6 ? "#1f2937" : "#f9fafb",
    accent: ACCENTS[hash(seed) % ACCENTS.length]!,
    clear,
  };
}

/** Soft pastel background pair per category, nudged towards the product colour. */
const CATEGORY_TINTS: Record<string, [string, string]> = {
  Phone: ["#eef2ff", "#c7d2fe"],
  Cover: ["#fdf2f8", "#fbcfe8"],
  Charger: ["#f0fdf4", "#bbf7d0"],
  "Screen Protector": ["#ecfeff", "#a5f3fc"],
  Laptop: ["#f8fafc", "#cbd5e1"],
  Powerbank: ["#fffbeb", "#fde68a"],
  Earbud: ["#f5f3ff", "#ddd6fe"],
  Smartwatch: ["#fff1f2", "#fecdd3"],
  Speaker: ["#fff7ed", "#fed7aa"],
};

export function backgroundFor(category: string, body: string): [string, string] {
  const [a, b] = CATEGORY_TINTS[category] ?? ["#f8fafc", "#e2e8f0"];
  return [mix(a, body, 0.06), mix(b, body, 0.18)];
}
