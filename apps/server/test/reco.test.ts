import type { Product, ProductSummary } from "@pasal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { cartLines, carts, interactions, orderLines, orders } from "../src/db/schema/index.js";
import { randomIp, signUp } from "./auth-helpers.js";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";

describe.each(databaseKinds)("recommendations on %s", (kind) => {
  let t: TestApp;
  let all: Product[];
  const byModel = (modelName: string) => all.find((p) => p.modelName === modelName)!;
  type Items = { items: ProductSummary[] };

  beforeAll(async () => {
    t = await createTestApp(kind);
    all = (await t.app.inject({ url: "/api/product" })).json();
  });
  afterAll(() => t.close());

  const personalized = (userId: string, cookie?: string) => t.app.inject({ url: `/api/reco/personalized/${userId}`, headers: cookie ? { cookie } : {} });
  const view = (productId: string, cookie?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/interactions",
      payload: { productId, kind: "view" },
      headers: cookie ? { cookie } : {},
      remoteAddress: randomIp(),
    });

  let orderCount = 0;
  async function placeOrder(userId: string, products: Product[]) {
    const [order] = await t.database.db
      .insert(orders)
      .values({
        orderNumber: `ORD-TEST${++orderCount}`,
        userId,
        totalPaisa: 100,
        contact: { firstName: "Ram", lastName: "Thapa", email: "ram@example.com", phone: "9841234567" },
        shippingAddress: { city: "Kathmandu" },
      })
      .returning({ id: orders.id });
    await t.database.db.insert(orderLines).values(
      products.map((p) => ({
        orderId: order!.id,
        productId: p._id,
        unitPricePaisa: Math.round(p.sellingPrice * 100),
        quantity: 1,
        snapshot: { name: p.name, modelName: p.modelName, image: "", category: p.parentCategory, brand: p.parentSubcategory },
      })),
    );
  }

  it("suggests similar products: same category first, in stock, never the product itself", async () => {
    const phone = byModel("Galaxy S24");
    const outOfStockPhones = all.filter((p) => p.parentCategory === "Phone" && p.stock === 0);
    expect(outOfStockPhones.length).toBeGreaterThan(0);
    const response = await t.app.inject({ url: `/api/reco/similar/${phone._id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("costPrice");
    const { items } = response.json<Items>();
    expect(items).toHaveLength(12);
    expect(items.map((p) => p._id)).not.toContain(phone._id);
    expect(items.every((p) => p.stock > 0 && p.inStock)).toBe(true);
    expect(items.every((p) => p.parentCategory === "Phone")).toBe(true);
    expect(items[0]!.parentSubcategory).toBe("Samsung");
    for (const gone of outOfStockPhones) expect(items.map((p) => p._id)).not.toContain(gone._id);
  });

  it("fills similar products from other categories only after the same category, and honours limit", async () => {
    const cover = byModel("Nothing Phone 2a Clear Case");
    const { items } = (await t.app.inject({ url: `/api/reco/similar/${encodeURIComponent(cover.modelName)}?limit=5` })).json<Items>();
    expect(items).toHaveLength(5);
    expect(items.every((p) => p.parentCategory === "Cover")).toBe(true);
    expect((await t.app.inject({ url: `/api/reco/similar/${cover._id}?limit=13` })).statusCode).toBe(400);
    const missing = await t.app.inject({ url: "/api/reco/similar/no-such-product" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: "NOT_FOUND", message: "Product not found" });
  });

  it("keeps personal picks and view recording to the signed-in shopper", async () => {
    const { cookie, user } = await signUp(t.app);
    const other = await signUp(t.app);
    expect((await personalized(user._id)).statusCode).toBe(401);
    expect((await personalized(other.user._id, cookie)).statusCode).toBe(403);
    expect((await view(all[0]!._id)).statusCode).toBe(401);
    const unknown = await view("00000000-0000-0000-0000-000000000000", cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: "NOT_FOUND", message: "Product not found" });
    const wrongKind = await t.app.inject({
      method: "POST",
      url: "/api/interactions",
      payload: { productId: all[0]!._id, kind: "purchase" },
      headers: { cookie },
    });
    expect(wrongKind.statusCode).toBe(400);
    expect((await view(all[0]!._id, cookie)).statusCode).toBe(204);
  });

  it("records one signal when the same one arrives several times at once, and every purchase", async () => {
    const { user } = await signUp(t.app);
    const product = all[1]!;
    const rows = (kind: "cart" | "purchase") =>
      t.database.db
        .select()
        .from(interactions)
        .where(and(eq(interactions.userId, user._id), eq(interactions.productId, product._id), eq(interactions.kind, kind)));
    await Promise.all(Array.from({ length: 6 }, () => t.app.services.reco.record(user._id, product._id, "cart")));
    expect(await rows("cart")).toHaveLength(1);
    await Promise.all(Array.from({ length: 3 }, () => t.app.services.reco.record(user._id, product._id, "purchase")));
    expect(await rows("purchase")).toHaveLength(3);
  });

  it("gives a new shopper best sellers", async () => {
    const { cookie, user } = await signUp(t.app);
    const { items } = (await personalized(user._id, cookie)).json<Items>();
    expect(items).toHaveLength(12);
    const bestSeller = all.filter((p) => p.stock > 0).sort((a, b) => b.sold - a.sold || (a.name < b.name ? -1 : 1))[0]!;
    expect(items[0]!._id).toBe(bestSeller._id);
    expect(items.every((p) => p.stock > 0)).toBe(true);
  });

  it("puts Samsung phones first for a shopper who viewed Samsung phones, never what they bought or have in the cart", async () => {
    const { cookie, user } = await signUp(t.app);
    const viewed = ["Galaxy S24", "Galaxy S24 Ultra", "Galaxy A55 5G"].map(byModel);
    for (const phone of viewed) expect((await view(phone._id, cookie)).statusCode).toBe(204);
    const bought = byModel("Galaxy A35 5G");
    await placeOrder(user._id, [bought, viewed[0]!]);
    const inCart = byModel("Galaxy S24+");
    const [cart] = await t.database.db.insert(carts).values({ userId: user._id }).returning({ id: carts.id });
    await t.database.db.insert(cartLines).values({ cartId: cart!.id, productId: inCart._id, quantity: 1 });

    const { items } = (await personalized(user._id, cookie)).json<Items>();
    expect(items).toHaveLength(12);
    const ids = items.map((p) => p._id);
    expect(ids).not.toContain(bought._id);
    expect(ids).not.toContain(viewed[0]!._id);
    expect(ids).not.toContain(inCart._id);
    expect(items[0]).toMatchObject({ parentCategory: "Phone", parentSubcategory: "Samsung" });
    for (const item of items.slice(0, 5)) expect(item.parentCategory === "Phone" || item.parentSubcategory === "Samsung").toBe(true);
    expect(items.every((p) => p.stock > 0)).toBe(true);
  });

  it("recommends what other shoppers bought together with what this shopper looked at", async () => {
    const phone = byModel("Pixel 8a");
    const speaker = byModel("JBL Flip 6");
    const buyer = await signUp(t.app);
    await placeOrder(buyer.user._id, [phone, speaker]);
    const { cookie, user } = await signUp(t.app);
    await view(phone._id, cookie);
    const { items } = (await personalized(user._id, cookie)).json<Items>();
    expect(items.map((p) => p._id)).toContain(speaker._id);
  });
});
