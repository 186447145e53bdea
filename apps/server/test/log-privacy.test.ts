import { Writable } from "node:stream";
import type { Product } from "@pasal/shared";
import { eq, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema/index.js";
import { findSecrets } from "../src/lib/log-policy.js";
import { cookiesFrom, randomIp, signUp, uniqueEmail } from "./auth-helpers.js";
import { databaseKinds } from "./helpers.js";
import { codeIn, isResetMail, createTestAppWithMail, type TestAppWithMail } from "./mail-server.js";
import { checkoutBody, colorOnly, eventually, firstOptions, setStock } from "./shopping-helpers.js";

describe.each(databaseKinds)("logs at level trace hold no secrets or personal data, on %s", (kind) => {
  let t: TestAppWithMail;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await createTestAppWithMail(kind, {}, { logger: { level: "trace", stream } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("after sign-up, a wrong password, a reset, a checkout, a database error and an ?email= query", async () => {
    const ip = randomIp();
    const inject = (options: InjectOptions) => t.app.inject({ remoteAddress: ip, ...options });
    const password = "momo-lover-88";
    const { email, cookie, user, response: signedUp } = await signUp(t.app, { password, confirmPassword: password });
    expect(signedUp.statusCode).toBe(201);
    const sessionToken = cookie.split("=")[1]!;

    expect((await inject({ method: "POST", url: "/api/auth/login", payload: { email, password: "not-my-password-7" } })).statusCode).toBe(401);

    expect((await inject({ method: "POST", url: "/api/forgot-password", payload: { forgotPasswordEmail: email } })).statusCode).toBe(200);
    const [resetMail] = await eventually(
      () => t.mail.to(email).filter(isResetMail),
      (m) => m.length > 0,
    );
    const code = codeIn(resetMail!);
    const verified = await inject({ method: "POST", url: "/api/verify-code", payload: { email, code } });
    expect(verified.statusCode).toBe(200);
    const verifier = verified.cookies.find((c) => c.name === "pasal_reset")!.value;
    const newPassword = "dal-bhat-power-24";
    const reset = await inject({
      method: "POST",
      url: "/api/reset-password",
      headers: { cookie: cookiesFrom(verified) },
      payload: { email, newPassword },
    });
    expect(reset.statusCode).toBe(200);
    const signedIn = await inject({ method: "POST", url: "/api/auth/login", payload: { email, password: newPassword } });
    const session = cookiesFrom(signedIn);

    const product = (await t.app.services.catalog.current()).products.find((p: Product) => colorOnly(p))!;
    await setStock(t, product._id, 20);
    const added = await inject({
      method: "POST",
      url: "/api/cart/add",
      headers: { cookie: session },
      payload: { userId: user._id, productId: product._id, ...firstOptions(product), quantity: 1 },
    });
    expect(added.statusCode).toBe(200);
    const order = await inject({ method: "POST", url: "/api/checkout", headers: { cookie: session }, payload: checkoutBody(user._id) });
    expect(order.statusCode).toBe(201);

    const queried = uniqueEmail("query");
    await inject({ method: "GET", url: `/api/health?email=${encodeURIComponent(queried)}&token=abc123secret`, headers: { cookie: session } });

    // A database error whose query carries a shopper's e-mail and message as parameters.
    const writer = uniqueEmail("writer");
    await t.database.db.execute(sql`alter table contact_messages rename column email to email_moved`);
    try {
      const failed = await inject({
        method: "POST",
        url: "/api/contactus",
        payload: { name: "Asha Gurung", email: writer, message: "Private note about my flat in Lalitpur" },
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table contact_messages rename column email_moved to email`);
    }
    await t.app.services.jobs.idle();

    const text = lines.join("");
    // The run was really logged: requests at trace, and the database error with its kind and stack.
    expect(text).toContain("/api/checkout");
    const failure = lines.map((l) => JSON.parse(l)).find((l) => l.msg === "request failed");
    expect(failure?.err?.stack).toMatch(/Failed query/);

    const [stored] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user._id));
    const passwordHash = stored!.hash!;
    expect(passwordHash).toMatch(/^\$argon2/);
    expect(
      findSecrets(text, [
        email,
        password,
        newPassword,
        passwordHash,
        code,
        verifier,
        sessionToken,
        session.split("=")[1]!,
        "Baneshwor 10",
        "Opposite the temple",
        "Please call before coming",
        "sita.sharma@example.com",
        "9812345678",
        "9841234567",
        queried,
        encodeURIComponent(queried),
        "abc123secret",
        writer,
        "Private note about my flat",
        "Asha Gurung",
      ]),
    ).toEqual([]);
  });
});
