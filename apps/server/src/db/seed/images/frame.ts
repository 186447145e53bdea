import { esc } from "../util.js";
import { mix } from "./paint.js";

export const SIZE = 800;
const FONT = "Helvetica, Arial, sans-serif";

/** Font size that keeps `text` inside `width` pixels (rough average glyph width). */
export function fitFont(text: string, width: number, max: number, glyph = 0.56): number {
  return Math.max(12, Math.min(max, Math.floor(width / (Math.max(1, text.length) * glyph))));
}

export function svgOpen(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">`;
}

export interface TileOptions {
  background: [string, string];
  /** accent used by screens (`url(#scr)`) */
  accent: string;
  /** small uppercase label at the top (brand) */
  top?: string;
  /** main caption at the bottom (model) */
  title?: string;
  /** second caption line (colour, view) */
  subtitle?: string;
  /** when true no floor shadow is drawn */
  noShadow?: boolean;
}

/**
 * A product tile: gradient background, soft decorative circles, floor shadow, the
 * silhouette markup and brand / model captions. Shared gradients:
 * `url(#gl)` glare, `url(#scr)` screen, `url(#sh)` shadow.
 */
export function tile(content: string, o: TileOptions): string {
  const [a, b] = o.background;
  const parts = [
    svgOpen(),
    "<defs>",
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`,
    `<linearGradient id="gl" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
    `<linearGradient id="scr" x1="0" y1="0" x2=".4" y2="1"><stop offset="0" stop-color="${mix(o.accent, "#0b1020", 0.35)}"/><stop offset="1" stop-color="${mix(o.accent, "#05070d", 0.82)}"/></linearGradient>`,
    `<radialGradient id="sh"><stop offset="0" stop-color="#0f172a" stop-opacity=".28"/><stop offset="1" stop-color="#0f172a" stop-opacity="0"/></radialGradient>`,
    "</defs>",
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>`,
    `<circle cx="640" cy="170" r="230" fill="#fff" opacity=".32"/>`,
    `<circle cx="110" cy="640" r="160" fill="#fff" opacity=".18"/>`,
  ];
  if (!o.noShadow) parts.push(`<ellipse cx="400" cy="648" rx="250" ry="28" fill="url(#sh)"/>`);
  parts.push(content);
  if (o.top) {
    parts.push(
      `<text x="56" y="86" font-family="${FONT}" font-size="${fitFont(o.top, 420, 28, 0.7)}" font-weight="700" letter-spacing="3" fill="#334155">${esc(o.top.toUpperCase())}</text>`,
    );
  }
  if (o.title) {
    parts.push(
      `<text x="400" y="722" text-anchor="middle" font-family="${FONT}" font-size="${fitFont(o.title, 690, 40)}" font-weight="700" fill="#0f172a">${esc(o.title)}</text>`,
    );
  }
  if (o.subtitle) {
    parts.push(
      `<text x="400" y="762" text-anchor="middle" font-family="${FONT}" font-size="${fitFont(o.subtitle, 600, 24)}" fill="#475569">${esc(o.subtitle)}</text>`,
    );
  }
  parts.push("</svg>");
  return parts.join("");
}

/** Text helper for labels printed on a product body. */
export function label(x: number, y: number, text: string, size: number, fill: string, extra = ""): string {
  const weight = extra.includes("font-weight") ? "" : ` font-weight="700"`;
  return `<text x="${x}" y="${y}" text-anchor="middle" font-family="${FONT}" font-size="${size}"${weight} fill="${fill}"${extra}>${esc(text)}</text>`;
}

/** A camera lens: dark barrel, tinted glass, small reflection. */
export function lens(x: number, y: number, r: number, ring: string): string {
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#0b0d12" stroke="${ring}" stroke-width="${Math.max(3, r / 6).toFixed(1)}"/>` +
    `<circle cx="${x}" cy="${y}" r="${(r * 0.5).toFixed(1)}" fill="#1e2b55"/>` +
    `<circle cx="${(x - r * 0.22).toFixed(1)}" cy="${(y - r * 0.22).toFixed(1)}" r="${(r * 0.16).toFixed(1)}" fill="#fff" opacity=".7"/>`
  );
}
