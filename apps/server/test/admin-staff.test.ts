import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, sessions, users } from "../src/db/schema/index.js";
import { member, type Member } from "./admin-helpers.js";
import { cookiesFrom, randomIp, signUp } from "./auth-helpers.js";
import { databaseKinds } from "./helpers.js";
import { createTestAppWithMail, type ReceivedMail, type TestAppWithMail } from "./mail-server.js";
import { eventually } from "./shopping-helpers.js";

/** The token of the set-password link in an invitation (quoted-printable may wrap the line). */
function tokenIn(mail: ReceivedMail): string {
  const unwrapped = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const match = /\/admin\/invite\?token=([A-Za-z0-9_-]+)/.exec(unwrapped);
  if (!match) throw new Error("no invitation link in the mail");
  return match[1]!;
}

describe.each(databaseKinds)("the shop's staff on %s", (kind) => {
  let t: TestAppWithMail;
  let owner: Member;

  beforeAll(async () => {
    t = await createTestAppWithMail(kind, { PUBLIC_URL: "https://shop.example.com" });
    owner = await member(t, "owner");
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object, cookie = owner.cookie) =>
    t.app.inject({ method, url, payload, headers: { cookie }, remoteAddress: randomIp() });

  it("invites a new person by mail; the one-time link sets the password and signs them in as staff", async () => {
    const email = `new.staff.${Date.now()}@example.com`;
    const invited = await call("POST", "/api/admin/staff", { email, role: "staff" });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ email, role: "staff", invitePending: true });
    const [letter] = await eventually(
      () => t.mail.to(email),
      (m) => m.length > 0,
    );
    expect(letter!.raw).toContain("https://shop.example.com/admin/invite?token=");
    const token = tokenIn(letter!);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toBeNull();

    const short = await t.app.inject({ method: "POST", url: "/api/auth/invites/accept", payload: { token, password: "short" }, remoteAddress: randomIp() });
    expect(short.statusCode).toBe(400);
    const accepted = await t.app.inject({
      method: "POST",
      url: "/api/auth/invites/accept",
      payload: { token, password: "dal-bhat-power-24", fullName: "Nabin Shrestha" },
      remoteAddress: randomIp(),
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({ email, role: "staff", fullName: "Nabin Shrestha" });
    const me = await t.app.inject({ method: "GET", url: "/api/admin/me", headers: { cookie: cookiesFrom(accepted) } });
    expect(me.json()).toMatchObject({ role: "staff" });

    const reused = await t.app.inject({
      method: "POST",
      url: "/api/auth/invites/accept",
      payload: { token, password: "another-password-1" },
      remoteAddress: randomIp(),
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/invalid, used or expired/);

    // The ordinary sign-in answers the role, so the storefront can send staff to /admin.
    const signIn = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: "dal-bhat-power-24" }, remoteAddress: randomIp() });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.role).toBe("staff");

    const again = await call("POST", "/api/admin/staff", { email, role: "support" });
    expect(again.statusCode).toBe(409);
  });

  it("gives a customer's account the role once they open the link in their session; removing it ends their sessions", async () => {
    const customer = await signUp(t.app);
    const invited = await call("POST", "/api/admin/staff", { email: customer.email.toUpperCase(), role: "support" });
    expect(invited.statusCode).toBe(201);
    const id = invited.json().id;
    expect(id).toBe(customer.user._id);
    // Invited is not yet staff (decision 028).
    expect((await call("GET", "/api/admin/me", undefined, customer.cookie)).statusCode).toBe(403);
    const [letter] = await eventually(
      () => t.mail.to(customer.email),
      (m) => m.some((one) => one.raw.includes("/admin/invite?token=")),
    );
    const token = tokenIn(t.mail.to(customer.email).find((one) => one.raw.includes("/admin/invite?token=")) ?? letter!);
    const accepted = await t.app.inject({
      method: "POST",
      url: "/api/auth/invites/accept",
      payload: { token },
      headers: { cookie: customer.cookie },
      remoteAddress: randomIp(),
    });
    expect(accepted.statusCode).toBe(200);
    expect((await call("GET", "/api/admin/me", undefined, customer.cookie)).json().role).toBe("support");

    const list = (await call("GET", "/api/admin/staff")).json().items;
    expect(list.map((m: { id: string }) => m.id)).toContain(id);

    const changed = await call("PATCH", `/api/admin/staff/${id}`, { role: "staff" });
    expect(changed.json()).toMatchObject({ role: "staff" });
    expect((await call("PATCH", `/api/admin/staff/${id}`, { role: "customer" })).statusCode).toBe(400);

    const removed = await call("DELETE", `/api/admin/staff/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect((await call("GET", "/api/admin/me", undefined, customer.cookie)).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row!.role).toBe("customer");
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual(
      expect.arrayContaining([
        ["staff.role", { role: "support" }, { role: "staff" }],
        ["staff.remove", { role: "staff" }, { role: "customer" }],
      ]),
    );
  });

  it("never demotes or removes the last owner", async () => {
    // Every other owner of this database leaves first.
    await t.database.db.update(users).set({ role: "customer" }).where(eq(users.role, "owner"));
    await t.database.db.update(users).set({ role: "owner" }).where(eq(users.id, owner.id));
    const demote = await call("PATCH", `/api/admin/staff/${owner.id}`, { role: "staff" });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toMatch(/at least one owner/);
    expect((await call("DELETE", `/api/admin/staff/${owner.id}`)).statusCode).toBe(409);

    const second = await member(t, "owner");
    expect((await call("PATCH", `/api/admin/staff/${owner.id}`, { role: "staff" }, second.cookie)).statusCode).toBe(200);
    expect((await call("DELETE", `/api/admin/staff/${second.id}`, undefined, second.cookie)).statusCode).toBe(409);
  });
});
