import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { testimonials } from "../src/db/schema/index.js";
import { TestimonialService } from "../src/modules/content/testimonial-service.js";
import { uploadsDir } from "../src/storage/upload-store.js";
import { randomIp } from "./auth-helpers.js";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";
import { ELF, PNG, SVG, multipart, oversized, type FormValue } from "./upload-helpers.js";

describe.each(databaseKinds)("testimonials on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("shows the approved demo testimonials with their pictures", async () => {
    const res = await t.app.inject({ url: "/api/show-testimonials" });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list[0]).toMatchObject({
      _id: expect.any(String),
      name: expect.any(String),
      experience: expect.any(String),
      location: expect.any(String),
      image: { url: expect.stringMatching(/^\/media\//) },
    });
  });

  it("keeps a new testimonial hidden until an admin approves it", async () => {
    const service = new TestimonialService(t.database.db);
    const id = await service.submit({ name: "Hari Prasad", experience: "Quick delivery to Itahari.", location: "Itahari", imageUrl: null });
    const names = async () => (await t.app.inject({ url: "/api/show-testimonials" })).json().map((x: { name: string }) => x.name);
    expect(await names()).not.toContain("Hari Prasad");
    expect(await service.approve(id)).toBe(true);
    expect(await names()).toContain("Hari Prasad");
    expect(await service.approve("00000000-0000-0000-0000-000000000000")).toBe(false);
  });
});

describe.each(databaseKinds)("submitting a testimonial on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const submit = async (entries: [string, FormValue][], remoteAddress = randomIp()) => {
    const form = await multipart(entries);
    return t.app.inject({ method: "POST", url: "/api/testimonial", ...form, remoteAddress });
  };
  const stored = () => readdirSync(uploadsDir(t.config.DATA_DIR, "testimonials"));
  const rows = async () => t.database.db.select().from(testimonials);
  const full: [string, FormValue][] = [
    ["name", "Gita Magar"],
    ["experience", "Loved the quick delivery to Hetauda."],
    ["location", "Hetauda"],
    ["image", { data: PNG, name: "me.png", type: "image/png" }],
  ];

  it("stores a complete testimonial unapproved, with its photo, until an admin approves it", async () => {
    const res = await submit(full);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/^Testimonial submitted successfully!/);
    const row = (await rows()).find((r) => r.name === "Gita Magar")!;
    expect(row).toMatchObject({ approved: false, location: "Hetauda", imageUrl: expect.stringMatching(/^\/uploads\/testimonials\/[a-f0-9]{32}\.png$/) });
    const shown = async () => (await t.app.inject({ url: "/api/show-testimonials" })).json().map((x: { name: string }) => x.name);
    expect(await shown()).not.toContain("Gita Magar");
    await new TestimonialService(t.database.db).approve(row.id);
    expect(await shown()).toContain("Gita Magar");
    expect((await t.app.inject({ url: row.imageUrl! })).statusCode).toBe(200);
  });

  it("needs all four fields and a real image, and writes nothing when refused", async () => {
    const before = { files: stored().length, rows: (await rows()).length };
    const without = (key: string) => full.filter(([k]) => k !== key);
    const cases: [number, string, [string, FormValue][]][] = [
      [400, "Name is required", without("name")],
      [400, "Please tell us about your experience", without("experience")],
      [400, "Location is required", [...without("location"), ["location", "   "]]],
      [400, "Please add a photo of yourself", without("image")],
      [400, "Only JPG, PNG, GIF or WebP images are allowed", [...without("image"), ["image", { data: ELF, name: "me.png", type: "image/png" }]]],
      [400, "Only JPG, PNG, GIF or WebP images are allowed", [...without("image"), ["image", { data: SVG, name: "me.svg", type: "image/svg+xml" }]]],
      [413, "The photo must be less than 5MB", [...without("image"), ["image", { data: oversized(), name: "me.png" }]]],
      [400, "Attach at most 1 file", [...full, ["image", { data: PNG, name: "again.png" }]]],
    ];
    for (const [status, message, entries] of cases) {
      const res = await submit(entries);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status, message });
    }
    expect({ files: stored().length, rows: (await rows()).length }).toEqual(before);
  });

  it("limits how many testimonials one network address can send, storing nothing once refused", async () => {
    const ip = randomIp();
    const noPhoto = full.filter(([k]) => k !== "image");
    for (let i = 0; i < 10; i++) expect((await submit(noPhoto, ip)).statusCode).toBe(400);
    const before = { files: stored().length, rows: (await rows()).length };
    const refused = await submit(full, ip);
    expect(refused.statusCode).toBe(429);
    expect({ files: stored().length, rows: (await rows()).length }).toEqual(before);
  });
});
