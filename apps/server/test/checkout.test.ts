import { formatRs, type Product } from "@pasal/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, users } from "../src/db/schema/index.js";
import { createTestApp, databaseKinds } from "./helpers.js";
import { createTestAppWithMail, type TestAppWithMail } from "./mail-server.js";
import {
  cartRows,
  checkoutBody,
  colorOnly,
  eventually,
  firstOptions,
  newShopper,
  orderCounts,
  productWhere,
  setStock,
  stockOf,
  type Shopper,
} from "./shopping-helpers.js";

describe.each(databaseKinds)("POST /api/checkout on %s", (kind) => {
  let t: TestAppWithMail;
  let phone: Product; // colours and variants
  let plain: Product; // colours only
  let protector: Product; // packs
  beforeAll(async () => {
    t = await createTestAppWithMail(kind, { SHOP_NAME: "Pasal Test" });
    phone = await productWhere(t, (p) => p.variant.length > 1 && !p.model.length && !p.bundle.length);
    plain = await productWhere(t, (p) => colorOnly(p) && p.color.length > 1);
    protector = await productWhere(t, (p) => p.bundle.some((b) => b.bundle === "3x"));
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (who: Shopper | undefined, body: object, key?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/checkout",
      payload: body,
      headers: { ...(who ? { cookie: who.cookie } : {}), ...(key ? { "idempotency-key": key } : {}) },
    });
  const addToCart = (who: Shopper, body: object) =>
    t.app.inject({ method: "POST", url: "/api/cart/add", headers: { cookie: who.cookie }, payload: { userId: who.id, ...body } });
  const buyNow = (who: Shopper, line: object, extra: object = {}, key?: string) =>
    post(who, checkoutBody(who.id, { buyNow: true, products: [line], ...extra }), key);

  it("places a cart order at catalogue prices, takes the stock, empties the cart, keeps the address and mails it", async () => {
    await setStock(t, phone._id, 10, 3);
    await setStock(t, plain._id, 6, 0);
    const sita = await newShopper(t);
    const variant = phone.variant[1]!;
    await addToCart(sita, { productId: phone._id, ...firstOptions(phone), variant: variant.variantName, quantity: 2 });
    await addToCart(sita, { productId: plain._id, ...firstOptions(plain), quantity: 1 });

    // A spec client posts its cart as `products`, with its own (ignored) prices and names.
    const res = await post(
      sita,
      checkoutBody(sita.id, {
        products: [
          { productId: phone._id, ...firstOptions(phone), variant: variant.variantName, quantity: 2, price: 1, name: "x" },
          { productId: plain._id, ...firstOptions(plain), quantity: 1, price: 1 },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const { message, order } = res.json();
    expect(message).toBe("Your order has been placed.");
    expect(order.orderId).toMatch(/^ORD-[2-9A-HJKMNP-Z]{6}$/);
    const total = variant.variantSP * 2 + plain.sellingPrice;
    expect(order).toMatchObject({
      status: "processing",
      paymentMethod: "cod",
      paymentStatus: "pending",
      totalAmount: total,
      trackingNumber: null,
      contact: { firstName: "Sita", lastName: "Kumari Sharma", email: "sita.sharma@example.com", phone: "9812345678" },
      shippingAddress: { street: "Baneshwor 10", landMark: "Opposite the temple", shortnote: "Please call before coming", province: "Bagmati" },
    });
    expect(order.products).toHaveLength(2);
    expect(order.products).toContainEqual(
      expect.objectContaining({
        productId: phone._id,
        name: phone.name,
        price: variant.variantSP,
        quantity: 2,
        variant: variant.variantName,
      }),
    );

    expect(await stockOf(t, phone._id)).toEqual({ stock: 8, sold: 5 });
    expect(await stockOf(t, plain._id)).toEqual({ stock: 5, sold: 1 });
    // The storefront's snapshot follows shortly (one reload for a burst of orders), not per order.
    await expect.poll(async () => (await t.app.services.catalog.current()).find(phone._id)!.stock, { timeout: 2000 }).toBe(8);
    expect(await cartRows(t, sita.id)).toEqual([]);
    const [profile] = await t.database.db.select().from(users).where(eq(users.id, sita.id));
    expect(profile!.shippingAddress).toMatchObject({ address: "Baneshwor 10", province: "Bagmati", municipality: "Kathmandu Metropolitan City" });

    // The confirmation goes to the account's own address, never to the one typed into the form.
    const mails = await eventually(
      () => t.mail.to(sita.email),
      (m) => m.some((x) => x.raw.includes(order.orderId)),
    );
    expect(t.mail.to("sita.sharma@example.com")).toEqual([]);
    const raw = mails.find((x) => x.raw.includes(order.orderId))!.raw.replace(/=\r?\n/g, "");
    expect(raw).toContain(`Total: ${formatRs(total)}`);
    expect(raw).toContain("Baneshwor 10");
  });

  it("buys one line now at the catalogue's values and leaves the cart alone", async () => {
    await setStock(t, plain._id, 6, 0);
    const sita = await newShopper(t);
    await addToCart(sita, { productId: phone._id, ...firstOptions(phone) });
    const res = await buyNow(sita, { productId: plain._id, ...firstOptions(plain), quantity: 2, price: 1, name: "x", stock: 999 });
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    expect(order.totalAmount).toBe(plain.sellingPrice * 2);
    expect(order.products).toEqual([expect.objectContaining({ name: plain.name, price: plain.sellingPrice, quantity: 2 })]);
    expect(await cartRows(t, sita.id)).toHaveLength(1);
    expect(await stockOf(t, plain._id)).toEqual({ stock: 4, sold: 2 });
  });

  it("takes three items for one 3-pack", async () => {
    await setStock(t, protector._id, 7, 0);
    const sita = await newShopper(t);
    const res = await buyNow(sita, { productId: protector._id, ...firstOptions(protector, "3x"), quantity: 2 });
    expect(res.statusCode).toBe(201);
    const pack = protector.bundle.find((b) => b.bundle === "3x")!;
    expect(res.json().order.products[0]).toMatchObject({ bundle: "3x", price: pack.bundlePrice, quantity: 2 });
    expect(await stockOf(t, protector._id)).toEqual({ stock: 1, sold: 6 });
    const more = await buyNow(sita, { productId: protector._id, ...firstOptions(protector, "3x"), quantity: 1 });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toEqual({
      code: "OUT_OF_STOCK",
      message: `${protector.name} is out of stock`,
      productId: protector._id,
      name: protector.name,
      unitsLeft: 0,
    });
  });

  it("sells the last 5 to exactly 5 of 30 shoppers checking out at once", async () => {
    await setStock(t, plain._id, 5, 10);
    const shoppers = await Promise.all(Array.from({ length: 30 }, () => newShopper(t)));
    for (const s of shoppers) await addToCart(s, { productId: plain._id, ...firstOptions(plain), quantity: 1 });
    const before = await orderCounts(t);
    const results = await Promise.all(shoppers.map((s) => post(s, checkoutBody(s.id))));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(25);
    for (const refused of results.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toEqual({ code: "OUT_OF_STOCK", message: `${plain.name} is out of stock`, productId: plain._id, name: plain.name, unitsLeft: 0 });
    }
    expect(await stockOf(t, plain._id)).toEqual({ stock: 0, sold: 15 });
    expect(await orderCounts(t)).toEqual({ orders: before.orders + 5, lines: before.lines + 5 });
    const keptCarts = await Promise.all(shoppers.map((s) => cartRows(t, s.id)));
    expect(keptCarts.filter((lines) => lines.length === 1)).toHaveLength(25);
  });

  it("sells 3-packs to concurrent shoppers without going below zero", async () => {
    await setStock(t, protector._id, 7, 0);
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => newShopper(t)));
    const line = { productId: protector._id, ...firstOptions(protector, "3x"), quantity: 1 };
    const results = await Promise.all(shoppers.map((s) => buyNow(s, line)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().unitsLeft)).toEqual([0, 0, 0, 0]);
    expect(await stockOf(t, protector._id)).toEqual({ stock: 1, sold: 6 });
  });

  it("returns the same order for the same Idempotency-Key, one after the other and at once", async () => {
    await setStock(t, plain._id, 20, 0);
    const sita = await newShopper(t);
    const line = { productId: plain._id, ...firstOptions(plain), quantity: 1 };
    const first = await buyNow(sita, line, {}, "attempt-1");
    const second = await buyNow(sita, line, {}, "attempt-1");
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json()).toEqual(first.json());

    const racing = await Promise.all(Array.from({ length: 5 }, () => buyNow(sita, line, {}, "attempt-2")));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(racing.map((r) => r.json().order.orderId)).size).toBe(1);

    const rows = await t.database.db.select().from(orders).where(eq(orders.userId, sita.id));
    expect(rows).toHaveLength(2);
    expect(await stockOf(t, plain._id)).toEqual({ stock: 18, sold: 2 });
    // Another shopper's identical key is a different order.
    const ram = await newShopper(t);
    expect((await buyNow(ram, line, {}, "attempt-1")).statusCode).toBe(201);
  });

  it("replays a racing cart checkout with the same key instead of calling the cart empty", async () => {
    await setStock(t, plain._id, 20, 0);
    const sita = await newShopper(t);
    await addToCart(sita, { productId: plain._id, ...firstOptions(plain), quantity: 2 });
    const racing = await Promise.all(Array.from({ length: 3 }, () => post(sita, checkoutBody(sita.id), "cart-attempt")));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(await stockOf(t, plain._id)).toEqual({ stock: 18, sold: 2 });
  });

  it.each([
    ["no session", { who: "none" }, 401, /sign in/i],
    ["another shopper's id", { who: "other" }, 403, /own account/],
    ["an invalid phone", { body: { phoneNumber: "12345" } }, 400, /Invalid phone number \(10 digits\)/],
    ["an invalid e-mail", { body: { mail: "nope" } }, 400, /Invalid email format/],
    ["an empty cart", { body: { buyNow: false, products: [] } }, 400, /^Your cart is empty$/],
    ["two buy-now lines", { lines: 2 }, 400, /exactly one product/],
    ["an unknown product", { line: { productId: "00000000-0000-4000-8000-000000000000" } }, 404, /Product not found/],
    ["a missing colour", { line: { color: "" } }, 400, /^Please select a color for .+/],
    ["a quantity of 0", { line: { quantity: 0 } }, 400, /Quantity cannot be less than 1/],
    ["more than the stock", { line: { quantity: 4 } }, 409, /^Only 3 left of /],
    ["a too long Idempotency-Key", { key: "k".repeat(101) }, 400, /Idempotency-Key/],
  ] as const)("refuses %s and writes nothing", async (_name, c, status, message) => {
    await setStock(t, plain._id, 3, 0);
    const sita = await newShopper(t);
    const other = await newShopper(t);
    const lineFor = { productId: plain._id, ...firstOptions(plain), quantity: 1, ...("line" in c ? c.line : {}) };
    const body = checkoutBody("who" in c && c.who === "other" ? other.id : sita.id, {
      buyNow: true,
      products: "lines" in c ? [lineFor, lineFor] : [lineFor],
      ...("body" in c ? c.body : {}),
    });
    const before = await orderCounts(t);
    const res = await post("who" in c && c.who === "none" ? undefined : sita, body, "key" in c ? c.key : undefined);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
    if (status === 409) expect(res.json()).toMatchObject({ code: "OUT_OF_STOCK", productId: plain._id, name: plain.name, unitsLeft: 3 });
    expect(await orderCounts(t)).toEqual(before);
    expect(await stockOf(t, plain._id)).toEqual({ stock: 3, sold: 0 });
    const [profile] = await t.database.db.select().from(users).where(eq(users.id, sita.id));
    expect(profile!.shippingAddress).toEqual({});
  });

  it("adds up lines of one product before checking stock, and rolls the whole order back", async () => {
    await setStock(t, plain._id, 5, 0);
    await setStock(t, phone._id, 10, 0);
    const sita = await newShopper(t);
    await addToCart(sita, { productId: phone._id, ...firstOptions(phone), quantity: 1 });
    await addToCart(sita, { productId: plain._id, color: plain.color[0]!.colorName, quantity: 3 });
    await addToCart(sita, { productId: plain._id, color: plain.color[1]!.colorName, quantity: 3 });
    expect(await cartRows(t, sita.id)).toHaveLength(3);
    const before = await orderCounts(t);
    const res = await post(sita, checkoutBody(sita.id));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "OUT_OF_STOCK", productId: plain._id, unitsLeft: 5 });
    expect(await orderCounts(t)).toEqual(before);
    expect(await stockOf(t, phone._id)).toEqual({ stock: 10, sold: 0 });
    expect(await stockOf(t, plain._id)).toEqual({ stock: 5, sold: 0 });
    expect(await cartRows(t, sita.id)).toHaveLength(3);
  });
});

describe("POST /api/checkout with a failing mail server", () => {
  it("still places the order, quickly", async () => {
    const t = await createTestApp("pglite", { SMTP_URL: "smtp://127.0.0.1:9" });
    try {
      const plain = await productWhere(t, colorOnly);
      await setStock(t, plain._id, 5, 0);
      const sita = await newShopper(t);
      const started = Date.now();
      const res = await t.app.inject({
        method: "POST",
        url: "/api/checkout",
        headers: { cookie: sita.cookie },
        payload: checkoutBody(sita.id, { buyNow: true, products: [{ productId: plain._id, ...firstOptions(plain), quantity: 1 }] }),
      });
      expect(res.statusCode).toBe(201);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(await stockOf(t, plain._id)).toEqual({ stock: 4, sold: 1 });
    } finally {
      await t.close();
    }
  });
});
