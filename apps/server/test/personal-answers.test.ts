import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";
import { checkoutBody, firstOptions, newShopper, productWhere, type Shopper } from "./shopping-helpers.js";

// Answers that belong to one person never go into a shared cache or the back-forward history
// (plugins/personal-answers.ts); the catalogue stays cacheable.
describe.each(databaseKinds)("personal answers on %s", (kind) => {
  let t: TestApp;
  let sita: Shopper;
  let orderId = "";
  beforeAll(async () => {
    t = await createTestApp(kind);
    sita = await newShopper(t);
    const product = await productWhere(t, (p) => p.stock > 2 && !p.variant.length && !p.bundle.length);
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/checkout",
      headers: { cookie: sita.cookie },
      payload: checkoutBody(sita.id, { buyNow: true, products: [{ productId: product._id, ...firstOptions(product), quantity: 1 }] }),
    });
    expect(placed.statusCode).toBe(201);
    orderId = placed.json().order._id;
  });
  afterAll(() => t.close());

  it("marks the account, cart, wishlist, orders and invoice answers private, no-store", async () => {
    const paths = [
      "/api/auth/check",
      `/api/userinfo/${sita.id}`,
      `/api/orders/${sita.id}`,
      `/api/orders/${orderId}`,
      `/api/cart/${sita.id}`,
      `/api/wishlist/${sita.id}`,
      `/api/orders/${orderId}/invoice.pdf`,
      "/api/chat/messages",
    ];
    for (const url of paths) {
      const res = await t.app.inject({ method: "GET", url, headers: { cookie: sita.cookie } });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      expect(res.headers["cache-control"], url).toBe("private, no-store");
    }
    // Refusals too: a 401 for a stranger says nothing a cache should keep.
    const signedOut = await t.app.inject({ method: "GET", url: "/api/auth/check" });
    expect(signedOut.headers["cache-control"]).toBe("private, no-store");
  });

  it("keeps public catalogue answers cacheable, and makes a signed-in shopper's review list private", async () => {
    const product = await productWhere(t, () => true);
    const listing = await t.app.inject({ method: "GET", url: "/api/products", headers: { cookie: sita.cookie } });
    expect(listing.headers["cache-control"] ?? "").not.toContain("no-store");
    const guestReviews = await t.app.inject({ method: "GET", url: `/api/review/${product._id}` });
    expect(guestReviews.headers["cache-control"] ?? "").not.toContain("no-store");
    const ownReviews = await t.app.inject({ method: "GET", url: `/api/review/${product._id}`, headers: { cookie: sita.cookie } });
    expect(ownReviews.headers["cache-control"]).toBe("private, no-store");
  });
});
