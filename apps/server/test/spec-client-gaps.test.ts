import type { Product } from "@pasal/shared";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomIp, signUp } from "./auth-helpers.js";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";
import { cartRows, checkoutBody, firstOptions, productWhere, setStock } from "./shopping-helpers.js";

/**
 * What broke when the spec's original storefront ran unchanged against the API (decision 032):
 * sign-out by GET, screen-protector packs sent as a quantity, and "Add to cart" from a product card.
 * Requests carry the headers a browser adds (Origin, Sec-Fetch-*).
 */
const CLIENT = "https://spec-client.example.org";
const SHOP = "https://api.pasal.example.com";
const fetchFrom = (origin: string) => ({ origin, "sec-fetch-mode": "cors", "sec-fetch-site": "cross-site", "sec-fetch-dest": "empty" });

describe.each(databaseKinds)("the spec's storefront as it is, on %s", (kind) => {
  let t: TestApp;
  let protector: Product; // packs 1x, 2x, 3x
  let phone: Product; // several colours
  beforeAll(async () => {
    t = await createTestApp(kind, { CORS_ORIGINS: CLIENT, PUBLIC_URL: SHOP });
    protector = await productWhere(t, (p) => p.bundle.length > 2 && p.variant.length === 0);
    phone = await productWhere(t, (p) => p.color.length > 1 && p.model.length === 0 && p.variant.length <= 1 && p.bundle.length === 0);
    await setStock(t, protector._id, 30);
    await setStock(t, phone._id, 10);
  });
  afterAll(() => t.close());

  const sessionOf = (cookie: string) =>
    cookie
      .split("; ")
      .filter((c) => c.startsWith("pasal_session="))
      .join("; ");
  const signedIn = async (cookie: string) => (await t.app.inject({ url: "/api/auth/check", headers: { cookie } })).statusCode === 200;
  const shopper = async () => {
    const me = await signUp(t.app);
    return { id: me.user._id as string, cookie: sessionOf(me.cookie) };
  };
  const send = (method: "GET" | "POST", url: string, cookie: string, payload?: object): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url, remoteAddress: randomIp(), headers: { ...fetchFrom(CLIENT), cookie }, ...(payload ? { payload } : {}) });

  describe("GET /api/auth/logout", () => {
    it.each([
      ["the spec client's fetch from an allowed origin", fetchFrom(CLIENT)],
      ["the store's own page (same origin, no Origin header)", { "sec-fetch-mode": "cors", "sec-fetch-site": "same-origin", "sec-fetch-dest": "empty" }],
      ["the store's own page with its Origin", { origin: SHOP, "sec-fetch-mode": "same-origin", "sec-fetch-site": "same-origin" }],
    ])("signs out %s", async (_name, headers) => {
      const { cookie } = await shopper();
      const res = await t.app.inject({ url: "/api/auth/logout", headers: { ...headers, cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: "Logged out successfully" });
      // The calling page may read the answer: its own origin, or an allowed one with credentials.
      if ("origin" in headers && headers.origin === CLIENT) expect(res.headers["access-control-allow-origin"]).toBe(CLIENT);
      expect(res.cookies.find((c) => c.name === "pasal_session")!.value).toBe("");
      expect(await signedIn(cookie)).toBe(false);
    });

    it.each([
      ["a link followed on another site", { "sec-fetch-mode": "navigate", "sec-fetch-site": "cross-site", "sec-fetch-dest": "document" }],
      ["a navigation on the store itself", { "sec-fetch-mode": "navigate", "sec-fetch-site": "same-origin", "sec-fetch-dest": "document" }],
      ["an image on another site", { "sec-fetch-mode": "no-cors", "sec-fetch-site": "cross-site", "sec-fetch-dest": "image" }],
      ["an image on the store itself", { "sec-fetch-mode": "no-cors", "sec-fetch-site": "same-origin", "sec-fetch-dest": "image" }],
      ["another site's fetch", fetchFrom("https://evil.example.net")],
      ["a sibling subdomain's fetch that is not allowed", { ...fetchFrom("https://shop.pasal.example.com"), "sec-fetch-site": "same-site" }],
      ["a cross-site fetch without an Origin", { "sec-fetch-mode": "cors", "sec-fetch-site": "cross-site" }],
      ["a client that sends no Fetch Metadata", {}],
    ])("only sends %s home and signs nobody out", async (_name, headers) => {
      const { cookie } = await shopper();
      const res = await t.app.inject({ url: "/api/auth/logout", headers: { ...headers, cookie } });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe("/");
      expect(res.cookies).toHaveLength(0);
      expect(await signedIn(cookie)).toBe(true);
    });
  });

  describe("screen-protector packs sent as quantity = pack size, price = pack price ÷ size", () => {
    const packOf = (size: number) => protector.bundle.find((b) => Number.parseInt(b.bundle, 10) === size)!;
    const specLine = (size: number) => {
      const pack = packOf(size);
      const { bundle: _none, ...options } = firstOptions(protector);
      return {
        productId: protector._id,
        modelName: protector.modelName,
        name: protector.name,
        image: "x.png",
        stock: 99,
        ...options,
        quantity: size,
        price: pack.bundlePrice / size,
      };
    };

    it("cart/add stores one of that pack, priced from the catalogue", async () => {
      const me = await shopper();
      const res = await send("POST", "/api/cart/add", me.cookie, { userId: me.id, ...specLine(3) });
      expect(res.statusCode, res.body).toBe(200);
      const [line] = res.json().products;
      expect(line).toMatchObject({ productId: protector._id, bundle: packOf(3).bundle, quantity: 1, price: packOf(3).bundlePrice });
      // What the spec client shows, quantity × price, is what the cart charges.
      expect(line.quantity * line.price).toBe(specLine(3).quantity * specLine(3).price);

      // Its +, − and remove send colour, variant and model only (docs/requirements/cart.md#cart-calls):
      // they reach the pack line.
      const { color, variant, model } = specLine(3);
      const put = (url: string) =>
        t.app.inject({
          method: "PUT",
          url,
          remoteAddress: randomIp(),
          headers: { ...fetchFrom(CLIENT), cookie: me.cookie },
          payload: { color, variant, model },
        });
      expect((await put(`/api/cart/increment/${protector._id}/${me.id}`)).json().products).toEqual([
        expect.objectContaining({ bundle: packOf(3).bundle, quantity: 2 }),
      ]);
      expect((await put(`/api/cart/decrement/${protector._id}/${me.id}`)).json().products).toEqual([
        expect.objectContaining({ bundle: packOf(3).bundle, quantity: 1 }),
      ]);
      const removed = await t.app.inject({
        method: "DELETE",
        url: `/api/cart/remove/product/${protector._id}/${me.id}`,
        headers: { ...fetchFrom(CLIENT), cookie: me.cookie },
        payload: { color, variant, model },
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await cartRows(t, me.id)).toEqual([]);
    });

    it("+ without a pack is refused when the cart holds two packs of the same options, saying so", async () => {
      const me = await shopper();
      await send("POST", "/api/cart/add", me.cookie, { userId: me.id, ...specLine(3) });
      await send("POST", "/api/cart/add", me.cookie, { userId: me.id, ...specLine(2) });
      const { color, variant, model } = specLine(3);
      const res = await t.app.inject({
        method: "PUT",
        url: `/api/cart/increment/${protector._id}/${me.id}`,
        headers: { ...fetchFrom(CLIENT), cookie: me.cookie },
        payload: { color, variant, model },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: "VALIDATION", message: `Please say which quantity pack of ${protector.name}`, fields: ["bundle"] });
      expect((await cartRows(t, me.id)).map((r) => r.quantity)).toEqual([1, 1]);
    });

    it("a quantity that is no pack size is still refused, saying which pack to choose", async () => {
      const me = await shopper();
      const res = await send("POST", "/api/cart/add", me.cookie, { userId: me.id, ...specLine(3), quantity: 4 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION", fields: ["bundle"] });
      expect(res.json().message).toBe(`Please select a quantity pack for ${protector.name}`);
      expect(await cartRows(t, me.id)).toEqual([]);
    });

    it("checkout orders the pack at the pack's price and takes its items from stock", async () => {
      const me = await shopper();
      const before = (await t.app.services.catalog.current()).find(protector._id)!.stock;
      const res = await send("POST", "/api/checkout", me.cookie, checkoutBody(me.id, { products: [specLine(2)] }));
      expect(res.statusCode, res.body).toBe(201);
      const { order } = res.json();
      expect(order.products).toEqual([
        expect.objectContaining({ productId: protector._id, bundle: packOf(2).bundle, quantity: 1, price: packOf(2).bundlePrice }),
      ]);
      expect(order.totalAmount).toBe(packOf(2).bundlePrice);
      await t.app.services.catalog.reload();
      expect((await t.app.services.catalog.current()).find(protector._id)!.stock).toBe(before - 2);
    });

    it("cart/sync merges the pack and answers every line it dropped, with the reason", async () => {
      const me = await shopper();
      const items = [
        specLine(2),
        { ...specLine(2), quantity: 5 },
        { productId: phone._id, quantity: 1, color: "No color chosen" },
        { productId: "no-such-product", quantity: 1 },
      ];
      const res = await send("POST", "/api/cart/sync", me.cookie, { userId: me.id, items });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.products).toEqual([
        expect.objectContaining({ productId: protector._id, bundle: packOf(2).bundle, quantity: 1, price: packOf(2).bundlePrice }),
      ]);
      expect(body.dropped).toEqual([
        { productId: protector._id, code: "VALIDATION", reason: `Please select a quantity pack for ${protector.name}` },
        { productId: phone._id, code: "VALIDATION", reason: `Please select a color for ${phone.name}` },
        { productId: "no-such-product", code: "NOT_FOUND", reason: "Product not found" },
      ]);
    });

    it("cart/sync says when a line was dropped because the product is sold out", async () => {
      const me = await shopper();
      await setStock(t, phone._id, 0);
      try {
        const res = await send("POST", "/api/cart/sync", me.cookie, {
          userId: me.id,
          items: [{ productId: phone._id, quantity: 1, color: phone.color[0]!.colorName }],
        });
        expect(res.json().products).toEqual([]);
        expect(res.json().dropped).toEqual([{ productId: phone._id, code: "OUT_OF_STOCK", reason: `${phone.name} is out of stock` }]);
      } finally {
        await setStock(t, phone._id, 10);
      }
    });
  });

  it("a product card's Add to cart with no colour is refused, naming the product and the option", async () => {
    const me = await shopper();
    const res = await send("POST", "/api/cart/add", me.cookie, {
      userId: me.id,
      productId: phone._id,
      modelName: phone.modelName,
      name: phone.name,
      price: phone.sellingPrice,
      quantity: 1,
      image: "x.png",
      stock: 10,
      color: "No color chosen",
      variant: "No variant chosen",
      model: "No model chosen",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: "VALIDATION", message: `Please select a color for ${phone.name}`, fields: ["color"] });
    expect(await cartRows(t, me.id)).toEqual([]);
  });
});
