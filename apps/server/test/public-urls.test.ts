import { writeFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLines, reviewMedia } from "../src/db/schema/index.js";
import { mediaDir } from "../src/plugins/static-files.js";
import { randomIp } from "./auth-helpers.js";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";
import { checkoutBody, colorOnly, firstOptions, newShopper, productWhere, setStock } from "./shopping-helpers.js";
import { PNG, multipart } from "./upload-helpers.js";

const ORIGIN = "https://shop.example.com";

/** Every string in an answer that names a media or upload path, absolute or not. */
function mediaUrls(value: unknown): string[] {
  if (typeof value === "string") return /\/(media|uploads)\//.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(mediaUrls);
  if (value && typeof value === "object") return Object.values(value).flatMap(mediaUrls);
  return [];
}

describe.each(databaseKinds)("media URLs in API answers on %s", (kind) => {
  let absolute: TestApp;
  let relative: TestApp;
  beforeAll(async () => {
    absolute = await createTestApp(kind, { PUBLIC_URL: `${ORIGIN}/` });
    relative = await createTestApp(kind);
  });
  afterAll(async () => {
    await absolute.close();
    await relative.close();
  });

  const get = async (t: TestApp, url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, url).toBe(200);
    return res.headers["content-encoding"] === "br" ? JSON.parse(brotliDecompressSync(res.rawPayload).toString()) : res.json();
  };

  it("makes catalogue, listing, category and brand pictures absolute from PUBLIC_URL, compressed or not", async () => {
    const product = (await get(absolute, "/api/product"))[0];
    for (const url of [
      ...mediaUrls(await get(absolute, "/api/product")),
      ...mediaUrls(await get(absolute, "/api/product", { "accept-encoding": "br" })),
      ...mediaUrls(await get(absolute, `/api/product/${product._id}`)),
      ...mediaUrls(await get(absolute, "/api/products?limit=5", { "accept-encoding": "br" })),
      ...mediaUrls(await get(absolute, "/api/category")),
      ...mediaUrls(await get(absolute, "/api/subcategory")),
      ...mediaUrls(await get(absolute, `/api/product/subcategory/${encodeURIComponent(product.parentSubcategory)}`)),
      ...mediaUrls(await get(absolute, "/api/show-testimonials")),
    ]) {
      expect(url).toMatch(/^https:\/\/shop\.example\.com\/(media|uploads)\/[^/]/);
    }
    expect(product.images[0].url).toMatch(/^https:\/\/shop\.example\.com\/media\//);
    expect((await get(absolute, "/api/show-testimonials"))[0].image.url).toMatch(/^https:\/\/shop\.example\.com\/media\//);
    // The in-memory catalogue the rest of the server reads stays relative.
    expect((await absolute.app.services.catalog.current()).products[0]!.images[0]!.url).toMatch(/^\/media\//);
  });

  it("leaves them relative when PUBLIC_URL is not set", async () => {
    const urls = [
      ...mediaUrls(await get(relative, "/api/product")),
      ...mediaUrls(await get(relative, "/api/products?limit=5")),
      ...mediaUrls(await get(relative, "/api/show-testimonials")),
    ];
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) expect(url).toMatch(/^\/(media|uploads)\//);
  });

  it("makes review media, cart and order lines absolute while the database keeps relative paths", async () => {
    const plain = await productWhere(absolute, colorOnly);
    await setStock(absolute, plain._id, 5);
    const sita = await newShopper(absolute);
    const form = await multipart([
      ["productId", plain._id],
      ["rating", "5"],
      ["comment", "Good"],
      ["medias", { data: PNG, name: "a.png" }],
    ]);
    const posted = await absolute.app.inject({
      method: "POST",
      url: "/api/review",
      ...form,
      headers: { ...form.headers, cookie: sita.cookie },
      remoteAddress: randomIp(),
    });
    expect(posted.statusCode).toBe(201);
    const reviews = (await get(absolute, `/api/review/${plain._id}`)).response;
    const mediaUrl: string = reviews[0].medias[0].url;
    expect(mediaUrl).toMatch(/^https:\/\/shop\.example\.com\/uploads\/reviews\/[a-f0-9]{32}\.png$/);
    // The absolute URL points at the same file this server serves under the path.
    expect((await absolute.app.inject({ url: new URL(mediaUrl).pathname })).statusCode).toBe(200);
    const [stored] = await absolute.database.db.select().from(reviewMedia);
    expect(stored!.url).toBe(new URL(mediaUrl).pathname);

    const line = { productId: plain._id, ...firstOptions(plain), quantity: 1 };
    const cart = await absolute.app.inject({ method: "POST", url: "/api/cart/add", headers: { cookie: sita.cookie }, payload: { userId: sita.id, ...line } });
    expect(cart.json().products[0].image).toMatch(/^https:\/\/shop\.example\.com\/media\//);
    const ordered = await absolute.app.inject({
      method: "POST",
      url: "/api/checkout",
      headers: { cookie: sita.cookie },
      payload: checkoutBody(sita.id, { products: [line] }),
    });
    expect(ordered.statusCode).toBe(201);
    const orders = await get(absolute, `/api/orders/${sita.id}`, { cookie: sita.cookie });
    const orderImages = mediaUrls(orders);
    expect(orderImages.length).toBeGreaterThan(0);
    for (const url of orderImages) expect(url).toMatch(/^https:\/\/shop\.example\.com\/media\//);
    const [storedLine] = await absolute.database.db.select().from(orderLines).where(eq(orderLines.productId, plain._id));
    expect(mediaUrls(storedLine).every((url) => url.startsWith("/media/"))).toBe(true);
  });

  it("lets other origins embed /media and /uploads only (Cross-Origin-Resource-Policy)", async () => {
    for (const t of [absolute, relative]) {
      writeFileSync(path.join(mediaDir(t.config), "corp-test.png"), PNG);
      const upload = `/uploads/reviews/${"d".repeat(32)}.png`;
      writeFileSync(path.join(t.config.DATA_DIR, upload), PNG);
      for (const url of ["/media/corp-test.png", upload]) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers["cross-origin-resource-policy"], url).toBe("cross-origin");
      }
      for (const url of ["/api/health", "/api/product", "/", "/media/missing.png"]) {
        const res = await t.app.inject({ url });
        expect(res.headers["cross-origin-resource-policy"], url).toBe("same-origin");
      }
    }
  });
});
