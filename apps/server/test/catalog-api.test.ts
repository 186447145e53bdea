import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Product, ProductListingResponse } from "@pasal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";

describe.each(databaseKinds)("catalogue API on %s", (kind) => {
  let t: TestApp;
  let all: Product[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    all = (await t.app.inject({ url: "/api/product" })).json();
  });
  afterAll(() => t.close());

  it("answers the health check once the database is ready", async () => {
    const res = await t.app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("lists every product with the spec's field names and never the cost price", async () => {
    expect(all.length).toBeGreaterThanOrEqual(180);
    const phone = all.find((p) => p.parentCategory === "Phone" && p.variant.length > 0)!;
    expect(phone).toMatchObject({ _id: expect.any(String), modelName: expect.any(String), sellingPrice: expect.any(Number) });
    expect(phone.images[0]?.url).toMatch(/^\/media\//);
    expect(phone.specs).toBeTypeOf("object");
    const raw = (await t.app.inject({ url: "/api/product" })).body;
    expect(raw).not.toContain("costPrice");
    expect(raw).not.toContain("cost_price");
  });

  it("finds one product by id, exact model name and link form, and 404s an unknown one", async () => {
    const withSpace = all.find((p) => p.modelName.includes(" "))!;
    for (const key of [withSpace._id, withSpace.modelName, withSpace.modelName.replace(/ /g, "-")]) {
      const res = await t.app.inject({ url: `/api/product/${encodeURIComponent(key)}` });
      expect(res.statusCode).toBe(200);
      expect(res.json<Product>()._id).toBe(withSpace._id);
    }
    const missing = await t.app.inject({ url: "/api/product/no-such-phone-9000" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: "NOT_FOUND", message: "Product not found" });
  });

  it("reports stock for a list of ids, leaving out unknown ones", async () => {
    const [a, b] = all;
    const res = await t.app.inject({ url: `/api/product?productIds=${a!._id},nope,${b!._id}` });
    expect(res.json()).toEqual([
      { _id: a!._id, stock: a!.stock },
      { _id: b!._id, stock: b!.stock },
    ]);
  });

  it("lists a brand's products, categories and brands", async () => {
    const brand = all[0]!.parentSubcategory;
    const byBrand: Product[] = (await t.app.inject({ url: `/api/product/subcategory/${encodeURIComponent(brand)}` })).json();
    expect(byBrand.length).toBe(all.filter((p) => p.parentSubcategory === brand).length);
    const categories = (await t.app.inject({ url: "/api/category" })).json();
    expect(categories.map((c: { categoryName: string }) => c.categoryName)).toEqual(
      expect.arrayContaining(["Phone", "Cover", "Charger", "Screen Protector", "Laptop", "Powerbank", "Earbud", "Smartwatch", "Speaker"]),
    );
    const brands = (await t.app.inject({ url: "/api/subcategory" })).json();
    expect(brands.length).toBeGreaterThanOrEqual(25);
    expect(brands[0]).toMatchObject({ _id: expect.any(String), subcategoryName: expect.any(String), logo: expect.stringMatching(/^\/media\//) });
  });

  it("filters, sorts and paginates the listing on the server", async () => {
    const res = await t.app.inject({ url: "/api/products?category=phone&sort=price-low&limit=5&minPrice=20000&maxPrice=150000" });
    expect(res.statusCode).toBe(200);
    const page: ProductListingResponse = res.json();
    const expected = all.filter((p) => p.parentCategory === "Phone" && p.sellingPrice >= 20000 && p.sellingPrice <= 150000);
    expect(page.total).toBe(expected.length);
    expect(page.items).toHaveLength(5);
    expect(page.pages).toBe(Math.ceil(expected.length / 5));
    const prices = page.items.map((p) => p.sellingPrice);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
    expect(prices[0]).toBe(Math.min(...expected.map((p) => p.sellingPrice)));

    const second: ProductListingResponse = (
      await t.app.inject({ url: "/api/products?category=Phone&sort=price-low&limit=5&minPrice=20000&maxPrice=150000&page=2" })
    ).json();
    expect(second.items[0]!.sellingPrice).toBeGreaterThanOrEqual(prices[4]!);
    expect(second.items.map((p) => p._id)).not.toContain(page.items[0]!._id);
  });

  it("filters by stock, colour word, brand and placement", async () => {
    const inStock: ProductListingResponse = (await t.app.inject({ url: "/api/products?inStock=true&limit=100" })).json();
    expect(inStock.total).toBe(all.filter((p) => p.stock > 0).length);
    expect(inStock.total).toBeLessThan(all.length);
    const black: ProductListingResponse = (await t.app.inject({ url: "/api/products?color=black&limit=100" })).json();
    expect(black.total).toBeGreaterThan(0);
    for (const p of black.items) expect(p.color.some((c) => /black/i.test(c.colorName))).toBe(true);
    const featured: ProductListingResponse = (await t.app.inject({ url: "/api/products?extra=caraousel" })).json();
    expect(featured.total).toBeGreaterThanOrEqual(5);
    const brand = all[0]!.parentSubcategory;
    const byBrand: ProductListingResponse = (await t.app.inject({ url: `/api/products?brand=${encodeURIComponent(brand)}&limit=100` })).json();
    expect(byBrand.items.every((p) => p.parentSubcategory === brand)).toBe(true);
  });

  it("searches the listing with the search engine's ranking", async () => {
    const relevance: ProductListingResponse = (await t.app.inject({ url: "/api/products?search=iphone%2015&limit=50" })).json();
    const engine = (await t.app.inject({ url: "/api/predict/search?q=iphone%2015&limit=50" })).json();
    expect(relevance.total).toBe(engine.total);
    expect(relevance.total).toBeGreaterThan(0);
    expect(relevance.total).toBeLessThan(all.length);
    expect(relevance.items.map((p) => p._id)).toEqual(engine.results.map((p: Product) => p._id));
    expect(relevance.items[0]!.name).toMatch(/iPhone 15/);

    const cheapFirst: ProductListingResponse = (await t.app.inject({ url: "/api/products?search=iphone%2015&sort=price-low&limit=50" })).json();
    expect(new Set(cheapFirst.items.map((p) => p._id))).toEqual(new Set(relevance.items.map((p) => p._id)));
    const prices = cheapFirst.items.map((p) => p.sellingPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const nothing: ProductListingResponse = (await t.app.inject({ url: "/api/products?search=zzqqxxyy" })).json();
    expect(nothing.total).toBe(0);
  });

  it("refuses a bad listing query with a readable 400", async () => {
    for (const query of ["limit=0", "limit=abc", "sort=cheapest", "page=-1", "inStock=maybe"]) {
      const res = await t.app.inject({ url: `/api/products?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(/^Invalid querystring: /);
    }
  });

  it("answers a repeated request with 304 through its ETag, and compresses", async () => {
    const first = await t.app.inject({ url: "/api/products?category=Laptop" });
    const tag = first.headers.etag as string;
    expect(tag).toBeTruthy();
    const again = await t.app.inject({ url: "/api/products?category=Laptop", headers: { "if-none-match": tag } });
    expect(again.statusCode).toBe(304);
    const zipped = await t.app.inject({ url: "/api/product", headers: { "accept-encoding": "gzip" } });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString()).length).toBeGreaterThanOrEqual(180);
    const brotli = await t.app.inject({ url: "/api/products?category=Laptop", headers: { "accept-encoding": "gzip, br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(first.json());
    const refused = await t.app.inject({ url: "/api/products?category=Laptop", headers: { "accept-encoding": "br;q=0, gzip;q=0" } });
    expect(refused.headers["content-encoding"]).toBeUndefined();
  });
});
