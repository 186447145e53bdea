/**
 * Media URLs in API answers (decision 012). The database, the catalogue snapshot and every
 * service keep paths relative to the site ("/media/…", "/uploads/…"), so a change of PUBLIC_URL
 * needs no migration; only the bytes that leave the server carry the origin. Without PUBLIC_URL
 * the paths stay relative, which the storefront on the same origin reads as they are.
 */

/** "/media/a.png" → "https://shop.example.com/media/a.png" when a public URL is set. */
export function publicUrl(base: string | undefined, path: string): string {
  if (!base || !path.startsWith("/") || path.startsWith("//")) return path;
  return `${base.replace(/\/+$/, "")}${path}`;
}

/**
 * Every JSON string value that starts with /media/ or /uploads/, made absolute. In JSON text a
 * value starts right after an unescaped quote; a quote inside a string is always written \",
 * so text that merely mentions a path inside a sentence is left alone.
 */
const MEDIA_VALUE = /(?<!\\)"(\/(?:media|uploads)\/)/g;

export function absoluteMediaUrls(base: string | undefined, json: string): string {
  if (!base || (!json.includes('"/media/') && !json.includes('"/uploads/'))) return json;
  const origin = base.replace(/\/+$/, "");
  return json.replace(MEDIA_VALUE, (_, path: string) => `"${origin}${path}`);
}
