import type { BrandDef, CategoryName } from "../types.js";
import { esc } from "../util.js";
import { drawCover, drawProtector } from "./case.js";
import { fitFont, svgOpen, tile } from "./frame.js";
import { drawLaptop } from "./laptop.js";
import { backgroundFor, luminance, mix, paintFor, paintFromHex, type Paint } from "./paint.js";
import { drawPhone } from "./phone.js";
import { drawCharger, drawPowerbank } from "./power.js";
import { drawSpeaker } from "./speaker.js";
import { drawEarbud, drawWatch } from "./wearable.js";

type Drawer = (p: Paint, view: number, look: string, tag: string, brand: string) => string;

const DRAWERS: Record<CategoryName, Drawer> = {
  Phone: drawPhone,
  Cover: drawCover,
  Charger: drawCharger,
  "Screen Protector": drawProtector,
  Laptop: drawLaptop,
  Powerbank: drawPowerbank,
  Earbud: drawEarbud,
  Smartwatch: drawWatch,
  Speaker: drawSpeaker,
};

/** Looks and colours used for category tiles and brand tiles. */
const CATEGORY_LOOK: Record<CategoryName, { look: string; tag: string; color: string }> = {
  Phone: { look: "island tri", tag: "", color: "#4f46e5" },
  Cover: { look: "mag", tag: "", color: "#db2777" },
  Charger: { look: "2p", tag: "65W", color: "#f8f8f6" },
  "Screen Protector": { look: "edge", tag: "Clear", color: "#dbeafe" },
  Laptop: { look: "", tag: "", color: "#94a3b8" },
  Powerbank: { look: "display", tag: "20000mAh", color: "#1f2937" },
  Earbud: { look: "stem", tag: "", color: "#f8f8f6" },
  Smartwatch: { look: "round bezel", tag: "", color: "#0d9488" },
  Speaker: { look: "capsule", tag: "", color: "#2563eb" },
};

export interface ProductImageInput {
  category: CategoryName;
  brand: string;
  modelName: string;
  colorName: string;
  view: number;
  look: string;
  tag: string;
  subtitle: string;
}

/** One product tile (800×800 SVG). */
export function productSvg(i: ProductImageInput): string {
  const paint = paintFor(i.colorName, i.modelName);
  const art = DRAWERS[i.category](paint, i.view, i.look, i.tag, i.brand);
  return tile(art, {
    background: backgroundFor(i.category, paint.body),
    accent: paint.accent,
    top: i.brand,
    title: i.modelName,
    subtitle: i.subtitle,
  });
}

/** Category tile: the category silhouette with the category name. */
export function categorySvg(category: CategoryName): string {
  const c = CATEGORY_LOOK[category];
  const paint = paintFromHex(c.color, category, category === "Screen Protector");
  const art = DRAWERS[category](paint, 0, c.look, c.tag, "Pasal");
  return tile(art, {
    background: backgroundFor(category, c.color),
    accent: paint.accent,
    top: "Pasal",
    title: category,
    subtitle: "Shop the range",
  });
}

/** Brand tile: brand-coloured background with the brand's main product silhouette. */
export function brandImageSvg(brand: BrandDef, subtitle: string): string {
  const tint = brand.bg ?? brand.color;
  const body = luminance(tint) > 0.92 ? "#475569" : tint;
  const c = CATEGORY_LOOK[brand.main];
  const paint = paintFromHex(body, brand.name);
  const art = DRAWERS[brand.main](paint, 0, c.look, c.tag, brand.name);
  return tile(art, {
    background: [mix("#ffffff", body, 0.08), mix("#ffffff", body, 0.35)],
    accent: body,
    top: "Official store",
    title: brand.name,
    subtitle,
  });
}

const FONTS: Record<NonNullable<BrandDef["font"]>, string> = {
  sans: "Helvetica, Arial, sans-serif",
  serif: "Georgia, Times New Roman, serif",
  mono: "Courier New, monospace",
  script: "Brush Script MT, Segoe Script, cursive",
};

/** Text wordmark on a square badge. */
export function brandLogoSvg(brand: BrandDef): string {
  const word = brand.word ?? brand.name;
  const bg = brand.bg ?? "#ffffff";
  const font = FONTS[brand.font ?? "sans"];
  const upper = word === word.toUpperCase();
  const size = fitFont(word, 620, 200, upper ? 0.74 : 0.6);
  const letters = brand.letters
    ? [...word].map((ch, k) => `<tspan fill="${brand.letters![k % brand.letters!.length]}">${esc(ch)}</tspan>`).join("")
    : esc(word);
  const style = brand.font === "script" ? ` font-style="italic"` : "";
  const dot = brand.name === "Nothing"
    ? `<circle cx="${Math.round(400 + (word.length * (size * 0.6 + 4)) / 2 + size * 0.14)}" cy="${Math.round(400 - size * 0.42)}" r="${Math.round(size * 0.09)}" fill="#d71921"/>`
    : "";
  const rule = mix(bg, brand.color, 0.25);
  return (
    svgOpen() +
    `<rect width="800" height="800" rx="80" fill="${bg}"/>` +
    `<rect x="24" y="24" width="752" height="752" rx="64" fill="none" stroke="${rule}" stroke-width="4"/>` +
    `<text x="400" y="${400 + size * 0.34}" text-anchor="middle" font-family="${font}" font-size="${size}" font-weight="800" letter-spacing="${upper ? 4 : 0}" fill="${brand.color}"${style}>${letters}</text>` +
    dot +
    "</svg>"
  );
}
