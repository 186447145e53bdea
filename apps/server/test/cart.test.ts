import type { Product } from "@pasal/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { interactions } from "../src/db/schema/index.js";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";
import { cartRows, colorOnly, firstOptions, newShopper, productWhere, setStock, type Shopper } from "./shopping-helpers.js";

describe.each(databaseKinds)("cart on %s", (kind) => {
  let t: TestApp;
  let phone: Product; // colours and variants
  let plain: Product; // colours only
  let protector: Product; // packs
  beforeAll(async () => {
    t = await createTestApp(kind);
    phone = await productWhere(t, (p) => p.variant.length > 1 && p.color.some((c) => c.image) && !p.model.length && !p.bundle.length);
    plain = await productWhere(t, (p) => colorOnly(p) && p.color.length > 1); // one colour needs no choice
    protector = await productWhere(t, (p) => p.bundle.length > 2);
    await setStock(t, phone._id, 10);
    await setStock(t, plain._id, 4);
    await setStock(t, protector._id, 7);
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, who?: Shopper, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, ...(who ? { headers: { cookie: who.cookie } } : {}), ...(payload ? { payload } : {}) });
  const add = (who: Shopper, body: Record<string, unknown>) => call("POST", "/cart/add", who, { userId: who.id, ...body });

  it("adds with the catalogue's name, price, image and stock, whatever the client sends", async () => {
    const sita = await newShopper(t);
    const color = phone.color.find((c) => c.image)!;
    const variant = phone.variant[1]!;
    const res = await add(sita, {
      productId: phone._id,
      color: color.colorName,
      variant: variant.variantName,
      quantity: 2,
      name: "x",
      price: 1,
      stock: 999,
      image: "https://evil.example/x.png",
      modelName: "fake",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: "Product added to cart",
      products: [
        {
          productId: phone._id,
          id: phone._id,
          modelName: phone.modelName,
          name: phone.name,
          price: variant.variantSP,
          quantity: 2,
          image: color.image,
          stock: 10,
          color: color.colorName,
          variant: variant.variantName,
          model: "",
          bundle: "",
        },
      ],
    });

    const again = await add(sita, { productId: phone._id, color: color.colorName, variant: variant.variantName });
    expect(again.json().message).toBe("Product quantity updated in cart");
    expect(again.json().products[0].quantity).toBe(3);
    await t.app.services.jobs.idle(); // the signal is written by a background job
    const cartInteractions = await t.database.db
      .select()
      .from(interactions)
      .where(and(eq(interactions.userId, sita.id), eq(interactions.kind, "cart")));
    expect(cartInteractions).toHaveLength(1);
  });

  it("keeps packs as their own line, priced per pack, with stock counted in packs", async () => {
    const sita = await newShopper(t);
    const three = protector.bundle.find((b) => b.bundle === "3x")!;
    const res = await add(sita, { productId: protector._id, ...firstOptions(protector, "3x"), quantity: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().products[0]).toMatchObject({ bundle: "3x", price: three.bundlePrice, stock: 2, quantity: 2 });
    const one = await add(sita, { productId: protector._id, ...firstOptions(protector, "1x") });
    expect(one.json().message).toBe("Product added to cart");
    expect(one.json().products).toHaveLength(2);
    // Errors carry their code and details (decision 032): the stock left in this line's unit, packs.
    expect((await add(sita, { productId: protector._id, ...firstOptions(protector, "3x") })).json()).toEqual({
      code: "OUT_OF_STOCK",
      message: "Cannot add more than available stock (2)",
      productId: protector._id,
      name: protector.name,
      unitsLeft: 2,
    });
  });

  it.each([
    ["no session", "none", {}, 401, /sign in/i],
    ["another shopper's id", "other", {}, 403, /own account/],
    ["a missing productId", "self", { productId: undefined }, 400, /productId/],
    ["a quantity of 0", "self", { quantity: 0 }, 400, /Quantity cannot be less than 1/],
    ["an unknown product", "self", { productId: "00000000-0000-4000-8000-000000000000" }, 404, /Product not found/],
    ["no colour chosen", "self", { color: "" }, 400, /^Please select a color for .+/],
    ["a colour the product lacks", "self", { color: "Rainbow" }, 400, /Color "Rainbow" is not available/],
    ["more than the stock", "self", { quantity: 5 }, 409, /^Cannot add more than available stock \(4\)$/],
  ] as const)("refuses %s and writes nothing", async (_name, who, override, status, message) => {
    const sita = await newShopper(t);
    const other = await newShopper(t);
    const body = { userId: who === "other" ? other.id : sita.id, productId: plain._id, ...firstOptions(plain), ...override };
    const res = await call("POST", "/cart/add", who === "none" ? undefined : sita, body);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(await cartRows(t, sita.id)).toEqual([]);
    expect(await cartRows(t, other.id)).toEqual([]);
  });

  it("refuses a sold-out product", async () => {
    const sita = await newShopper(t);
    const soldOut = await productWhere(t, (p) => colorOnly(p) && p._id !== plain._id);
    await setStock(t, soldOut._id, 0);
    const res = await add(sita, { productId: soldOut._id, ...firstOptions(soldOut) });
    expect([res.statusCode, res.json().message]).toEqual([409, "This product is out of stock"]);
  });

  it("names the per-line cap, not the stock, when a line already holds 99", async () => {
    const sita = await newShopper(t);
    const key = firstOptions(plain);
    await setStock(t, plain._id, 150);
    try {
      await add(sita, { productId: plain._id, ...key, quantity: 99 });
      const over = await call("PUT", `/cart/increment/${plain._id}/${sita.id}`, sita, key);
      expect([over.statusCode, over.json().message]).toEqual([409, "Only 99 items available in stock"]);
    } finally {
      await setStock(t, plain._id, 4);
    }
  });

  it("steps quantity up to the stock and down to 1, then removes the line", async () => {
    const sita = await newShopper(t);
    const key = firstOptions(plain);
    await add(sita, { productId: plain._id, ...key, quantity: 3 });
    const line = (action: string) => `/cart/${action}/${plain._id}/${sita.id}`;

    const up = await call("PUT", line("increment"), sita, key);
    expect([up.statusCode, up.json().message, up.json().products[0].quantity]).toEqual([200, "Quantity increased", 4]);
    const over = await call("PUT", line("increment"), sita, key);
    expect([over.statusCode, over.json().message]).toEqual([409, "Only 4 items available in stock"]);

    for (const expected of [3, 2, 1]) {
      const down = await call("PUT", line("decrement"), sita, key);
      expect([down.json().message, down.json().products[0].quantity]).toEqual(["Quantity decreased", expected]);
    }
    const below = await call("PUT", line("decrement"), sita, key);
    expect([below.statusCode, below.json().message]).toEqual([400, "Quantity cannot be less than 1"]);
    expect((await cartRows(t, sita.id))[0]!.quantity).toBe(1);

    const otherColor = await call("PUT", line("increment"), sita, { ...key, color: "Rainbow" });
    expect(otherColor.statusCode).toBe(404);
    const intruder = await newShopper(t);
    expect((await call("PUT", line("increment"), intruder, key)).statusCode).toBe(403);

    const removed = await call("DELETE", `/cart/remove/product/${plain._id}/${sita.id}`, sita, key);
    expect(removed.json()).toEqual({ message: "Item removed from cart", products: [] });
    const again = await call("DELETE", `/cart/remove/product/${plain._id}/${sita.id}`, sita, key);
    expect(again.statusCode).toBe(404);
  });

  it("merges a guest cart: adds to lines, caps at stock, skips what cannot be bought", async () => {
    const sita = await newShopper(t);
    const soldOut = await productWhere(t, (p) => colorOnly(p) && p._id !== plain._id);
    await setStock(t, soldOut._id, 0);
    await add(sita, { productId: plain._id, ...firstOptions(plain), quantity: 1 });
    const res = await call("POST", "/cart/sync", sita, {
      userId: sita.id,
      items: [
        { id: plain._id, ...firstOptions(plain), quantity: 2, price: 1 }, // legacy `id`, adds to the line
        { productId: phone._id, ...firstOptions(phone), model: "No model chosen", quantity: 50 }, // capped at 10
        { productId: "00000000-0000-4000-8000-000000000000", color: "Red", quantity: 1 },
        { productId: plain._id, color: "Rainbow", quantity: 1 },
        { productId: soldOut._id, ...firstOptions(soldOut), quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { message, products } = res.json();
    expect(message).toBe("Cart synced");
    expect(products.map((l: { productId: string; quantity: number }) => [l.productId, l.quantity])).toEqual([
      [plain._id, 3],
      [phone._id, 10],
    ]);
    // Nothing is skipped silently: each dropped line says which and why.
    expect(res.json().dropped).toEqual([
      { productId: "00000000-0000-4000-8000-000000000000", code: "NOT_FOUND", reason: "Product not found" },
      { productId: plain._id, code: "VALIDATION", reason: `Color "Rainbow" is not available for ${plain.name}` },
      { productId: soldOut._id, code: "OUT_OF_STOCK", reason: `${soldOut.name} is out of stock` },
    ]);
    expect(await call("POST", "/cart/sync", sita, { userId: sita.id, items: [{ productId: plain._id, ...firstOptions(plain), quantity: 3 }] })).toMatchObject({
      statusCode: 200,
    });
    expect((await cartRows(t, sita.id)).find((l) => l.productId === plain._id)!.quantity).toBe(4);
  });

  it("shows only the shopper's own cart", async () => {
    const sita = await newShopper(t);
    const ram = await newShopper(t);
    await add(sita, { productId: plain._id, ...firstOptions(plain) });
    expect((await call("GET", `/cart/${sita.id}`, sita)).json().products).toHaveLength(1);
    expect((await call("GET", `/cart/${ram.id}`, ram)).json()).toEqual({ products: [] });
    expect((await call("GET", `/cart/${sita.id}`, ram)).statusCode).toBe(403);
    expect((await call("GET", `/cart/${sita.id}`)).statusCode).toBe(401);
  });
});
