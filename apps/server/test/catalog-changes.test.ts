import { randomBytes } from "node:crypto";
import type { ProductListingFilters } from "@pasal/shared";
import { eq } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../src/app.js";
import type { Db } from "../src/db/client.js";
import { brands, categories } from "../src/db/schema/index.js";
import { CatalogService } from "../src/modules/catalog/catalog-service.js";
import type { CatalogSnapshot } from "../src/modules/catalog/catalog-snapshot.js";
import { SearchService } from "../src/modules/search/search-service.js";
import { member, type Member } from "./admin-helpers.js";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";
import { checkoutBody, colorOnly, firstOptions, newShopper, productWhere } from "./shopping-helpers.js";

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const SORTS: ProductListingFilters["sort"][] = ["featured", "newest", "price-low", "price-high", "rating"];
const QUERIES = ["samsung", "phone case", "iphone 15", "speaker", "renamed", "xiaomi redmi"];

/** Listing filters a shopper would use: every sort, a category, a brand, in stock only, a second page. */
function listings(snapshot: CatalogSnapshot): ProductListingFilters[] {
  const base = { page: 1, limit: 24 } as const;
  const category = snapshot.categories[0]!.categoryName;
  const brand = snapshot.brands[0]!.subcategoryName;
  return SORTS.flatMap((sort) => [
    { ...base, sort },
    { ...base, sort, page: 2, limit: 5 },
    { ...base, sort, category },
    { ...base, sort, brand, inStock: true },
  ]);
}

/**
 * The instance's snapshot and search answer what a catalogue built from scratch answers: products,
 * details, listings, cached bodies (with their validators), categories, brands and search results.
 */
async function expectSameAsFresh(app: App, db: Db): Promise<void> {
  const live = await app.services.catalog.current();
  const freshCatalog = new CatalogService(db);
  const fresh = await freshCatalog.current();
  const freshSearch = new SearchService(freshCatalog);
  await app.services.search.warm();
  expect(live.version).toBe(fresh.version);
  expect(live.products).toEqual(fresh.products);
  expect(live.categories).toEqual(fresh.categories);
  expect(live.brands).toEqual(fresh.brands);
  for (const product of fresh.products.slice(0, 50)) expect(live.find(product.modelName)).toEqual(product);
  for (const filters of listings(fresh)) {
    expect(live.list(filters)).toEqual(fresh.list(filters));
    const key = `list:${JSON.stringify(filters)}`;
    const [a, b] = [live.cached(key, () => live.list(filters)), fresh.cached(key, () => fresh.list(filters))];
    expect({ body: a.body, etag: a.etag }).toEqual({ body: b.body, etag: b.etag });
  }
  for (const text of QUERIES) {
    expect(await app.services.search.search(text, 20)).toEqual(await freshSearch.search(text, 20));
    expect(await app.services.search.top(text, 48)).toEqual(await freshSearch.top(text, 48));
  }
}

describe.each(databaseKinds)("writes change the catalogue in place (%s)", (kind) => {
  let t: TestApp;
  let staff: Member;
  let builds: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    staff = await member(t, "staff");
    await t.app.services.search.warm();
    builds = t.app.services.catalog.fullBuilds;
  });
  afterAll(async () => {
    // No write below needed the whole catalogue read again.
    expect(t.app.services.catalog.fullBuilds).toBe(builds);
    await t?.close();
  });

  const admin = (method: "PATCH" | "DELETE" | "POST", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: staff.cookie }, ...(payload ? { payload } : {}) });

  it("an order moves its products' stock and sales, in the detail body and the listings", async () => {
    const product = await productWhere(t, (p) => colorOnly(p) && p.stock > 3);
    const before = await t.app.inject({ method: "GET", url: `/api/product/${product._id}` });
    const shopper = await newShopper(t);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/checkout",
      headers: { cookie: shopper.cookie },
      payload: checkoutBody(shopper.id, { buyNow: true, products: [{ productId: product._id, ...firstOptions(product), quantity: 2 }] }),
    });
    expect(res.statusCode, res.body).toBe(201);
    // The poll sees the version ahead before the order's batch is applied; once applied, the move
    // is explained, so even long after no full build follows (the afterAll counts them).
    await t.app.services.catalog.checkVersion(0);
    await t.app.services.catalog.flush();
    await t.app.services.catalog.checkVersion(60_000);
    const after = await t.app.inject({ method: "GET", url: `/api/product/${product._id}` });
    expect(after.json()).toMatchObject({ stock: product.stock - 2, sold: product.sold + 2 });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await expectSameAsFresh(t.app, t.database.db);
  });

  it("an edit rebuilds the product's entry and what search finds it by", async () => {
    const product = await productWhere(t, colorOnly);
    const price = Math.floor(product.sellingPrice / 2);
    // Warm the cached bodies that show it, so that keeping them would be seen.
    await t.app.inject({ method: "GET", url: `/api/product/${product._id}` });
    await t.app.inject({ method: "GET", url: "/api/products?sort=price-low" });
    const word = `zq${randomBytes(3).toString("hex")}`;
    const name = `Renamed ${word}`;
    const res = await admin("PATCH", `/api/admin/products/${product._id}`, { name, sellingPrice: price });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/product/${product._id}` })).json()).toMatchObject({ name, sellingPrice: price });
    // The listing shows the new name and price (where it sorts among all the others is checked
    // against a fresh build below).
    const listed = (await t.app.inject({ method: "GET", url: `/api/products?search=${word}` })).json();
    expect(listed.items).toEqual([expect.objectContaining({ _id: product._id, name, sellingPrice: price })]);
    const found = await t.app.inject({ method: "GET", url: `/api/predict/search?q=${word}` });
    expect(found.json().results[0]?._id).toBe(product._id);
    await expectSameAsFresh(t.app, t.database.db);
  });

  it("a category rename and a brand rename reach all their products", async () => {
    const snapshot = await t.app.services.catalog.current();
    const category = snapshot.categories.find((c) => snapshot.products.some((p) => p.parentCategory === c.categoryName))!;
    const brand = snapshot.brands.find((b) => snapshot.products.some((p) => p.parentSubcategory === b.subcategoryName))!;
    const db = t.database.db;
    await db
      .update(categories)
      .set({ name: `${category.categoryName} Renamed` })
      .where(eq(categories.id, category._id));
    await t.app.services.catalog.changed({ categories: [category._id] });
    await db
      .update(brands)
      .set({ name: `${brand.subcategoryName} Renamed` })
      .where(eq(brands.id, brand._id));
    await t.app.services.catalog.changed({ brands: [brand._id] });
    const after = await t.app.services.catalog.current();
    expect(after.products.filter((p) => p.parentCategory === category.categoryName)).toEqual([]);
    expect(after.products.some((p) => p.parentSubcategory === `${brand.subcategoryName} Renamed`)).toBe(true);
    const listed = (await t.app.inject({ method: "GET", url: `/api/products?brand=${encodeURIComponent(`${brand.subcategoryName} Renamed`)}` })).json();
    expect(listed.total).toBeGreaterThan(0);
    await expectSameAsFresh(t.app, t.database.db);
  });

  it("a deleted product leaves the detail, the listings and search", async () => {
    const product = await productWhere(t, (p) => p.stock > 0);
    await t.app.inject({ method: "GET", url: `/api/product/${product._id}` });
    const res = await admin("DELETE", `/api/admin/products/${product._id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/product/${product._id}` })).statusCode).toBe(404);
    const all = (await t.app.inject({ method: "GET", url: "/api/products?limit=100" })).json();
    expect(all.items.map((p: { _id: string }) => p._id)).not.toContain(product._id);
    await expectSameAsFresh(t.app, t.database.db);
  });
});

describe.each(databaseKinds)("another instance applies an announced change (%s)", (kind) => {
  it("re-reads the rows the announcement names, without building everything", async () => {
    const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    const reachable = await probe.connect().then(
      () => true,
      () => false,
    );
    probe.disconnect();
    if (!reachable) return; // the Redis tests run where Redis does (CI has it)
    const t = await createTestApp(kind, { REDIS_URL });
    const other = await buildApp({ config: { ...t.config, REDIS_URL: undefined }, database: t.database, logger: false });
    const redis = new Redis(REDIS_URL);
    try {
      // The other instance does not poll: only the announcement can tell it.
      other.services.catalog.stopPolling();
      await other.services.catalog.listenForChanges(redis);
      await other.services.search.warm();
      const builds = other.services.catalog.fullBuilds;
      const staff = await member(t, "staff");
      const product = await productWhere(t, (p) => p.stock > 1);
      const name = `Announced ${randomBytes(3).toString("hex")}`;
      const res = await t.app.inject({
        method: "PATCH",
        url: `/api/admin/products/${product._id}`,
        headers: { cookie: staff.cookie },
        payload: { name, stock: 1 },
      });
      expect(res.statusCode, res.body).toBe(200);
      let seen: { name?: string; stock?: number } = {};
      for (const until = Date.now() + 5000; seen.name !== name && Date.now() < until; await new Promise((r) => setTimeout(r, 25))) {
        seen = (await other.inject({ method: "GET", url: `/api/product/${product._id}` })).json();
      }
      expect(seen).toMatchObject({ name, stock: 1 });
      await other.services.catalog.flush();
      expect(other.services.catalog.fullBuilds).toBe(builds);
      await expectSameAsFresh(other, t.database.db);
    } finally {
      await redis.quit();
      await other.close();
      await t.close();
    }
  });
});
