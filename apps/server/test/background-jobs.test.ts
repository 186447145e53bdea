import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import type { Product } from "@pasal/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { interactions } from "../src/db/schema/index.js";
import { createTestApp, databaseKinds, type DatabaseKind, type TestApp } from "./helpers.js";
import { startMailServer, type MailAnswer, type MailServer } from "./mail-server.js";
import { checkoutBody, colorOnly, eventually, firstOptions, newShopper, setStock, type Shopper } from "./shopping-helpers.js";
import { REDIS_URL, deleteRedisKeys, redisReachable } from "./redis-fixture.js";

type QueueKind = "in-process" | "bullmq";
const queueKinds: QueueKind[] = redisReachable ? ["in-process", "bullmq"] : ["in-process"];
const prefixes: string[] = [];

afterAll(async () => {
  if (prefixes.length > 0) await deleteRedisKeys(...prefixes.map((prefix) => `${prefix}:*`));
});

interface Started {
  t: TestApp;
  mail: MailServer;
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

/** An app whose mail goes to a local SMTP server answering as told, with its warnings captured. */
async function start(db: DatabaseKind, queue: QueueKind, answer: MailAnswer, env: Record<string, string> = {}): Promise<Started> {
  const mail = await startMailServer(answer);
  const logs: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const prefix = `pasal-test:${randomUUID()}`;
  if (queue === "bullmq") prefixes.push(prefix);
  const t = await createTestApp(
    db,
    { SMTP_URL: mail.url, JOB_BACKOFF_MS: "50", ...(queue === "bullmq" ? { REDIS_URL, JOB_QUEUE_PREFIX: prefix } : {}), ...env },
    { logger: { level: "warn", stream } },
  );
  return {
    t,
    mail,
    logs,
    async close() {
      await t.close();
      await mail.close();
    },
  };
}

async function placeOrder(t: TestApp, who: Shopper) {
  const product = (await t.app.services.catalog.current()).products.find((p: Product) => colorOnly(p))!;
  await setStock(t, product._id, 50);
  const began = Date.now();
  const res = await t.app.inject({
    method: "POST",
    url: "/api/checkout",
    headers: { cookie: who.cookie },
    payload: checkoutBody(who.id, { buyNow: true, products: [{ productId: product._id, ...firstOptions(product), quantity: 1 }] }),
  });
  return { res, ms: Date.now() - began };
}

const combos = databaseKinds.flatMap((db) => queueKinds.map((queue) => [db, queue] as const));

describe.each(combos)("work after a checkout on %s, %s queue", (db, queue) => {
  it("answers before a slow confirmation mail is delivered, and the mail arrives after", async () => {
    const s = await start(db, queue, () => ({ delayMs: 1500 }));
    try {
      const sita = await newShopper(s.t);
      const { res, ms } = await placeOrder(s.t, sita);
      expect(res.statusCode).toBe(201);
      expect(ms).toBeLessThan(1200);
      expect(s.mail.to(sita.email)).toHaveLength(0);
      const mails = await eventually(
        () => s.mail.to(sita.email),
        (m) => m.length === 1,
        8000,
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.raw).toContain(res.json().order.orderId);
    } finally {
      await s.close();
    }
  });

  it("retries a mail the server refuses for a while, then delivers it once", async () => {
    const s = await start(db, queue, (n) => ({ fail: n <= 2 }));
    try {
      const sita = await newShopper(s.t);
      expect((await placeOrder(s.t, sita)).res.statusCode).toBe(201);
      const mails = await eventually(
        () => s.mail.to(sita.email),
        (m) => m.length > 0,
        8000,
      );
      expect(mails).toHaveLength(1);
      expect(s.mail.attempts()).toBe(3);
      expect(s.logs.filter((l) => l.msg === "background job failed; will retry" && l.job === "order.confirmation")).toHaveLength(2);
    } finally {
      await s.close();
    }
  });

  it("gives up on a mail that keeps failing, logs it, and keeps serving", async () => {
    const s = await start(db, queue, () => ({ fail: true }), { JOB_ATTEMPTS: "3" });
    try {
      const sita = await newShopper(s.t);
      expect((await placeOrder(s.t, sita)).res.statusCode).toBe(201);
      const given = await eventually(
        () => s.logs.filter((l) => l.msg === "background job failed; given up"),
        (l) => l.length > 0,
        8000,
      );
      expect(given).toEqual([expect.objectContaining({ job: "order.confirmation", attempt: 3 })]);
      expect(s.mail.attempts()).toBe(3);
      expect((await s.t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await s.close();
    }
  });

  it("finishes the confirmation mail in hand when the app closes", async () => {
    const s = await start(db, queue, () => ({ delayMs: 800 }));
    const sita = await newShopper(s.t);
    expect((await placeOrder(s.t, sita)).res.statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 100)); // the job has started
    await s.t.close();
    expect(s.mail.to(sita.email)).toHaveLength(1);
    await s.mail.close();
  });
});

/** Resolves with the answer, or with "timed out" if it takes longer than `ms`. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<"timed out">((resolve) => setTimeout(() => resolve("timed out"), ms))]);

describe.each(queueKinds)("requests never wait for the signals' connections (PostgreSQL, %s queue)", (queue) => {
  it.skipIf(!databaseKinds.includes("postgres"))("answers cart adds, a read and a checkout while the signals cannot be written; they land later", async () => {
    const s = await start("postgres", queue, () => ({}));
    try {
      const sita = await newShopper(s.t);
      const products = (await s.t.app.services.catalog.current()).products.filter((p) => colorOnly(p) && p.stock > 5).slice(0, 5);
      // Another session holds the interactions table, as a long transaction on a busy server would.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = s.t.database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table interactions in exclusive mode`);
        locked();
        await held;
      });
      await isLocked;
      try {
        for (const product of products) {
          const add = await within(
            s.t.app.inject({
              method: "POST",
              url: "/api/cart/add",
              headers: { cookie: sita.cookie },
              payload: { userId: sita.id, productId: product._id, ...firstOptions(product), quantity: 1 },
            }),
            3000,
          );
          expect(add === "timed out" ? add : add.statusCode).toBe(200);
        }
        const cart = await within(s.t.app.inject({ method: "GET", url: `/api/cart/${sita.id}`, headers: { cookie: sita.cookie } }), 3000);
        expect(cart === "timed out" ? cart : cart.statusCode).toBe(200);
        const order = await within(
          s.t.app.inject({
            method: "POST",
            url: "/api/checkout",
            headers: { cookie: sita.cookie },
            payload: checkoutBody(sita.id),
          }),
          3000,
        );
        expect(order === "timed out" ? order : order.statusCode).toBe(201);
      } finally {
        release();
        await holder;
      }
      const kinds = async () =>
        (await s.t.database.db.select({ kind: interactions.kind }).from(interactions).where(eq(interactions.userId, sita.id))).map((r) => r.kind);
      let seen: string[] = [];
      const until = Date.now() + 8000;
      while (seen.length < 10 && Date.now() < until) {
        seen = await kinds();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(seen.filter((k) => k === "cart")).toHaveLength(5);
      expect(seen.filter((k) => k === "purchase")).toHaveLength(5);
    } finally {
      await s.close();
    }
  });
});
