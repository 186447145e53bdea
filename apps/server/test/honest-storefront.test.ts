import { type Product } from "@pasal/shared";
import { eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, reviews } from "../src/db/schema/index.js";
import { MIN_REVIEWS_FOR_PERCENT } from "../src/modules/shop/shop-stats-service.js";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";
import { checkoutBody, colorOnly, firstOptions, newShopper, productWhere, setStock, type Shopper } from "./shopping-helpers.js";

describe.each(databaseKinds)("the storefront's figures and facts, from data, on %s", (kind) => {
  let t: TestApp;
  let plain: Product;
  beforeAll(async () => {
    t = await createTestApp(kind);
    plain = await productWhere(t, colorOnly);
    // The seed's `sold` column is made up; the page's figure must not come from it.
    await setStock(t, plain._id, 50, 999);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ url });
  const buy = async (who: Shopper, quantity: number) => {
    const body = checkoutBody(who.id, { buyNow: true, products: [{ productId: plain._id, ...firstOptions(plain), quantity }] });
    const res = await t.app.inject({ method: "POST", url: "/api/checkout", headers: { cookie: who.cookie }, payload: { ...body, mail: who.email } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().order as { _id: string };
  };

  it("counts a product's sold items from orders that were not cancelled or returned", async () => {
    const sold = async () => {
      t.app.services.shopStats.forget();
      const res = await get(`/api/product/${plain._id}/sold`);
      expect(res.statusCode).toBe(200);
      return res.json().sold as number;
    };
    expect(await sold()).toBe(0);
    const shopper = await newShopper(t);
    await buy(shopper, 2);
    const cancelled = await buy(shopper, 3);
    const returned = await buy(shopper, 4);
    expect(await sold()).toBe(9);
    const cancel = await t.app.inject({ method: "POST", url: `/api/orders/${cancelled._id}/cancel`, headers: { cookie: shopper.cookie } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await t.database.db.update(orders).set({ status: "returned" }).where(eq(orders.id, returned._id));
    expect(await sold()).toBe(2);
    // By model name too, and 404 for a product that does not exist.
    expect((await get(`/api/product/${encodeURIComponent(plain.modelName.replace(/ /g, "-"))}/sold`)).json()).toEqual({ sold: 2 });
    const missing = await get("/api/product/no-such-product-here/sold");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: "NOT_FOUND", message: "Product not found" });
  });

  it("serves brand, product, delivery and review figures counted from the data", async () => {
    t.app.services.shopStats.forget();
    const shopper = await newShopper(t);
    const delivered = await buy(shopper, 1);
    await t.database.db.update(orders).set({ status: "delivered" }).where(eq(orders.id, delivered._id));
    const res = await get("/api/shop/stats");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
    const stats = res.json();
    const catalogue = (await t.app.services.catalog.current()).products;
    expect(stats.products).toBe(catalogue.length);
    expect(stats.brands).toBe(new Set(catalogue.map((p) => p.parentSubcategory.toLowerCase())).size);
    // The demo catalogue has 33 brands, not the "100+" the old about page claimed.
    expect(stats.brands).toBeLessThan(100);
    const deliveredRows = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.status, "delivered"));
    expect(stats.ordersDelivered).toBe(deliveredRows.length);
    expect(stats.ordersDelivered).toBeGreaterThanOrEqual(1);
    const visible = await t.database.db.select({ rating: reviews.rating }).from(reviews).where(isNull(reviews.hiddenAt));
    expect(stats.reviews).toBe(visible.length);
    expect(visible.length).toBeGreaterThanOrEqual(MIN_REVIEWS_FOR_PERCENT);
    expect(stats.positiveReviewPercent).toBe(Math.floor((100 * visible.filter((r) => r.rating >= 4).length) / visible.length));

    // Too few reviews for a percentage: it is left out rather than shown as, say, 100%.
    const keep = (
      await t.database.db
        .select({ id: reviews.id })
        .from(reviews)
        .limit(MIN_REVIEWS_FOR_PERCENT - 1)
    ).map((r) => r.id);
    await t.database.db.update(reviews).set({ hiddenAt: new Date() }).where(isNull(reviews.hiddenAt));
    await t.database.db.update(reviews).set({ hiddenAt: null }).where(inArray(reviews.id, keep));
    // Still the cached answer for a few minutes…
    expect((await get("/api/shop/stats")).json().reviews).toBe(visible.length);
    t.app.services.shopStats.forget();
    const fewer = (await get("/api/shop/stats")).json();
    expect(fewer.reviews).toBe(MIN_REVIEWS_FOR_PERCENT - 1);
    expect(fewer).not.toHaveProperty("positiveReviewPercent");
  });

  it("lists the covers and screen protectors whose models name a phone, and nothing for other products", async () => {
    const catalogue = (await t.app.services.catalog.current()).products;
    const phone = catalogue.find((p) => p.parentCategory === "Phone" && p.modelName === "iPhone 16")!;
    expect(phone).toBeDefined();
    const res = await get(`/api/product/${phone._id}/accessories`);
    expect(res.statusCode).toBe(200);
    const items = res.json() as { _id: string }[];
    const expected = catalogue.filter((p) => ["Cover", "Screen Protector"].includes(p.parentCategory) && p.model.includes("iPhone 16"));
    expect(expected.length).toBeGreaterThan(1);
    expect(items.map((i) => i._id).sort()).toEqual(expected.map((p) => p._id).sort());
    const categories = new Set(items.map((i) => catalogue.find((p) => p._id === i._id)!.parentCategory));
    expect(categories).toEqual(new Set(["Cover", "Screen Protector"]));
    // A phone no accessory names, and a cover itself, get an empty list.
    const cover = expected[0]!;
    expect((await get(`/api/product/${cover._id}/accessories`)).json()).toEqual([]);
    expect((await get(`/api/product/${plain._id}/accessories`)).json()).toEqual([]);
    expect((await get("/api/product/no-such-product-here/accessories")).statusCode).toBe(404);
  });

  it("leaves unset legal facts out of /api/shop instead of showing placeholders", async () => {
    const shop = (await get("/api/shop")).json();
    expect(shop.name).toBe(t.config.SHOP_NAME);
    expect(shop.address).toBe(t.config.SHOP_ADDRESS);
    for (const field of ["pan", "companyRegistrationNo", "ecommerceListingNo", "grievanceOfficer"]) expect(shop).not.toHaveProperty(field);
    expect(JSON.stringify(shop)).not.toMatch(/Not set|000000000/);
    expect(shop.returnDays).toBe(14);
    expect(shop.googleSignIn).toBe(false);
  });

  it("answers /about with a permanent redirect to the one About page, keeping the query", async () => {
    const res = await get("/about");
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/aboutus");
    expect((await get("/about?ref=footer")).headers.location).toBe("/aboutus?ref=footer");
  });
});

describe("legal facts set in the SHOP_* configuration", () => {
  it("are served before the owner saves the settings", async () => {
    const t = await createTestApp("pglite", {
      SHOP_PAN: "609876543",
      SHOP_REGISTRATION_NO: "123456/078/079",
      SHOP_GRIEVANCE_OFFICER: "Anita Shrestha, grievance@pasal.com.np, 9801000000",
    });
    try {
      const shop = (await t.app.inject({ url: "/api/shop" })).json();
      expect(shop).toMatchObject({
        pan: "609876543",
        companyRegistrationNo: "123456/078/079",
        grievanceOfficer: { name: "Anita Shrestha", email: "grievance@pasal.com.np", phone: "9801000000" },
      });
      expect(shop).not.toHaveProperty("ecommerceListingNo");
    } finally {
      await t.close();
    }
  });
});
