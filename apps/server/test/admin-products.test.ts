import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, stockMovements } from "../src/db/schema/index.js";
import { member, type Member } from "./admin-helpers.js";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";
import { multipart } from "./upload-helpers.js";
import { REDIS_URL } from "./redis-fixture.js";

const newProduct = (overrides: Record<string, unknown> = {}) => ({
  name: `Pasal Test Phone ${randomBytes(3).toString("hex")}`,
  modelName: `PTP-${randomBytes(4).toString("hex")}`,
  parentCategory: "Mobile Phones",
  parentSubcategory: "Samsung",
  sellingPrice: 25_000,
  originalPrice: 28_000,
  costPrice: 20_000,
  stock: 7,
  color: [{ colorName: "Midnight Black" }],
  variant: [
    { variantName: "8GB/128GB", variantSP: 25_000 },
    { variantName: "8GB/256GB", variantSP: 29_000 },
  ],
  keyFeatures: '<ul><li>Fast <b>charging</b></li></ul><script>alert(1)</script><img src=x onerror="alert(2)">',
  specs: { RAM: "8 GB" },
  ...overrides,
});

describe.each(databaseKinds)("back-office products (%s)", (kind) => {
  let t: TestApp;
  let staff: Member;
  let support: Member;
  let owner: Member;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [staff, support, owner] = [await member(t, "staff"), await member(t, "support"), await member(t, "owner")];
  });
  afterAll(async () => t?.close());

  const as = (who: Member, method: string, url: string, payload?: unknown) =>
    t.app.inject({ method: method as "GET", url, headers: { cookie: who.cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const storefront = (url: string) => t.app.inject({ method: "GET", url });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await as(staff, "POST", "/api/admin/products", newProduct(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  it("creates a product in the spec's shape: on the storefront, in search and suggestions at once, with a ledger row and an audit row", async () => {
    const body = newProduct();
    const res = await as(staff, "POST", "/api/admin/products", body);
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json();
    expect(product).toMatchObject({ name: body.name, published: true, costPrice: 20_000, stock: 7, lowStockThreshold: 5, specs: { RAM: "8 GB" } });
    expect(product.keyFeatures).toBe("<ul><li>Fast <b>charging</b></li></ul>");

    const page = await storefront(`/api/product/${product._id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).not.toHaveProperty("costPrice");
    const listing = await storefront(`/api/products?search=${encodeURIComponent(body.name)}`);
    expect(listing.json().items.map((p: { _id: string }) => p._id)).toContain(product._id);
    const suggest = await storefront(`/api/predict/suggest?q=${encodeURIComponent(body.name.slice(0, 18))}`);
    expect(JSON.stringify(suggest.json())).toContain(body.name);

    const ledger = await t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, product._id));
    expect(ledger).toMatchObject([{ delta: 7, reason: "received", actorUserId: staff.id }]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, product._id), eq(auditLog.action, "product.create")));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorUserId).toBe(staff.id);
  });

  it("keeps drafts and archived products off the listing, product page, search, suggestions and recommendations", async () => {
    const draft = await create({ published: false, name: `Hidden Draft ${randomBytes(3).toString("hex")}` });
    expect(draft.published).toBe(false);
    expect((await storefront(`/api/product/${draft._id}`)).statusCode).toBe(404);
    expect((await storefront(`/api/product/${draft.modelName}`)).statusCode).toBe(404);
    expect((await storefront(`/api/products?limit=100&search=${encodeURIComponent(draft.name)}`)).body).not.toContain(draft._id);
    expect((await storefront(`/api/predict/suggest?q=${encodeURIComponent(draft.name)}`)).body).not.toContain(draft.name);
    expect((await storefront(`/api/predict/search?q=${encodeURIComponent(draft.name)}`)).body).not.toContain(draft._id);
    expect((await storefront("/api/product")).body).not.toContain(draft._id);

    // Published: it appears; archived (DELETE): gone again, and the admin still sees it.
    const published = await as(staff, "PATCH", `/api/admin/products/${draft._id}`, { published: true });
    expect(published.statusCode, published.body).toBe(200);
    expect((await storefront(`/api/product/${draft._id}`)).statusCode).toBe(200);
    const archived = await as(staff, "DELETE", `/api/admin/products/${draft._id}`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ published: false, archivedAt: expect.any(String) });
    expect((await storefront(`/api/product/${draft._id}`)).statusCode).toBe(404);
    expect((await storefront(`/api/products?limit=100&search=${encodeURIComponent(draft.name)}`)).body).not.toContain(draft._id);
    expect((await storefront(`/api/reco/similar/${draft._id}`)).body).not.toContain(`"${draft._id}"`);
    expect((await as(staff, "GET", `/api/admin/products/${draft._id}`)).statusCode).toBe(200);
    const table = await as(staff, "GET", `/api/admin/products?archived=true&q=${encodeURIComponent(draft.name)}`);
    expect(table.json().items.map((p: { _id: string }) => p._id)).toEqual([draft._id]);
  });

  it("edits fields, answers 400 with a message for bad input and 409 for a taken model name", async () => {
    const product = await create();
    const edited = await as(staff, "PATCH", `/api/admin/products/${product._id}`, { description: "Now with a case", lowStockThreshold: 2 });
    expect(edited.json()).toMatchObject({ description: "Now with a case", lowStockThreshold: 2, sellingPrice: 25_000 });
    expect((await storefront(`/api/product/${product._id}`)).json().description).toBe("Now with a case");

    const bad = await as(staff, "PATCH", `/api/admin/products/${product._id}`, { originalPrice: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/originalPrice/);
    const unknown = await as(staff, "PATCH", `/api/admin/products/${product._id}`, { sold: 1000 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/Unknown field: sold/);
    const missing = await as(staff, "POST", "/api/admin/products", { name: "No price" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty("message");

    const other = await create();
    const clash = await as(staff, "PATCH", `/api/admin/products/${other._id}`, { modelName: product.modelName.toLowerCase() });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(/model name/);
    expect((await as(staff, "GET", `/api/admin/products/${other._id}`)).json().modelName).toBe(other.modelName);
  });

  it("removes an optional field sent as null (a discount ended, the cost price forgotten), as the back office's form sends it", async () => {
    const product = await create();
    const cleared = await as(staff, "PATCH", `/api/admin/products/${product._id}`, { originalPrice: null, costPrice: null, video: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).not.toHaveProperty("originalPrice");
    expect(cleared.json()).not.toHaveProperty("costPrice");
    expect((await storefront(`/api/product/${product._id}`)).json()).toMatchObject({ sellingPrice: 25_000, discount: 0 });
    const required = await as(staff, "PATCH", `/api/admin/products/${product._id}`, { name: null });
    expect(required.statusCode).toBe(400);
    expect(required.json().message).toMatch(/^name/);
  });

  it("refuses a price change to support (403), whatever else the body holds, and lets staff change it", async () => {
    const product = await create();
    // support lacks catalog:write altogether; a staff-like role without prices:write is checked field by field.
    expect((await as(support, "PATCH", `/api/admin/products/${product._id}`, { sellingPrice: 1 })).statusCode).toBe(403);
    const { backOffice } = t.app.services;
    const withoutPrices = { actorUserId: support.id, ip: "127.0.0.1", role: "support" as const };
    await expect(backOffice.products.update(product._id, { sellingPrice: 24_000 }, withoutPrices)).rejects.toMatchObject({ statusCode: 403 });
    await expect(backOffice.products.update(product._id, { variant: [{ variantName: "8GB/128GB", variantSP: 1 }] }, withoutPrices)).rejects.toMatchObject({
      statusCode: 403,
    });
    const nameOnly = await backOffice.products.update(product._id, { name: `${product.name} Plus` }, withoutPrices);
    expect(nameOnly.name).toBe(`${product.name} Plus`);
    const priced = await as(owner, "PATCH", `/api/admin/products/${product._id}`, { sellingPrice: 24_000 });
    expect(priced.json().sellingPrice).toBe(24_000);
    expect((await storefront(`/api/product/${product._id}`)).json().sellingPrice).toBe(24_000);
  });

  it("lists, filters by stock state and published, searches and sorts, server-paged", async () => {
    const low = await create({ stock: 2, name: `Filter Low ${randomBytes(3).toString("hex")}` });
    const out = await create({ stock: 0, name: `Filter Out ${randomBytes(3).toString("hex")}` });
    const page = await as(support, "GET", "/api/admin/products?limit=5&page=1&sort=-createdAt");
    expect(page.statusCode).toBe(200);
    expect(page.json().items).toHaveLength(5);
    expect(page.json().total).toBeGreaterThan(5);
    expect(page.json().items[0]).toHaveProperty("costPrice");
    const lowOnly = await as(staff, "GET", "/api/admin/products?stock=low&limit=200");
    expect(lowOnly.json().items.map((p: { _id: string }) => p._id)).toContain(low._id);
    expect(lowOnly.json().items.every((p: { stockState: string }) => p.stockState === "low")).toBe(true);
    const outOnly = await as(staff, "GET", `/api/admin/products?stock=out&q=${encodeURIComponent(out.name)}`);
    expect(outOnly.json().items.map((p: { _id: string }) => p._id)).toEqual([out._id]);
    const drafts = await as(staff, "GET", "/api/admin/products?published=false&limit=200");
    expect(drafts.json().items.every((p: { published: boolean }) => !p.published)).toBe(true);
    const byPrice = (await as(staff, "GET", "/api/admin/products?sort=price&category=mobile%20phones&limit=200")).json().items;
    expect(byPrice.map((p: { sellingPrice: number }) => p.sellingPrice)).toEqual(
      [...byPrice.map((p: { sellingPrice: number }) => p.sellingPrice)].sort((a, b) => a - b),
    );
    expect((await as(staff, "GET", "/api/admin/products?stock=some")).statusCode).toBe(400);
  });

  it("resizes an uploaded picture to WebP at 320, 640 and 1024 wide, keeps the original, and orders, describes and deletes pictures", async () => {
    const product = await create();
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#3366cc" } })
      .jpeg()
      .toBuffer();
    const form = await multipart([
      ["alt", "Front view"],
      ["images", { data: photo, name: "front.jpg", type: "image/jpeg" }],
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/admin/products/${product._id}/images`,
      headers: { ...form.headers, cookie: staff.cookie },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const uploaded = res.json().images.at(-1);
    expect(uploaded.alt).toBe("Front view");
    expect(uploaded.sizes.map((s: { width: number }) => s.width)).toEqual([320, 640, 1024]);
    for (const size of uploaded.sizes) {
      const file = await t.app.inject({ method: "GET", url: size.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("image/webp");
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(size.width);
    }
    const shown = (await storefront(`/api/product/${product._id}`)).json().images.at(-1);
    expect(shown).toMatchObject({ url: uploaded.sizes[2].url, alt: "Front view" });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, product._id), eq(auditLog.action, "product.images.add")));
    expect(row).toBeDefined();

    // A picture that is not one (an SVG with a script) is refused by its bytes.
    const svg = await multipart([
      ["images", { data: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>1</script></svg>"), name: "x.jpg", type: "image/jpeg" }],
    ]);
    const refused = await t.app.inject({
      method: "POST",
      url: `/api/admin/products/${product._id}/images`,
      headers: { ...svg.headers, cookie: staff.cookie },
      payload: svg.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/JPEG, PNG, WebP or GIF/);

    // Reorder and describe: the same set, new order.
    const current = (await as(staff, "GET", `/api/admin/products/${product._id}`)).json().images as { url: string }[];
    expect(current.length).toBe(1);
    const second = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#cc3333" } })
      .png()
      .toBuffer();
    const form2 = await multipart([["images", { data: second, name: "back.png", type: "image/png" }]]);
    const added = await t.app.inject({
      method: "POST",
      url: `/api/admin/products/${product._id}/images`,
      headers: { ...form2.headers, cookie: staff.cookie },
      payload: form2.payload,
    });
    const small = added.json().images[1];
    expect(small.sizes.map((s: { width: number }) => s.width)).toEqual([200]);
    const arranged = await as(staff, "PATCH", `/api/admin/products/${product._id}/images`, {
      images: [{ url: small.url, alt: "Back" }, { url: uploaded.url }],
    });
    expect(arranged.statusCode, arranged.body).toBe(200);
    expect(arranged.json().images.map((i: { url: string; alt?: string }) => [i.url, i.alt])).toEqual([
      [small.url, "Back"],
      [uploaded.url, undefined],
    ]);
    const wrongSet = await as(staff, "PATCH", `/api/admin/products/${product._id}/images`, { images: [{ url: small.url }] });
    expect(wrongSet.statusCode).toBe(400);

    const removed = await as(staff, "DELETE", `/api/admin/products/${product._id}/images/0`);
    expect(removed.json().images.map((i: { url: string }) => i.url)).toEqual([uploaded.url]);
    expect((await t.app.inject({ method: "GET", url: small.url })).statusCode).toBe(404);
    expect((await as(staff, "DELETE", `/api/admin/products/${product._id}/images/5`)).statusCode).toBe(404);
  });
});

describe.each(databaseKinds)("a back-office change reaches every instance (%s)", (kind) => {
  it("announces catalogue changes on Redis, so another instance that does not poll reloads at once", async () => {
    const prefix = `pasal-test-${randomBytes(4).toString("hex")}`;
    const t = await createTestApp(kind, { REDIS_URL });
    const { buildApp } = await import("../src/app.js");
    // Another instance on the same database that does not poll: only an announcement can tell it.
    const other = await buildApp({ config: { ...t.config, REDIS_URL: undefined }, database: t.database, logger: false });
    const { Redis } = await import("ioredis");
    const redis = new Redis(REDIS_URL);
    try {
      other.services.catalog.stopPolling();
      await other.services.catalog.listenForChanges(redis);
      const staff = await member(t, "staff");
      const res = await t.app.inject({
        method: "POST",
        url: "/api/admin/products",
        headers: { cookie: staff.cookie },
        payload: newProduct({ name: `Broadcast ${prefix}` }),
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json()._id;
      let status = 0;
      for (const until = Date.now() + 3000; status !== 200 && Date.now() < until; await new Promise((r) => setTimeout(r, 25))) {
        status = (await other.inject({ method: "GET", url: `/api/product/${id}` })).statusCode;
      }
      expect(status).toBe(200);
      other.services.catalog.stopPolling();
    } finally {
      await redis.quit();
      await other.close();
      await t.close();
    }
  });
});
