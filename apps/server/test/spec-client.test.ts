import type { Product } from "@pasal/shared";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomIp, uniqueEmail } from "./auth-helpers.js";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";
import { cartRows, checkoutBody, colorOnly, firstOptions, productWhere, setStock } from "./shopping-helpers.js";

/**
 * The compatibility suite (docs/requirements/operations.md#spec-clients): the API driven exactly as a
 * storefront written for the spec's calls (the call tables of docs/requirements/) drives it, from
 * another origin, with credentials. Payloads carry what the spec's client sends, including the fields
 * the server ignores.
 */
const CLIENT = "https://spec-client.example.org";

describe.each(databaseKinds)("a spec client on another origin, on %s", (kind) => {
  let t: TestApp;
  let cookie = "";
  let userId = "";
  let phone: Product; // several variants, colours
  let single: Product; // exactly one colour and nothing else to choose
  const ip = randomIp();

  /** One call as the client's fetch makes it: Origin, credentials, JSON. */
  const call = async (method: string, url: string, payload?: object): Promise<LightMyRequestResponse> => {
    const res = await t.app.inject({
      method: method as "GET",
      url,
      remoteAddress: ip,
      headers: { origin: CLIENT, ...(cookie ? { cookie } : {}), ...(payload ? { "content-type": "application/json" } : {}) },
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });
    const set = res.cookies.find((c) => c.name === "pasal_session");
    if (set) cookie = `${set.name}=${set.value}`;
    return res;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { CORS_ORIGINS: CLIENT, PUBLIC_URL: "https://api.pasal.example.com" });
    phone = await productWhere(t, (p) => p.variant.length > 1 && p.color.length > 0 && !p.model.length && !p.bundle.length);
    single = await productWhere(t, (p) => colorOnly(p) && p.color.length === 1);
    await setStock(t, phone._id, 20);
    await setStock(t, single._id, 20);
    const email = uniqueEmail("spec-client");
    const res = await call("POST", "/api/auth/signup", {
      fullName: "Maya Gurung",
      email,
      phoneNumber: "9812345678",
      password: "dal-bhat-power",
      confirmPassword: "dal-bhat-power",
    });
    expect(res.statusCode).toBe(201);
    userId = res.json().user._id;
  });
  afterAll(() => t.close());

  it("lets the browser's preflight through for every method and header the calls use", async () => {
    for (const [method, url] of [
      ["PUT", `/api/cart/increment/${phone._id}/${userId}`],
      ["DELETE", `/api/cart/remove/product/${phone._id}/${userId}`],
      ["DELETE", `/api/wishlist/${userId}/${phone._id}`],
      ["POST", "/api/checkout"],
    ] as const) {
      const res = await t.app.inject({
        method: "OPTIONS",
        url,
        headers: { origin: CLIENT, "access-control-request-method": method, "access-control-request-headers": "content-type,idempotency-key" },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(204);
      expect(res.headers["access-control-allow-origin"]).toBe(CLIENT);
      expect(res.headers["access-control-allow-credentials"]).toBe("true");
      expect(
        String(res.headers["access-control-allow-methods"])
          .split(",")
          .map((m) => m.trim()),
      ).toContain(method);
      expect(String(res.headers["access-control-allow-headers"]).toLowerCase()).toContain("idempotency-key");
    }
    const stranger = await t.app.inject({
      method: "OPTIONS",
      url: "/api/checkout",
      headers: { origin: "https://evil.example.net", "access-control-request-method": "POST" },
    });
    expect(stranger.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("gets a session cookie the browser will send back across sites: SameSite=None; Secure", async () => {
    const login = await t.app.inject({ method: "GET", url: "/api/auth/check", headers: { origin: CLIENT, cookie } });
    expect(login.statusCode).toBe(200);
    const fresh = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      remoteAddress: randomIp(),
      headers: { origin: CLIENT },
      payload: { fullName: "Hari Karki", email: uniqueEmail("cookie"), phoneNumber: "9812345678", password: "momo-momo-88", confirmPassword: "momo-momo-88" },
    });
    const setCookie = String(fresh.headers["set-cookie"]);
    expect(setCookie).toMatch(/SameSite=None/i);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/HttpOnly/);
  });

  it("adds, increments, decrements and removes a cart line with the spec's payloads, leaving out a choice that has one option", async () => {
    // The spec's client sends what it shows; "No color chosen" when the shopper picked nothing.
    const add = await call("POST", "/api/cart/add", {
      userId,
      productId: single._id,
      modelName: single.modelName,
      name: single.name,
      price: 1,
      quantity: 1,
      image: "x.png",
      stock: 999,
      color: "No color chosen",
      variant: "No variant chosen",
      model: "No model chosen",
    });
    expect(add.statusCode, add.body).toBeLessThan(300);
    expect(add.json().message).toEqual(expect.any(String));
    const options = { color: "No color chosen", variant: "No variant chosen", model: "No model chosen" };
    expect((await call("PUT", `/api/cart/increment/${single._id}/${userId}`, options)).statusCode).toBe(200);
    expect((await call("PUT", `/api/cart/increment/${single._id}/${userId}`, options)).statusCode).toBe(200);
    expect((await call("PUT", `/api/cart/decrement/${single._id}/${userId}`, options)).statusCode).toBe(200);
    const cart = await call("GET", `/api/cart/${userId}`);
    expect(cart.statusCode).toBe(200);
    const line = JSON.stringify(cart.json());
    expect(line).toContain(single.color[0]!.colorName);
    expect((await cartRows(t, userId)).map((r) => [r.productId, r.color, r.quantity])).toEqual([[single._id, single.color[0]!.colorName, 2]]);
    expect((await call("DELETE", `/api/cart/remove/product/${single._id}/${userId}`, options)).statusCode).toBe(200);
    expect(await cartRows(t, userId)).toEqual([]);
    // With two or more colours the shopper must still choose.
    const ambiguous = await call("POST", "/api/cart/add", { userId, productId: phone._id, quantity: 1, variant: phone.variant[0]!.variantName });
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json().message).toMatch(/select a color/i);
  });

  it("Buy now orders the posted line only, at catalogue prices, and the cart keeps everything else", async () => {
    const cartLine = { productId: phone._id, ...firstOptions(phone), quantity: 2 };
    expect((await call("POST", "/api/cart/add", { userId, ...cartLine })).statusCode).toBeLessThan(300);
    expect((await call("POST", "/api/cart/add", { userId, productId: single._id, quantity: 1 })).statusCode).toBeLessThan(300);

    // The spec's Buy now: `products` is the buy-now list, no extra flag.
    const res = await call(
      "POST",
      "/api/checkout",
      checkoutBody(userId, {
        products: [{ productId: single._id, modelName: single.modelName, name: "cheap", price: 1, quantity: 1, color: "No color chosen" }],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json();
    expect(order.products).toEqual([expect.objectContaining({ productId: single._id, price: single.sellingPrice, quantity: 1 })]);
    expect(order.totalAmount).toBe(single.sellingPrice);
    // The ordered line left the cart; the phone stayed.
    expect((await cartRows(t, userId)).map((r) => [r.productId, r.quantity])).toEqual([[phone._id, 2]]);

    // Checkout with the cart as `products` (the spec's "else cart") empties what it ordered.
    const whole = await call("POST", "/api/checkout", checkoutBody(userId, { products: [{ ...cartLine, price: 1 }] }));
    expect(whole.statusCode, whole.body).toBe(201);
    expect(whole.json().order.totalAmount).toBe(phone.variant[0]!.variantSP * 2);
    expect(await cartRows(t, userId)).toEqual([]);
    const orders = await call("GET", `/api/orders/${userId}`);
    expect(orders.json()).toHaveLength(2);
  });

  it("reads stock for a list of ids with the spec's trailing slash, like without it", async () => {
    const ids = `${phone._id},${single._id}`;
    const slash = await call("GET", `/api/product/?productIds=${ids}`);
    const bare = await call("GET", `/api/product?productIds=${ids}`);
    expect(slash.statusCode).toBe(200);
    expect(slash.json()).toEqual(bare.json());
    expect(
      slash
        .json()
        .map((p: Product) => p._id)
        .sort(),
    ).toEqual([phone._id, single._id].sort());
    expect((await call("GET", `/api/cart/${userId}/`)).statusCode).toBe(200);
    expect((await call("GET", "/api/category/")).statusCode).toBe(200);
  });

  it("reads the location tree as the spec's province → district → municipalities", async () => {
    const res = await call("GET", "/api/location?lang=english");
    expect(res.statusCode).toBe(200);
    const tree = res.json() as Record<string, Record<string, string[]>>;
    const provinces = Object.keys(tree);
    expect(provinces).toHaveLength(7);
    // What the spec's three-step picker does with it.
    const districts = Object.keys(tree[provinces[2]!]!);
    expect(districts).toContain("Kathmandu");
    expect(tree[provinces[2]!]!.Kathmandu).toEqual(expect.arrayContaining(["Kathmandu", "Kirtipur"]));
  });

  it("shows ratings and review counts that match the reviews it can read", async () => {
    const all = (await call("GET", "/api/product")).json() as Product[];
    const reviewed = all.filter((p) => p.reviews > 0);
    expect(reviewed.length).toBeGreaterThan(all.length / 2);
    for (const product of reviewed.slice(0, 5)) {
      const list = (await call("GET", `/api/review/${product._id}`)).json();
      expect(list.responseCount).toBe(product.reviews);
      expect(list.response).toHaveLength(product.reviews);
      const mean = list.response.reduce((sum: number, r: { rating: number }) => sum + r.rating, 0) / list.response.length;
      expect(product.rating).toBeCloseTo(mean, 1);
    }
  });
});
