import { ERROR_CODES, type Product } from "@pasal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomIp, uniqueEmail } from "./auth-helpers.js";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";
import { checkoutBody, colorOnly, firstOptions, newShopper, productWhere, setStock, type Shopper } from "./shopping-helpers.js";

/**
 * Every error answer is `{code, message, …details}` from the one error handler (decision 032,
 * docs/requirements/operations.md#api-errors), and the OpenAPI document lists the codes. Clients branch
 * on `code`.
 */
describe.each(databaseKinds)("error codes on %s", (kind) => {
  let t: TestApp;
  let plain: Product;
  let sita: Shopper;
  beforeAll(async () => {
    t = await createTestApp(kind);
    plain = await productWhere(t, (p) => colorOnly(p) && p.color.length === 1);
    await setStock(t, plain._id, 3);
    sita = await newShopper(t);
  });
  afterAll(() => t.close());

  const checkout = (extra: Record<string, unknown>, who: Shopper = sita) =>
    t.app.inject({ method: "POST", url: "/api/checkout", headers: { cookie: who.cookie }, payload: checkoutBody(who.id, extra) });

  it("OUT_OF_STOCK names the product and the units left", async () => {
    const res = await checkout({ buyNow: true, products: [{ productId: plain._id, ...firstOptions(plain), quantity: 4 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: "OUT_OF_STOCK",
      message: `Only 3 left of ${plain.name}`,
      productId: plain._id,
      name: plain.name,
      unitsLeft: 3,
    });
  });

  it("TRANSITION_CONFLICT carries the order's current status", async () => {
    const placed = await checkout({ buyNow: true, products: [{ productId: plain._id, ...firstOptions(plain), quantity: 1 }] });
    expect(placed.statusCode, placed.body).toBe(201);
    const url = `/api/orders/${placed.json().order._id}/cancel`;
    expect((await t.app.inject({ method: "POST", url, headers: { cookie: sita.cookie } })).statusCode).toBe(200);
    const again = await t.app.inject({ method: "POST", url, headers: { cookie: sita.cookie } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: "TRANSITION_CONFLICT", message: "An order that is cancelled cannot become cancelled.", current: "cancelled" });
  });

  it("VALIDATION lists the refused fields as paths", async () => {
    const res = await checkout({ phoneNumber: "12", mail: "not-an-address", shippingAddress: { ...checkoutBody("").shippingAddress, province: "" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION");
    expect(res.json().fields).toEqual(expect.arrayContaining(["phoneNumber", "mail"]));
    expect(res.json().message).toMatch(/^Invalid body: /);
  });

  it.each([
    ["no session", 401, "UNAUTHORIZED", () => t.app.inject({ url: `/api/cart/${sita.id}` })],
    [
      "another shopper's cart",
      403,
      "FORBIDDEN",
      async () => {
        const ram = await newShopper(t);
        return t.app.inject({ url: `/api/cart/${sita.id}`, headers: { cookie: ram.cookie } });
      },
    ],
    [
      "a write from another site",
      403,
      "FORBIDDEN",
      () =>
        t.app.inject({
          method: "POST",
          url: "/api/cart/add",
          headers: { cookie: sita.cookie, origin: "https://evil.example.net" },
          payload: { userId: sita.id, productId: plain._id },
        }),
    ],
    ["an unknown product", 404, "NOT_FOUND", () => t.app.inject({ url: "/api/product/no-such-product" })],
    ["an unknown API path", 404, "NOT_FOUND", () => t.app.inject({ url: "/api/no-such-call" })],
    [
      "a body past 1 MB",
      413,
      "PAYLOAD_TOO_LARGE",
      () =>
        t.app.inject({
          method: "POST",
          url: "/api/contactus",
          headers: { "content-type": "application/json" },
          payload: JSON.stringify({ message: "x".repeat(1_100_000) }),
        }),
    ],
    [
      "a body type the API does not read",
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      () => t.app.inject({ method: "POST", url: "/api/contactus", headers: { "content-type": "text/xml" }, payload: "<a/>" }),
    ],
    [
      "malformed JSON",
      400,
      "BAD_REQUEST",
      () => t.app.inject({ method: "POST", url: "/api/auth/login", headers: { "content-type": "application/json" }, payload: "{email:" }),
    ],
  ])("%s answers %i %s", async (_name, status, code, send) => {
    const res = await send();
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual(expect.objectContaining({ code, message: expect.any(String) }));
  });

  it("RATE_LIMITED when a limit is reached", async () => {
    const email = uniqueEmail("limited");
    const ask = () => t.app.inject({ method: "POST", url: "/api/forgot-password", remoteAddress: randomIp(), payload: { forgotPasswordEmail: email } });
    expect((await ask()).statusCode).toBe(200);
    const second = await ask();
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({ code: "RATE_LIMITED", message: "Please wait a minute before asking for a new code." });
  });

  it("the OpenAPI document lists the routes and, on each, the error body with every code", async () => {
    const res = await t.app.inject({ url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    const doc = JSON.parse(res.body);
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(expect.arrayContaining(["/api/checkout", "/api/cart/add", "/api/cart/sync", "/api/auth/logout", "/api/admin/orders"]));
    expect(paths.every((path) => path.startsWith("/api/"))).toBe(true);
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item as Record<string, { responses: Record<string, unknown> }>));
    expect(operations.length).toBeGreaterThan(100);
    for (const operation of operations) {
      for (const range of ["4XX", "5XX"]) {
        const schema = (operation.responses[range] as { content: { "application/json": { schema: { properties: { code: { enum: string[] } } } } } }).content[
          "application/json"
        ].schema;
        expect(schema.properties.code.enum).toEqual([...ERROR_CODES]);
      }
    }
    // Checkout also declares its own 409 body; cart/sync its `dropped` lines.
    expect(doc.paths["/api/checkout"].post.responses["409"].content["application/json"].schema.properties.code.enum).toEqual(["OUT_OF_STOCK"]);
    expect(doc.paths["/api/cart/sync"].post.responses["200"].content["application/json"].schema.properties).toHaveProperty("dropped");
  });
});
