/** Small deterministic helpers shared by the demo-catalogue generator. */

/** 32-bit FNV-1a hash: stable "randomness" derived from a name. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Picks an element of `list` from a hash value and a salt, so different fields vary independently. */
export function pick<T>(list: readonly T[], seed: number, salt = 0): T {
  const mixed = hash(`${seed}:${salt}`);
  return list[mixed % list.length]!;
}

/** Integer in [min, max] derived from a seed and a salt. */
export function between(min: number, max: number, seed: number, salt = 0): number {
  return min + (hash(`${seed}/${salt}`) % (max - min + 1));
}

/** File-name slug: "Galaxy S24+" → "galaxy-s24-plus". */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/\+/g, "-plus")
    .replace(/&/g, "-and-")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Escapes text for use inside SVG/XML/HTML element content or attribute values. */
export function esc(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** Nepali shops like prices ending in 99: 94736 → 94799, 1110 → 1199. */
export function charmPrice(rupees: number): number {
  if (rupees < 100) return Math.ceil(rupees);
  return Math.ceil((rupees + 1) / 100) * 100 - 1;
}

/** Simple HTML bullet list for `keyFeatures`. */
export function bulletList(items: readonly string[]): string {
  return `<ul>${items.map((item) => `<li>${esc(item)}</li>`).join("")}</ul>`;
}
