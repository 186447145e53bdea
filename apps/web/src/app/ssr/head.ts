import { formatPrice } from "@pasal/shared";
import { m } from "@/paraglide/messages";

/**
 * The document head a server-rendered page carries (docs/requirements/performance.md#page-metadata):
 * title, description, canonical and language links, Open Graph and Twitter cards, JSON-LD. Built as
 * text, because it goes into the HTML template around the React markup, not into the React tree.
 */
export type PageHead = {
  title: string;
  description: string;
  /** The page's own path (no language prefix) when it differs from the address (e.g. /product/:id). */
  canonicalPath?: string;
  /** A picture for link previews: absolute, or a path on this site. */
  image?: string;
  ogType?: "website" | "product";
  /** Price for the product card (og:price:*, twitter labels), in rupees. */
  price?: number;
  jsonLd?: object[];
  /** Pages a search engine should not list (404s, the search page's results). */
  noindex?: boolean;
  /** The page's largest picture, fetched with the HTML at high priority (the LCP element). */
  preloadImage?: { src: string; srcSet?: string; sizes: string };
};

export type HeadContext = {
  /** Scheme and host of the site, no trailing slash. */
  origin: string;
  /** "" for English, "/ne" for Nepali (docs/requirements/nepali.md#nepali-ui). */
  basename: string;
  /** The path inside the language (no basename), with its query when it matters to the page. */
  path: string;
  shopName: string;
};

/** The languages the storefront is published in: English at the root, Nepali under /ne. */
export const LANGUAGES = [
  { lang: "en", basename: "" },
  { lang: "ne", basename: "/ne" },
] as const;

const escapeAttr = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** JSON inside <script>: "<" never ends the script early, U+2028/9 never break older parsers. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** The address of `path` in a language; "/" stays "/ne" (no trailing slash) under a prefix. */
export function inLanguage(basename: string, path: string): string {
  return basename && path === "/" ? basename : `${basename}${path}`;
}

const FILE_PATH = /^\/(media|uploads|icons|assets)\//;

/** Route data writes links in JSON-LD as site paths ("/products/…"); search engines want them absolute. */
function absoluteLinks(value: unknown, origin: string, basename: string): unknown {
  if (typeof value === "string") {
    if (!value.startsWith("/")) return value;
    // Files are the same in every language; pages live under the language's prefix.
    return FILE_PATH.test(value) ? origin + value : origin + inLanguage(basename, value);
  }
  if (Array.isArray(value)) return value.map((item) => absoluteLinks(item, origin, basename));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, absoluteLinks(item, origin, basename)]));
  }
  return value;
}

export function renderHead(head: PageHead, context: HeadContext): string {
  const { origin, basename, shopName } = context;
  // The card's own words and price follow the page's language (the title and description come in it).
  const locale = basename === "/ne" ? "ne" : "en";
  const path = head.canonicalPath ?? context.path;
  const canonical = origin + inLanguage(basename, path);
  const meta = (key: "name" | "property", name: string, content: string) => `<meta ${key}="${name}" content="${escapeAttr(content)}" />`;
  const tags = [
    `<title>${escapeText(head.title)}</title>`,
    meta("name", "description", head.description),
    `<link rel="canonical" href="${escapeAttr(canonical)}" />`,
  ];
  if (head.preloadImage) {
    const { src, srcSet, sizes } = head.preloadImage;
    tags.push(
      `<link rel="preload" as="image" href="${escapeAttr(src)}"` +
        (srcSet ? ` imagesrcset="${escapeAttr(srcSet)}" imagesizes="${escapeAttr(sizes)}"` : "") +
        ` fetchpriority="high" />`,
    );
  }
  if (head.noindex) tags.push(meta("name", "robots", "noindex"));
  else {
    for (const language of LANGUAGES) {
      tags.push(`<link rel="alternate" hreflang="${language.lang}" href="${escapeAttr(origin + inLanguage(language.basename, path))}" />`);
    }
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeAttr(origin + path)}" />`);
  }
  const image = head.image ? absoluteUrl(origin, head.image) : undefined;
  tags.push(
    meta("property", "og:site_name", shopName),
    meta("property", "og:type", head.ogType ?? "website"),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", canonical),
    meta("property", "og:locale", basename === "/ne" ? "ne_NP" : "en_US"),
    meta("name", "twitter:card", image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
  );
  if (image) tags.push(meta("property", "og:image", image), meta("name", "twitter:image", image));
  if (head.price !== undefined) {
    tags.push(
      meta("property", "product:price:amount", head.price.toFixed(2)),
      meta("property", "product:price:currency", "NPR"),
      meta("name", "twitter:label1", m.seo_price({}, { locale })),
      meta("name", "twitter:data1", formatPrice(head.price, locale)),
    );
  }
  for (const data of head.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${jsonForScript(absoluteLinks(data, origin, basename))}</script>`);
  }
  return tags.join("\n    ");
}
