import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema/index.js";
import { member, type Member } from "./admin-helpers.js";
import { cookiesFrom, randomIp, signUp, uniqueEmail, verificationCodeIn, verificationMail, verificationTokenIn, verifyEmail } from "./auth-helpers.js";
import { databaseKinds } from "./helpers.js";
import { createTestAppWithMail, type ReceivedMail, type TestAppWithMail } from "./mail-server.js";
import { eventually } from "./shopping-helpers.js";

/** The token of the invitation link (quoted-printable may wrap the line). */
function inviteTokenIn(mail: ReceivedMail): string {
  const match = /\/admin\/invite\?token=([A-Za-z0-9_-]+)/.exec(mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "="));
  if (!match) throw new Error("no invitation link in the mail");
  return match[1]!;
}

// Decision 028: nothing is attached to an account by an e-mail address its owner never proved.
describe.each(databaseKinds)("proven addresses on %s", (kind) => {
  let t: TestAppWithMail;
  let owner: Member;

  beforeAll(async () => {
    t = await createTestAppWithMail(kind, { PUBLIC_URL: "https://shop.example.com" });
    owner = await member(t, "owner");
  });
  afterAll(async () => {
    await t?.close();
  });

  const check = (cookie: string) => t.app.inject({ url: "/api/auth/check", headers: { cookie } });
  const post = (url: string, payload: object | undefined, cookie?: string) =>
    t.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {}, remoteAddress: randomIp() });
  const login = (email: string, password: string) => post("/api/auth/login", { email, password });

  describe("e-mail verification", () => {
    it("starts unverified (shopping works), and the mailed code proves the address", async () => {
      const shopper = await signUp(t.app);
      expect(shopper.user.emailVerified).toBe(false);
      expect((await check(shopper.cookie)).json().emailVerified).toBe(false);
      expect((await t.app.inject({ url: `/api/cart/${shopper.user._id}`, headers: { cookie: shopper.cookie } })).statusCode).toBe(200);

      const raw = await verificationMail(t.mail, shopper.email);
      expect(raw).toContain("https://shop.example.com/verify-email?token=");
      const code = verificationCodeIn(raw);
      const wrong = await post("/api/auth/verify-email", { code: code === "000000" ? "111111" : "000000" }, shopper.cookie);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toMatch(/wrong or has expired/);
      expect((await post("/api/auth/verify-email", { code }, undefined)).statusCode).toBe(401);
      expect((await post("/api/auth/verify-email", { code: "12ab" }, shopper.cookie)).statusCode).toBe(400);

      const right = await post("/api/auth/verify-email", { code }, shopper.cookie);
      expect(right.statusCode).toBe(200);
      expect(right.json().user).toMatchObject({ _id: shopper.user._id, emailVerified: true });
      expect((await check(shopper.cookie)).json().emailVerified).toBe(true);
    });

    it("kills a code after five wrong tries, even for the right code, until a new one is asked for", async () => {
      const shopper = await signUp(t.app);
      const code = verificationCodeIn(await verificationMail(t.mail, shopper.email));
      const wrong = code === "000000" ? "111111" : "000000";
      // In parallel: the tries are counted before they are compared.
      const statuses = (await Promise.all(Array.from({ length: 8 }, () => post("/api/auth/verify-email", { code: wrong }, shopper.cookie)))).map(
        (r) => r.statusCode,
      );
      expect(statuses.filter((s) => s === 400)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(3);
      expect((await post("/api/auth/verify-email", { code }, shopper.cookie)).statusCode).toBe(429);

      const before = t.mail.to(shopper.email.toLowerCase()).length;
      const resend = await post("/api/auth/verify-email/resend", undefined, shopper.cookie);
      expect(resend.statusCode).toBe(200);
      expect((await post("/api/auth/verify-email/resend", undefined, shopper.cookie)).statusCode).toBe(429);
      await eventually(
        () => t.mail.to(shopper.email.toLowerCase()),
        (m) => m.length > before,
      );
      const fresh = verificationCodeIn(await verificationMail(t.mail, shopper.email));
      expect((await post("/api/auth/verify-email", { code: fresh }, shopper.cookie)).statusCode).toBe(200);
    });

    it("takes the mailed link only in the session of the account it was made for", async () => {
      const shopper = await signUp(t.app);
      const token = verificationTokenIn(await verificationMail(t.mail, shopper.email));
      const stranger = await signUp(t.app);
      // The address's owner clicking the mail while signed in to another account proves nothing for this one.
      expect((await post("/api/auth/verify-email", { token }, stranger.cookie)).statusCode).toBe(403);
      expect((await post("/api/auth/verify-email", { token }, undefined)).statusCode).toBe(401);
      expect((await check(shopper.cookie)).json().emailVerified).toBe(false);
      const opened = await post("/api/auth/verify-email", { token }, shopper.cookie);
      expect(opened.statusCode).toBe(200);
      expect(opened.json().user.emailVerified).toBe(true);
      expect((await check(stranger.cookie)).json().emailVerified).toBe(false);
    });
  });

  describe("e-mail change", () => {
    const changeLink = async (email: string) => {
      const found = await eventually(() => t.mail.to(email).find((m) => m.raw.includes("confirm-email")), Boolean);
      const raw = found!.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      return /https?:\/\/[^/\s]+(\/api\/auth\/confirm-email\?token=[\w.%-]+)/.exec(raw)![1]!;
    };
    const change = (account: { user: { _id: string }; cookie: string }, email: string) =>
      post("/api/auth/update-user", { id: account.user._id, userData: { fullName: "Sita Sharma", phoneNumber: "9812345678", email } }, account.cookie);

    it("proves the new address when its link is opened in the account's own session", async () => {
      const shopper = await signUp(t.app);
      const to = uniqueEmail("moved-in-session");
      expect((await change(shopper, to)).statusCode).toBe(200);
      const opened = await t.app.inject({ url: await changeLink(to), headers: { cookie: shopper.cookie } });
      expect(opened.statusCode).toBe(303);
      expect((await check(shopper.cookie)).json()).toMatchObject({ email: to, emailVerified: true });
    });

    it("moves but does not prove an account when someone else's mailbox clicks the link", async () => {
      // A stranger asks to move their account to the victim's address; the victim clicks the mail.
      const stranger = await signUp(t.app);
      await verifyEmail(t.app, stranger, t.mail);
      const victim = uniqueEmail("victim-mailbox");
      expect((await change(stranger, victim)).statusCode).toBe(200);
      expect((await t.app.inject({ url: await changeLink(victim) })).statusCode).toBe(303);
      expect((await check(stranger.cookie)).json()).toMatchObject({ email: victim, emailVerified: false });
    });
  });

  describe("sign-up with an address that has an account", () => {
    it("answers exactly like a new sign-up, opens nothing, and tells the owner by mail", async () => {
      const existing = await signUp(t.app);
      const fresh = await signUp(t.app);
      const again = await signUp(t.app, { email: existing.email, password: "someone-elses-99", confirmPassword: "someone-elses-99" });
      expect(again.response.statusCode).toBe(fresh.response.statusCode);
      expect(Object.keys(again.response.json().user).sort()).toEqual(Object.keys(fresh.response.json().user).sort());
      expect(again.response.cookies.map((c) => c.name).sort()).toEqual(fresh.response.cookies.map((c) => c.name).sort());
      expect(again.user).toMatchObject({ email: existing.email, emailVerified: false, role: "customer" });
      expect(again.user._id).not.toBe(existing.user._id);
      // Not signed in to the existing account, and not a known device for it either: its device
      // cookie looks like a real one, but a source that guessed ten times stays stopped with it.
      expect((await check(again.cookie)).statusCode).toBe(401);
      const device = again.response.cookies.find((c) => c.name === "pasal_device")!.value;
      const real = fresh.response.cookies.find((c) => c.name === "pasal_device")!.value;
      expect(device).toMatch(new RegExp(`^[\\w-]{${real.split(".")[0]!.length}}\\.[0-9a-f]{${real.split(".")[1]!.length}}$`));
      const guesser = randomIp();
      const guess = (cookie?: string) =>
        t.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: existing.email, password: "a-wrong-guess" },
          remoteAddress: guesser,
          headers: cookie ? { cookie } : {},
        });
      for (let i = 0; i < 10; i++) expect((await guess()).statusCode).toBe(401);
      expect((await guess()).statusCode).toBe(429);
      expect((await guess(`pasal_device=${device}`)).statusCode).toBe(429);
      const tried = await eventually(() => t.mail.to(existing.email.toLowerCase()).find((m) => m.raw.includes("tried to create")), Boolean);
      expect(tried!.raw).toContain("https://shop.example.com/auth");
      // The existing account is untouched: its password still works, the other does not.
      expect((await login(existing.email, existing.password)).statusCode).toBe(200);
      expect((await login(existing.email, "someone-elses-99")).statusCode).toBe(401);
    });
  });

  describe("staff invitations", () => {
    const invite = (email: string, role = "staff") => post("/api/admin/staff", { email, role }, owner.cookie);
    const accept = (payload: object, cookie?: string) => post("/api/auth/invites/accept", payload, cookie);
    const me = (cookie: string) => t.app.inject({ url: "/api/admin/me", headers: { cookie } });
    const latestInvite = (email: string) =>
      eventually(
        () =>
          t.mail
            .to(email)
            .filter((m) => m.raw.includes("/admin/invite?token="))
            .at(-1),
        Boolean,
      );

    it("gives an attacker who signed up with the new hire's address no rights; the link's holder gets the account", async () => {
      const newhire = uniqueEmail("newhire");
      const attacker = await signUp(t.app, { email: newhire });
      const invited = await invite(newhire);
      expect(invited.statusCode).toBe(201);
      expect(invited.json()).toMatchObject({ email: newhire, role: "staff", invitePending: true });
      // Nothing granted by the invitation itself.
      expect((await me(attacker.cookie)).statusCode).toBe(403);
      expect((await t.app.inject({ url: "/api/admin/customers", headers: { cookie: attacker.cookie } })).statusCode).toBe(403);
      expect((await check(attacker.cookie)).json().role).toBe("customer");
      // The owner's list shows the open invitation.
      const staffList = await t.app.inject({ url: "/api/admin/staff", headers: { cookie: owner.cookie } });
      expect(staffList.statusCode, staffList.body).toBe(200);
      const listed = staffList.json().items;
      expect(listed).toContainEqual(expect.objectContaining({ email: newhire, role: "staff", invitePending: true }));

      // The real invitee opens the mailed link, not signed in, and chooses a password.
      const token = inviteTokenIn((await latestInvite(newhire))!);
      const accepted = await accept({ token, password: "real-newhire-pass-1", fullName: "Real Newhire" });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().user).toMatchObject({ email: newhire, role: "staff", emailVerified: true });
      expect((await me(cookiesFrom(accepted))).json()).toMatchObject({ role: "staff" });
      // The attacker's session and password ended with the take-over.
      expect((await check(attacker.cookie)).statusCode).toBe(401);
      expect((await login(newhire, attacker.password)).statusCode).toBe(401);
      expect((await login(newhire, "real-newhire-pass-1")).statusCode).toBe(200);
    });

    it("accepts in the invited account's own session, and refuses another account's session", async () => {
      const shopper = await signUp(t.app);
      await verifyEmail(t.app, shopper, t.mail);
      await invite(shopper.email, "support");
      expect((await me(shopper.cookie)).statusCode).toBe(403);
      const token = inviteTokenIn((await latestInvite(shopper.email))!);

      const other = await signUp(t.app);
      const wrongAccount = await accept({ token, password: "other-person-pass" }, other.cookie);
      expect(wrongAccount.statusCode).toBe(403);
      expect((await check(other.cookie)).json().role).toBe("customer");
      // A proven account has an owner: the link alone, signed out, does not replace their password.
      const signedOut = await accept({ token, password: "link-holder-pass-1" });
      expect(signedOut.statusCode).toBe(401);
      expect((await login(shopper.email, "link-holder-pass-1")).statusCode).toBe(401);

      const accepted = await accept({ token }, shopper.cookie);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().user).toMatchObject({ _id: shopper.user._id, role: "support" });
      expect((await me(shopper.cookie)).json()).toMatchObject({ role: "support" });
      expect((await login(shopper.email, shopper.password)).statusCode).toBe(200);
      // Spent.
      expect((await accept({ token }, shopper.cookie)).statusCode).toBe(400);
    });

    it("withdraws an open invitation without touching the account", async () => {
      const shopper = await signUp(t.app);
      const invited = await invite(shopper.email);
      const token = inviteTokenIn((await latestInvite(shopper.email))!);
      expect((await t.app.inject({ method: "DELETE", url: `/api/admin/staff/${invited.json().id}`, headers: { cookie: owner.cookie } })).statusCode).toBe(200);
      expect((await accept({ token }, shopper.cookie)).statusCode).toBe(400);
      expect((await check(shopper.cookie)).json().role).toBe("customer");
      const [row] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, shopper.user._id));
      expect(row!.role).toBe("customer");
    });
  });
});
