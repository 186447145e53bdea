import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import { productPath } from "@pasal/shared";
import { products } from "../src/db/schema/index.js";
import { createTestApp, type TestApp } from "./helpers.js";

/**
 * robots.txt and sitemap.xml (docs/requirements/performance.md#page-metadata, decision 022) on the demo
 * catalogue.
 */
describe("files for crawlers", () => {
  let t: TestApp;
  let published: { modelName: string }[];
  beforeAll(async () => {
    t = await createTestApp("pglite", { PUBLIC_URL: "https://shop.example.np" });
    published = await t.database.db
      .select({ modelName: products.modelName })
      .from(products)
      .where(and(eq(products.published, true), isNull(products.archivedAt)));
  });
  afterAll(() => t.close());

  it("robots.txt is text that keeps crawlers out of the private pages and names the sitemap", async () => {
    const response = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = response.body.split("\n");
    for (const path of ["/admin", "/api/", "/cart", "/checkout", "/profile", "/ne/cart"]) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain("Sitemap: https://shop.example.np/sitemap.xml");

    const head = await t.app.inject({ method: "HEAD", url: "/robots.txt" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
  });

  it("sitemap.xml lists every published product, each brand and category listing and the public pages", async () => {
    const response = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(published.length).toBeGreaterThan(100);
    for (const { modelName } of published) {
      expect(locs).toContain(`https://shop.example.np${productPath(modelName).replace(/&/g, "&amp;")}`);
    }
    expect(locs).toContain("https://shop.example.np/products?brand=Samsung");
    expect(locs).toContain("https://shop.example.np/about");
    expect(locs).not.toContain("https://shop.example.np/cart");
    expect(response.body.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(locs.length);
    expect(response.body).toContain('<xhtml:link rel="alternate" hreflang="ne" href="https://shop.example.np/ne/about"/>');
  });

  it("a product taken off the shop leaves the sitemap", async () => {
    const [gone] = await t.database.db
      .update(products)
      .set({ published: false })
      .where(eq(products.modelName, published[0]!.modelName))
      .returning({ modelName: products.modelName });
    const body = (await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body;
    expect(body).not.toContain(`<loc>https://shop.example.np${productPath(gone!.modelName)}</loc>`);
    await t.database.db.update(products).set({ published: true }).where(eq(products.modelName, gone!.modelName));
  });
});

describe("a sitemap past its URL limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { PUBLIC_URL: "https://shop.example.np" }, { sitemapUrlLimit: 50 });
  });
  afterAll(() => t.close());

  it("becomes an index of numbered sitemaps that together hold every URL once", async () => {
    const index = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain("<sitemapindex");
    const files = [...index.body.matchAll(/<loc>https:\/\/shop\.example\.np(\/sitemaps\/\d+\.xml)<\/loc>/g)].map((match) => match[1]!);
    expect(files.length).toBeGreaterThan(2);

    const all: string[] = [];
    for (const file of files) {
      const part = await t.app.inject({ method: "GET", url: file });
      expect(part.statusCode).toBe(200);
      expect(part.headers["content-type"]).toBe("application/xml; charset=utf-8");
      const locs = [...part.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
      expect(locs.length).toBeLessThanOrEqual(50);
      all.push(...locs);
    }
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain("https://shop.example.np/");
    expect((await t.app.inject({ method: "GET", url: `/sitemaps/${files.length + 1}.xml` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/sitemaps/0.xml" })).statusCode).toBe(404);
  });
});
