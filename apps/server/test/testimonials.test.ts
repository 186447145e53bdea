import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestimonialService } from "../src/modules/content/testimonial-service.js";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";

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
    expect(list[0]).toMatchObject({ _id: expect.any(String), name: expect.any(String), experience: expect.any(String), location: expect.any(String), image: { url: expect.stringMatching(/^\/media\//) } });
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
