import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, contactMessages, orders, reviews, testimonials, users } from "../src/db/schema/index.js";
import { member, type Member } from "./admin-helpers.js";
import { randomIp, signUp } from "./auth-helpers.js";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";
import { multipart, PDF } from "./upload-helpers.js";

describe.each(databaseKinds)("back-office customers, moderation, inbox and settings (%s)", (kind) => {
  let t: TestApp;
  let staff: Member;
  let support: Member;
  let owner: Member;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [staff, support, owner] = [await member(t, "staff"), await member(t, "support"), await member(t, "owner")];
  });
  afterAll(async () => t?.close());

  const as = (who: Member, method: string, url: string, payload?: unknown) =>
    t.app.inject({ method: method as "GET", url, headers: { cookie: who.cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });

  it("finds customers, shows their detail without a password hash, and disabling ends their sessions at once", async () => {
    const { response, cookie, email, password } = await signUp(t.app, { fullName: "Maya Gurung" });
    expect(response.statusCode, response.body).toBe(201);
    const body = { email, password };
    const userId = response.json().user._id as string;
    await t.database.db.insert(orders).values({
      orderNumber: `ORD-T${Date.now().toString(36).toUpperCase()}`,
      userId,
      totalPaisa: 150_000,
      contact: { firstName: "Maya", lastName: "Gurung", email, phone: "9841234567" },
      shippingAddress: { district: "Kaski" },
    });
    const found = await as(support, "GET", `/api/admin/customers?q=${encodeURIComponent(body.email)}`);
    expect(found.statusCode).toBe(200);
    const [row] = found.json().items;
    expect(row).toMatchObject({ fullName: "Maya Gurung", disabled: false, orders: 1 });
    const detail = await as(support, "GET", `/api/admin/customers/${row.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).not.toMatch(/password|argon2/i);
    expect(detail.json()).toMatchObject({ orderList: [{ status: "processing", totalAmount: 1500 }], reviews: [] });

    expect((await t.app.inject({ url: "/api/auth/check", headers: { cookie } })).statusCode).toBe(200);
    expect((await as(support, "POST", `/api/admin/customers/${row.id}/disable`)).statusCode).toBe(403);
    const disabled = await as(owner, "POST", `/api/admin/customers/${row.id}/disable`);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().disabled).toBe(true);
    expect((await t.app.inject({ url: "/api/auth/check", headers: { cookie } })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: body.email, password: body.password },
      remoteAddress: randomIp(),
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/disabled/);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, row.id), eq(auditLog.action, "customer.disable")));
    expect(audit).toHaveLength(1);

    await as(owner, "POST", `/api/admin/customers/${row.id}/enable`);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: body.email, password: body.password },
      remoteAddress: randomIp(),
    });
    expect(again.statusCode).toBe(200);
    expect((await as(owner, "POST", `/api/admin/customers/${staff.id}/disable`)).statusCode).toBe(409);
    expect((await as(owner, "GET", "/api/admin/customers/not-an-id")).statusCode).toBe(400);
  });

  it("approves a testimonial into the home page at once, and rejects another out of the queue", async () => {
    const [waiting, other] = await t.database.db
      .insert(testimonials)
      .values([
        { name: "Ram Thapa", experience: "Fast delivery to Pokhara", location: "Pokhara" },
        { name: "Spam Bot", experience: "Buy followers", location: "Nowhere" },
      ])
      .returning();
    const queue = await as(support, "GET", "/api/admin/testimonials?status=pending");
    expect(queue.json().items.map((i: { id: string }) => i.id)).toEqual(expect.arrayContaining([waiting!.id, other!.id]));
    const home = async () => (await t.app.inject({ url: "/api/show-testimonials" })).body;
    expect(await home()).not.toContain(waiting!.id);

    const approved = await as(support, "POST", `/api/admin/testimonials/${waiting!.id}/approve`);
    expect(approved.json().status).toBe("approved");
    expect(await home()).toContain(waiting!.id);
    const rejected = await as(support, "POST", `/api/admin/testimonials/${other!.id}/reject`);
    expect(rejected.json().status).toBe("rejected");
    const rejectedList = await as(support, "GET", "/api/admin/testimonials?status=rejected");
    expect(rejectedList.json().items.map((i: { id: string }) => i.id)).toContain(other!.id);
    expect(await home()).not.toContain(other!.id);
    expect((await as(support, "GET", "/api/admin/testimonials?status=maybe")).statusCode).toBe(400);
    expect((await as(support, "POST", "/api/admin/testimonials/00000000-0000-4000-8000-000000000000/approve")).statusCode).toBe(404);
  });

  it("hides a review out of the product's list and rating totals, and restores it, in step", async () => {
    const [review] = await t.database.db.select().from(reviews).limit(1);
    const productId = review!.productId;
    const rating = async () => (await t.app.inject({ method: "POST", url: `/api/review-rating/${productId}` })).json();
    const listed = async () => (await t.app.inject({ url: `/api/review/${productId}` })).json().response.map((r: { _id: string }) => r._id);
    const before = await rating();
    expect(await listed()).toContain(review!.id);

    const hidden = await as(support, "POST", `/api/admin/reviews/${review!.id}/hide`);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().status).toBe("hidden");
    expect(await listed()).not.toContain(review!.id);
    const after = await rating();
    expect(after).toMatchObject({ reviews: before.reviews - 1, totalRating: before.totalRating - review!.rating });
    expect((await t.app.inject({ url: `/api/product/${productId}` })).json().reviews).toBe(before.reviews - 1);
    // Twice changes nothing.
    await as(support, "POST", `/api/admin/reviews/${review!.id}/hide`);
    expect(await rating()).toEqual(after);
    const hiddenList = await as(support, "GET", "/api/admin/reviews?status=hidden");
    expect(hiddenList.json().items.map((r: { id: string }) => r.id)).toContain(review!.id);

    await as(support, "POST", `/api/admin/reviews/${review!.id}/restore`);
    expect(await rating()).toEqual(before);
    expect(await listed()).toContain(review!.id);
  });

  it("keeps contact messages and applications with a status, gives résumés to staff only, and manages positions", async () => {
    await t.database.db.insert(contactMessages).values({ name: "Hari", email: "hari@example.com", message: "Is the S24 in stock?" });
    const inbox = await as(support, "GET", "/api/admin/inbox/messages?status=new");
    const message = inbox.json().items.find((m: { name: string }) => m.name === "Hari");
    expect(message.status).toBe("new");
    const replied = await as(support, "PATCH", `/api/admin/inbox/messages/${message.id}`, { status: "replied" });
    expect(replied.json().status).toBe("replied");
    expect((await as(support, "PATCH", `/api/admin/inbox/messages/${message.id}`, { status: "lost" })).statusCode).toBe(400);

    // A position made here is on the careers page; an application to it comes into the inbox.
    const created = await as(support, "POST", "/api/admin/positions", {
      title: "Store Keeper",
      location: "Kathmandu",
      type: "Full-time",
      department: "Operations",
      description: "Keep the stock room",
    });
    expect(created.statusCode, created.body).toBe(201);
    const position = created.json();
    const careers = async () => (await t.app.inject({ url: "/api/positions" })).json().map((p: { _id: string }) => p._id);
    expect(await careers()).toContain(position.id);
    expect((await as(support, "POST", "/api/admin/positions", { title: "" })).statusCode).toBe(400);

    const form = await multipart([
      ["firstName", "Sita"],
      ["lastName", "Sharma"],
      ["email", "sita@example.com"],
      ["phone", "9801234567"],
      ["position", "Store Keeper"],
      ["linkedin", ""],
      ["coverLetter", "I kept a shop for five years."],
      ["hearAbout", "website"],
      ["resume", { data: PDF, name: "cv.pdf", type: "application/pdf" }],
    ]);
    const applied = await t.app.inject({ method: "POST", url: "/api/apply", ...form, remoteAddress: randomIp() });
    expect(applied.statusCode, applied.body).toBe(200);
    const applications = await as(support, "GET", "/api/admin/inbox/applications");
    const application = applications.json().items.find((a: { email: string }) => a.email === "sita@example.com");
    expect(application).toMatchObject({ positionId: position.id, resumeName: "cv.pdf", status: "new" });
    expect(application).not.toHaveProperty("resumePath");
    const resume = await as(support, "GET", `/api/admin/inbox/applications/${application.id}/resume`);
    expect(resume.statusCode).toBe(200);
    expect(resume.rawPayload.equals(PDF)).toBe(true);
    expect(resume.headers["content-disposition"]).toMatch(/^attachment; filename="cv.pdf"/);
    const customer = await member(t, "customer");
    expect((await as(customer, "GET", `/api/admin/inbox/applications/${application.id}/resume`)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/admin/inbox/applications/${application.id}/resume` })).statusCode).toBe(401);
    const archived = await as(support, "PATCH", `/api/admin/inbox/applications/${application.id}`, { status: "archived" });
    expect(archived.json().status).toBe("archived");

    const closed = await as(support, "PATCH", `/api/admin/positions/${position.id}`, { isOpen: false });
    expect(closed.json(), closed.body).toMatchObject({ isOpen: false, applications: 1 });
    expect(await careers()).not.toContain(position.id);
    expect((await as(support, "PATCH", `/api/admin/positions/${position.id}`, {})).statusCode).toBe(400);
  });

  it("lets the owner edit the shop's settings, which GET /api/shop serves at once; others get 403", async () => {
    const defaults = await as(owner, "GET", "/api/admin/settings");
    expect(defaults.statusCode).toBe(200);
    expect(defaults.json().businessName).toBe(t.config.SHOP_NAME);
    const settings = {
      businessName: "Pasal Electronics Pvt. Ltd.",
      address: "Durbar Marg, Kathmandu",
      pan: "609876543",
      companyRegistrationNo: "123456/078/079",
      ecommerceListingNo: "EC-2081-0042",
      grievanceOfficer: { name: "Anita Shrestha", phone: "9801000000", email: "grievance@pasal.com.np" },
      supportHours: "9 AM – 7 PM, every day",
      supportPhone: "9802000000",
    };
    expect((await as(staff, "PUT", "/api/admin/settings", settings)).statusCode).toBe(403);
    const bad = await as(owner, "PUT", "/api/admin/settings", { ...settings, pan: "12" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/9 digits/);
    const saved = await as(owner, "PUT", "/api/admin/settings", settings);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(settings);
    const shop = (await t.app.inject({ url: "/api/shop" })).json();
    expect(shop).toMatchObject({
      name: settings.businessName,
      address: settings.address,
      supportHours: settings.supportHours,
      pan: "609876543",
      grievanceOfficer: settings.grievanceOfficer,
    });
    expect(shop.phones[0]).toBe("9802000000");
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "settings.update"));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorUserId).toBe(owner.id);
    const [stillThere] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, owner.id));
    expect(stillThere).toBeDefined();
  });
});
