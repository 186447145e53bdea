import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { and, eq, isNull, max } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { productPath } from "@pasal/shared";
import type { Config } from "../config.js";
import type { Db } from "../db/client.js";
import { brands, categories, products } from "../db/schema/index.js";
import { errorBody } from "../lib/http-error.js";

/** The sitemap protocol's limit per file; past it sitemap.xml becomes an index of numbered files. */
export const SITEMAP_URL_LIMIT = 50_000;

/** Pages anyone may land on; the shopper's own pages and the back office are not for crawlers. */
const STATIC_PAGES = ["/", "/products", "/about", "/aboutus", "/help", "/contact", "/careers", "/sustainability", "/install"];
const PRIVATE_PATHS = ["/admin", "/api/", "/cart", "/checkout", "/profile", "/order", "/wishlist", "/auth", "/loader"];
const LANGUAGE_PREFIXES = ["", "/ne"];

type Entry = { path: string; lastmod: Date };

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * robots.txt and sitemap.xml (docs/requirements/performance.md#page-metadata): every published product,
 * every brand and category listing and the public pages, each with when it last changed. The server
 * answers these itself, so they never fall through to the storefront's pages.
 */
export async function registerSeoFiles(app: FastifyInstance, options: { config: Config; db: Db; webRoot: string; urlLimit?: number }): Promise<void> {
  const { config, db, webRoot } = options;
  const limit = options.urlLimit ?? SITEMAP_URL_LIMIT;
  const originOf = (request: FastifyRequest) => config.PUBLIC_URL?.replace(/\/+$/, "") ?? `${request.protocol}://${request.host}`;

  async function entries(): Promise<Entry[]> {
    const live = and(eq(products.published, true), isNull(products.archivedAt));
    const [productRows, brandRows, categoryRows] = await Promise.all([
      db.select({ modelName: products.modelName, updatedAt: products.updatedAt }).from(products).where(live).orderBy(products.modelName),
      db
        .select({ name: brands.name, updatedAt: max(products.updatedAt) })
        .from(brands)
        .innerJoin(products, and(eq(products.brandId, brands.id), live))
        .groupBy(brands.name)
        .orderBy(brands.name),
      db
        .select({ name: categories.name, updatedAt: max(products.updatedAt) })
        .from(categories)
        .innerJoin(products, and(eq(products.categoryId, categories.id), live))
        .groupBy(categories.name)
        .orderBy(categories.name),
    ]);
    // The public pages change with a release: the built storefront's date.
    const index = path.join(webRoot, "index.html");
    const released = existsSync(index) ? statSync(index).mtime : new Date();
    const listing = (key: string, name: string) => `/products?${new URLSearchParams({ [key]: name })}`;
    return [
      ...STATIC_PAGES.map((page) => ({ path: page, lastmod: released })),
      ...categoryRows.map((row) => ({ path: listing("category", row.name), lastmod: row.updatedAt ?? released })),
      ...brandRows.map((row) => ({ path: listing("brand", row.name), lastmod: row.updatedAt ?? released })),
      ...productRows.map((row) => ({ path: productPath(row.modelName), lastmod: row.updatedAt })),
    ];
  }

  /** One <url> with its Nepali and English alternates (the /ne prefix, decision 022). */
  const urlTag = (origin: string, entry: Entry) => {
    const alternates = LANGUAGE_PREFIXES.map((prefix) => {
      const href = origin + (prefix && entry.path === "/" ? prefix : prefix + entry.path);
      return `<xhtml:link rel="alternate" hreflang="${prefix ? "ne" : "en"}" href="${escapeXml(href)}"/>`;
    }).join("");
    return `<url><loc>${escapeXml(origin + entry.path)}</loc><lastmod>${day(entry.lastmod)}</lastmod>${alternates}</url>`;
  };
  const urlSet = (origin: string, list: Entry[]) =>
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    list.map((entry) => urlTag(origin, entry)).join("\n") +
    "\n</urlset>\n";

  app.get("/robots.txt", async (request, reply) => {
    const disallowed = LANGUAGE_PREFIXES.flatMap((prefix) =>
      PRIVATE_PATHS.filter((page) => !(prefix && (page.startsWith("/api") || page === "/admin"))).map((page) => `Disallow: ${prefix}${page}`),
    );
    const body = ["User-agent: *", ...disallowed, "Allow: /", "", `Sitemap: ${originOf(request)}/sitemap.xml`, ""].join("\n");
    return reply.header("Cache-Control", "public, max-age=3600").type("text/plain; charset=utf-8").send(body);
  });

  app.get("/sitemap.xml", async (request, reply) => {
    const origin = originOf(request);
    const all = await entries();
    reply.header("Cache-Control", "public, max-age=3600").type("application/xml; charset=utf-8");
    if (all.length <= limit) return reply.send(urlSet(origin, all));
    const files = Math.ceil(all.length / limit);
    const items = Array.from({ length: files }, (_, i) => {
      const part = all.slice(i * limit, (i + 1) * limit);
      const newest = new Date(Math.max(...part.map((entry) => entry.lastmod.getTime())));
      return `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${i + 1}.xml`)}</loc><lastmod>${day(newest)}</lastmod></sitemap>`;
    });
    return reply.send(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' + items.join("\n") + "\n</sitemapindex>\n",
    );
  });

  app.get<{ Params: { file: string } }>("/sitemaps/:file", async (request, reply) => {
    const number = /^([1-9]\d*)\.xml$/.exec(request.params.file)?.[1];
    const all = await entries();
    const part = number ? all.slice((Number(number) - 1) * limit, Number(number) * limit) : [];
    if (part.length === 0 || all.length <= limit) return reply.code(404).send(errorBody(404, "Not found"));
    return reply
      .header("Cache-Control", "public, max-age=3600")
      .type("application/xml; charset=utf-8")
      .send(urlSet(originOf(request), part));
  });
}
