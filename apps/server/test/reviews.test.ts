import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { uploadsDir } from "../src/storage/upload-store.js";
import { randomIp, signUp } from "./auth-helpers.js";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";
import { ELF, EXE, GIF, JPEG, MOV, MP4, PNG, multipart, oversized, type FormValue } from "./upload-helpers.js";

const WRONG_TYPE = "Only JPG, PNG, GIF images and MP4 videos are allowed";

describe.each(databaseKinds)("reviews on %s", (kind) => {
  let t: TestApp;
  let productId: string;
  let author: { cookie: string };
  let other: { cookie: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    // A product nobody has reviewed yet (the demo catalogue seeds reviews for most of them).
    productId = (await t.app.inject({ url: "/api/product" })).json().find((p: { reviews: number }) => p.reviews === 0)._id;
    author = await signUp(t.app, { fullName: "Sita Sharma" });
    other = await signUp(t.app, { fullName: "Hari Karki" });
  });
  afterAll(() => t.close());

  const storedFiles = () => readdirSync(uploadsDir(t.config.DATA_DIR, "reviews"));
  const product = async () => (await t.app.inject({ url: `/api/product/${productId}` })).json();
  const list = async (cookie?: string) => (await t.app.inject({ url: `/api/review/${productId}`, headers: cookie ? { cookie } : {} })).json();

  async function post(entries: [string, FormValue][], cookie: string | null = author.cookie, remoteAddress = randomIp()) {
    const form = await multipart(entries);
    return t.app.inject({ method: "POST", url: "/api/review", ...form, headers: { ...form.headers, ...(cookie ? { cookie } : {}) }, remoteAddress });
  }

  it("lists no reviews for a product nobody reviewed, and 404 for an unknown product", async () => {
    expect(await list()).toEqual({ response: [], responseCount: 0 });
    const unknown = await t.app.inject({ url: "/api/review/00000000-0000-0000-0000-000000000000" });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ url: "/api/review/not-a-uuid" })).statusCode).toBe(404);
  });

  it("posts a review with a photo and a video, as the session user, and updates the rating", async () => {
    const before = (await t.app.inject({ method: "POST", url: `/api/review-rating/${productId}` })).json();
    const res = await post([
      ["productId", productId],
      ["rating", "4"],
      ["comment", "<b>Solid</b> phone, battery lasts two days"],
      ["user", "Somebody Else"],
      ["date", "2001-01-01"],
      ["medias", { data: PNG, name: "front.png", type: "image/png" }],
      ["medias", { data: MP4, name: "unboxing.mp4", type: "video/mp4" }],
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: "Review posted successfully", product: { reviews: before.reviews + 1 } });

    const { response, responseCount } = await list(author.cookie);
    expect(responseCount).toBe(1);
    const review = response[0];
    expect(review).toMatchObject({ user: "Sita Sharma", rating: 4, comment: "<b>Solid</b> phone, battery lasts two days", mine: true });
    expect(Date.now() - Date.parse(review.date)).toBeLessThan(60_000);
    expect(review.medias).toEqual([
      { url: expect.stringMatching(/^\/uploads\/reviews\/[a-f0-9]{32}\.png$/), type: "image" },
      { url: expect.stringMatching(/^\/uploads\/reviews\/[a-f0-9]{32}\.mp4$/), type: "video" },
    ]);
    expect((await list(other.cookie)).response[0].mine).toBe(false);
    expect((await list()).response[0].mine).toBe(false);

    const after = await product();
    expect(after.reviews).toBe(before.reviews + 1);
    expect(after.rating).toBe(Math.round(((before.totalRating + 4) / (before.reviews + 1)) * 10) / 10);

    const image = await t.app.inject({ url: review.medias[0].url });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it("accepts JPEG, GIF and QuickTime too, and a review with no comment or media", async () => {
    const media: [string, FormValue][] = [
      ["medias", { data: JPEG, name: "a.jpg" }],
      ["medias", { data: GIF, name: "b.gif" }],
      ["medias", { data: MOV, name: "c.mov" }],
    ];
    const res = await post([["productId", productId], ["rating", "5"], ...media], other.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json().review.medias.map((m: { type: string }) => m.type)).toEqual(["image", "image", "video"]);
    const bare = await post(
      [
        ["productId", productId],
        ["rating", "3"],
      ],
      other.cookie,
    );
    expect(bare.statusCode).toBe(201);
    expect(bare.json().review.comment).toBe("");
    const { response } = await list();
    expect(response[0]._id).toBe(bare.json().review._id); // newest first
  });

  it("refuses guests, bad ratings, unknown products and bad files, writing nothing", async () => {
    const filesBefore = storedFiles().length;
    const countBefore = (await list()).responseCount;
    const png = ["medias", { data: PNG, name: "p.png" }] as [string, FormValue];
    const cases: [number, string, Promise<Awaited<ReturnType<typeof post>>>][] = [
      [401, "Please login first!", post([["productId", productId], ["rating", "5"], png], null)],
      [400, "Please select a rating", post([["productId", productId], png])],
      [400, "Please select a rating", post([["productId", productId], ["rating", "0"], png])],
      [400, "Rating must be between 1 and 5", post([["productId", productId], ["rating", "6"], png])],
      [400, "Please select a rating", post([["productId", productId], ["rating", "4.5"], png])],
      [404, "Product not found", post([["productId", "00000000-0000-0000-0000-000000000000"], ["rating", "5"], png])],
      [400, "Unknown product", post([["productId", "../../etc"], ["rating", "5"], png])],
      [
        413,
        "Files must be less than 5MB",
        post([
          ["productId", productId],
          ["rating", "5"],
          ["medias", { data: oversized(), name: "big.png" }],
        ]),
      ],
      [
        400,
        WRONG_TYPE,
        post([
          ["productId", productId],
          ["rating", "5"],
          ["medias", { data: ELF, name: "image.png", type: "image/png" }],
        ]),
      ],
      [400, WRONG_TYPE, post([["productId", productId], ["rating", "5"], png, ["medias", { data: EXE, name: "photo.jpg", type: "image/jpeg" }]])],
      [
        400,
        WRONG_TYPE,
        post([
          ["productId", productId],
          ["rating", "5"],
          ["medias", { data: Buffer.from("<svg/>"), name: "x.svg" }],
        ]),
      ],
      [400, "You can attach up to 5 photos or videos", post([["productId", productId], ["rating", "5"], png, png, png, png, png, png])],
      [
        400,
        "Unexpected file field: avatar",
        post([
          ["productId", productId],
          ["rating", "5"],
          ["avatar", { data: PNG, name: "a.png" }],
        ]),
      ],
    ];
    for (const [status, message, pending] of cases) {
      const res = await pending;
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status, message });
    }
    const json = await t.app.inject({ method: "POST", url: "/api/review", payload: { productId, rating: 5 }, headers: { cookie: author.cookie } });
    expect(json.statusCode).toBe(400);
    expect(storedFiles().length).toBe(filesBefore);
    expect((await list()).responseCount).toBe(countBefore);
  });

  it("lets only the author delete a review, and takes it out of the rating", async () => {
    const posted = await post([
      ["productId", productId],
      ["rating", "1"],
      ["medias", { data: PNG, name: "p.png" }],
    ]);
    const { review } = posted.json();
    const withIt = await product();
    const file = review.medias[0].url as string;

    const guest = await t.app.inject({ method: "DELETE", url: `/api/review/${review._id}` });
    expect(guest.statusCode).toBe(401);
    const notAuthor = await t.app.inject({ method: "DELETE", url: `/api/review/${review._id}`, headers: { cookie: other.cookie } });
    expect(notAuthor.statusCode).toBe(403);
    expect(notAuthor.json().message).toBe("You can only delete your own reviews");

    const res = await t.app.inject({ method: "DELETE", url: `/api/review/${review._id}`, headers: { cookie: author.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: "Review deleted successfully", product: { reviews: withIt.reviews - 1 } });
    const after = await product();
    expect(after.reviews).toBe(withIt.reviews - 1);
    expect(after.rating).toBe(res.json().product.rating);
    expect((await list()).response.map((r: { _id: string }) => r._id)).not.toContain(review._id);
    expect((await t.app.inject({ url: file })).statusCode).toBe(404);

    const again = await t.app.inject({ method: "DELETE", url: `/api/review/${review._id}`, headers: { cookie: author.cookie } });
    expect(again.statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: "/api/review/nope", headers: { cookie: author.cookie } })).statusCode).toBe(404);
  });

  it("keeps a committed review and its files when the catalogue reload after it fails", async () => {
    const fileOf = (url: string) => path.join(uploadsDir(t.config.DATA_DIR, "reviews"), path.basename(url));
    const reload = vi.spyOn(t.app.services.catalog, "reload").mockRejectedValueOnce(new Error("database hiccup"));
    try {
      const res = await post([
        ["productId", productId],
        ["rating", "5"],
        ["medias", { data: PNG, name: "p.png" }],
      ]);
      expect(res.statusCode).toBe(201);
      const { review } = res.json();
      expect(existsSync(fileOf(review.medias[0].url))).toBe(true);
      expect((await list()).response.map((r: { _id: string }) => r._id)).toContain(review._id);

      reload.mockRejectedValueOnce(new Error("database hiccup"));
      const removed = await t.app.inject({ method: "DELETE", url: `/api/review/${review._id}`, headers: { cookie: author.cookie } });
      expect(removed.statusCode).toBe(200);
      expect(existsSync(fileOf(review.medias[0].url))).toBe(false);
    } finally {
      reload.mockRestore();
    }
  });

  it("limits how many reviews one network address can post, storing nothing once refused", async () => {
    const ip = randomIp();
    for (let i = 0; i < 20; i++)
      expect(
        (
          await post(
            [
              ["productId", productId],
              ["rating", "4"],
            ],
            other.cookie,
            ip,
          )
        ).statusCode,
      ).toBe(201);
    const filesBefore = storedFiles().length;
    const countBefore = (await list()).responseCount;
    const refused = await post(
      [
        ["productId", productId],
        ["rating", "4"],
        ["medias", { data: PNG, name: "p.png" }],
      ],
      other.cookie,
      ip,
    );
    expect(refused.statusCode).toBe(429);
    expect(storedFiles().length).toBe(filesBefore);
    expect((await list()).responseCount).toBe(countBefore);
  });

  it("answers POST /review-rating/:productId with the current rating, writing nothing", async () => {
    const current = await product();
    const res = await t.app.inject({ method: "POST", url: `/api/review-rating/${productId}`, payload: { rating: 1, comment: "x" } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ productId, rating: current.rating, reviews: current.reviews, totalRating: expect.any(Number) });
    expect((await product()).reviews).toBe(current.reviews);
    const unknown = await t.app.inject({ method: "POST", url: "/api/review-rating/00000000-0000-0000-0000-000000000000" });
    expect(unknown.statusCode).toBe(404);
  });
});
