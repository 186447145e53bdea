import { existsSync, readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobApplications, jobPositions } from "../src/db/schema/index.js";
import { readDemoFile, seedDemoPositions } from "../src/seed-demo.js";
import { uploadsDir } from "../src/storage/upload-store.js";
import { randomIp } from "./auth-helpers.js";
import { createTestApp, databaseKinds } from "./helpers.js";
import { createTestAppWithMail, type TestAppWithMail } from "./mail-server.js";
import { DOCX, ELF, PDF, PLAIN_ZIP, PNG, RTF, multipart, oversized, type FormValue } from "./upload-helpers.js";

const SHOP = "jobs@pasal.test";

describe.each(databaseKinds)("careers on %s", (kind) => {
  let t: TestAppWithMail;
  beforeAll(async () => {
    t = await createTestAppWithMail(kind, { SHOP_EMAIL: SHOP });
  });
  afterAll(async () => {
    await t.close();
  });

  const fields = (overrides: Record<string, string> = {}): [string, FormValue][] =>
    Object.entries({
      firstName: "Sita",
      lastName: "Sharma",
      email: "sita@example.com",
      phone: "9841234567",
      position: "Delivery Rider",
      linkedin: "https://www.linkedin.com/in/sita-sharma",
      coverLetter: "I know every lane of Patan.",
      hearAbout: "linkedin",
      ...overrides,
    });
  const apply = async (entries: [string, FormValue][], remoteAddress = randomIp()) => {
    const form = await multipart(entries);
    return t.app.inject({ method: "POST", url: "/api/apply", ...form, remoteAddress });
  };
  const DEMO_POSITIONS = readDemoFile<{ title: string; location: string; type: string; department: string; description: string }[]>("job-positions.json");
  const resumes = () => (existsSync(uploadsDir(t.config.DATA_DIR, "resumes")) ? readdirSync(uploadsDir(t.config.DATA_DIR, "resumes")) : []);
  const applications = async () => t.database.db.select().from(jobApplications);

  it("lists the open positions (seeded once, however often seeding runs)", async () => {
    expect((await t.app.inject({ url: "/api/positions" })).json()).toEqual([]);
    await seedDemoPositions(t.database.db);
    await seedDemoPositions(t.database.db);
    await t.database.db.insert(jobPositions).values({ ...DEMO_POSITIONS[0]!, title: "Closed role", isOpen: false });
    const list = (await t.app.inject({ url: "/api/positions" })).json();
    expect(list.map((p: { title: string }) => p.title).sort()).toEqual(DEMO_POSITIONS.map((p) => p.title).sort());
    expect(list[0]).toEqual({
      _id: expect.any(String),
      title: expect.any(String),
      location: expect.any(String),
      type: expect.any(String),
      department: expect.any(String),
      description: expect.any(String),
    });
  });

  it("keeps an application and mails it to the shop with the resume attached", async () => {
    const res = await apply([...fields(), ["resume", { data: PDF, name: "cv.pdf", type: "application/pdf" }]]);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/application has been received/);
    const row = (await applications()).find((a) => a.email === "sita@example.com")!;
    expect(row).toMatchObject({ firstName: "Sita", position: "Delivery Rider", positionId: expect.any(String), hearAbout: "linkedin", resumeName: "cv.pdf" });
    expect(existsSync(row.resumePath)).toBe(true);
    await expect.poll(() => t.mail.to(SHOP).length).toBe(1);
    const raw = t.mail.to(SHOP)[0]!.raw;
    expect(raw).toMatch(/Subject: \[Pasal careers\] Application from Sita Sharma for Delivery Rider/);
    expect(raw).toMatch(/Reply-To: sita@example.com/);
    expect(raw).toMatch(/Content-Type: application\/pdf; name=Sita-Sharma-resume\.pdf/);
    expect(raw).toContain(PDF.toString("base64").slice(0, 40));
  });

  it("accepts DOCX and RTF resumes, and leaves LinkedIn, position and how-you-heard optional", async () => {
    const optional = { linkedin: "", position: "", hearAbout: "" };
    const docx = await apply([...fields({ ...optional, email: "d@example.com" }), ["resume", { data: DOCX, name: "cv.docx" }]]);
    const rtf = await apply([...fields({ email: "r@example.com" }), ["resume", { data: RTF, name: "cv.rtf" }]]);
    expect([docx.statusCode, rtf.statusCode]).toEqual([200, 200]);
    const rows = await applications();
    expect(rows.find((a) => a.email === "d@example.com")).toMatchObject({ linkedin: null, hearAbout: null, position: "", positionId: null });
    expect(
      resumes()
        .map((f) => f.split(".").pop())
        .sort(),
    ).toEqual(["docx", "pdf", "rtf"]);
  });

  it("refuses bad applications and resumes, writing and mailing nothing", async () => {
    const before = { rows: (await applications()).length, files: resumes().length, mails: t.mail.received.length };
    const pdf: [string, FormValue] = ["resume", { data: PDF, name: "cv.pdf" }];
    const cases: [number, string, [string, FormValue][]][] = [
      [400, "First name is required", [...fields({ firstName: " " }), pdf]],
      [400, "Last name is required", [...fields({ lastName: "" }), pdf]],
      [400, "Invalid email format", [...fields({ email: "sita@" }), pdf]],
      [400, "Enter a valid phone number", [...fields({ phone: "call me" }), pdf]],
      [400, "Cover letter is required", [...fields({ coverLetter: "" }), pdf]],
      [400, "Enter a LinkedIn URL starting with http:// or https://", [...fields({ linkedin: "javascript:alert(1)" }), pdf]],
      [400, "Enter a LinkedIn URL starting with http:// or https://", [...fields({ linkedin: "linkedin.com/in/sita" }), pdf]],
      [400, "Choose how you heard about us from the list", [...fields({ hearAbout: "tiktok" }), pdf]],
      [400, "Please attach your resume", fields()],
      [400, "Resume must be a PDF, DOCX or RTF file", [...fields(), ["resume", { data: ELF, name: "cv.pdf", type: "application/pdf" }]]],
      [400, "Resume must be a PDF, DOCX or RTF file", [...fields(), ["resume", { data: PLAIN_ZIP, name: "cv.docx" }]]],
      [400, "Resume must be a PDF, DOCX or RTF file", [...fields(), ["resume", { data: PNG, name: "cv.png" }]]],
      [400, "Resume must be a PDF, DOCX or RTF file", [...fields(), ["resume", { data: Buffer.from("Plain text resume"), name: "cv.rtf" }]]],
      [413, "Resume must be less than 5MB", [...fields(), ["resume", { data: Buffer.concat([PDF, oversized().subarray(PDF.length)]), name: "cv.pdf" }]]],
    ];
    for (const [status, message, entries] of cases) {
      const res = await apply(entries);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status, message });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect({ rows: (await applications()).length, files: resumes().length, mails: t.mail.received.length }).toEqual(before);
  });

  it("limits how many applications one network address can send, keeping and mailing nothing once refused", async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i++) expect((await apply(fields(), ip)).statusCode).toBe(400);
    const before = { rows: (await applications()).length, files: resumes().length, mails: t.mail.received.length };
    const refused = await apply([...fields({ email: "flood@example.com" }), ["resume", { data: PDF, name: "cv.pdf" }]], ip);
    expect(refused.statusCode).toBe(429);
    expect((await apply([...fields({ email: "other-ip@example.com" }), ["resume", { data: PDF, name: "cv.pdf" }]])).statusCode).toBe(200);
    await expect.poll(() => t.mail.received.length).toBe(before.mails + 1);
    expect((await applications()).map((a) => a.email)).not.toContain("flood@example.com");
    expect(resumes().length).toBe(before.files + 1);
  });

  it("keeps nothing when the mail cannot be sent, so the applicant can retry", async () => {
    const broken = await createTestApp(kind, { SMTP_URL: "smtp://127.0.0.1:9" });
    try {
      const form = await multipart([...fields({ email: "retry@example.com" }), ["resume", { data: PDF, name: "cv.pdf" }]]);
      const res = await broken.app.inject({ method: "POST", url: "/api/apply", ...form, remoteAddress: randomIp() });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/try again/);
      expect(await broken.database.db.select().from(jobApplications)).toEqual([]);
      expect(readdirSync(uploadsDir(broken.config.DATA_DIR, "resumes"))).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});
