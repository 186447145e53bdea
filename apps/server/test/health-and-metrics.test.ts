import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";
import { placeOrder } from "./payment-helpers.js";
import { colorOnly, firstOptions, productWhere, setStock } from "./shopping-helpers.js";
import { startS3 } from "./s3-server.js";

const TOKEN = "metrics-token-for-the-test-0123456789";

/** A way to a local server that the test can cut, as if it went down after the store started. */
async function cuttable(targetPort: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server;
  const listen = (port: number) => new Promise<void>((resolve) => (server = net.createServer(relay)).listen(port, "127.0.0.1", resolve));
  const relay = (client: net.Socket) => {
    const upstream = net.connect(targetPort, "127.0.0.1");
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("error", () => {});
      s.on("close", () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  };
  await listen(0);
  const port = (server!.address() as net.AddressInfo).port;
  return {
    port,
    cut: () => {
      server.close();
      for (const s of sockets) s.destroy();
    },
    /** Back again, so the app can close as usual (its clients reconnect). */
    restore: () => listen(port),
  };
}

describe.each(databaseKinds)("health checks on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("answers live and ready, and keeps /api/health", async () => {
    expect((await t.app.inject({ url: "/api/health/live" })).json()).toEqual({ status: "ok" });
    const ready = await t.app.inject({ url: "/api/health/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok", checked: ["database"] });
    expect((await t.app.inject({ url: "/api/health" })).json()).toEqual({ status: "ok" });
  });
});

describe("readiness with Redis and an object store", () => {
  it("names each dependency that does not answer, and nothing of its internals", async () => {
    const s3 = await startS3();
    const redis = await cuttable(6379);
    const bucket = await cuttable(Number(new URL(s3.env.S3_ENDPOINT).port));
    const t = await createTestApp("pglite", { ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${bucket.port}`, REDIS_URL: `redis://127.0.0.1:${redis.port}` });
    try {
      expect((await t.app.inject({ url: "/api/health/ready" })).statusCode).toBe(200);
      redis.cut();
      bucket.cut();
      const res = await t.app.inject({ url: "/api/health/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: "SERVICE_UNAVAILABLE", message: "Not ready: redis, objectStore not reachable", failed: ["redis", "objectStore"] });
      expect(res.body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);
      // The process itself still answers: a container must not be restarted for a dependency.
      expect((await t.app.inject({ url: "/api/health/live" })).statusCode).toBe(200);
    } finally {
      await redis.restore();
      await bucket.restore();
      // Every Redis client has reconnected before closing, so none waits on a reconnection while it quits.
      for (let tries = 0; tries < 100 && (await t.app.inject({ url: "/api/health/ready" })).statusCode !== 200; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await t.close();
      await s3.close();
    }
  }, 90_000);

  it("is ready when Redis and the bucket answer", async () => {
    const s3 = await startS3();
    const t = await createTestApp("pglite", { ...s3.env, REDIS_URL: "redis://127.0.0.1:6379" });
    try {
      const res = await t.app.inject({ url: "/api/health/ready" });
      expect(res.json()).toEqual({ status: "ok", checked: ["database", "redis", "objectStore"] });
    } finally {
      await t.close();
      await s3.close();
    }
  });
});

describe.each(databaseKinds)("metrics on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it("answers Prometheus' text format on loopback, with requests by route pattern, the process, jobs and orders", async () => {
    const product = await productWhere(t, colorOnly);
    // Whichever product comes first, it has the units these orders take.
    await setStock(t, product._id, 100, 0);
    const placed = await placeOrder(t, { productId: product._id, quantity: 1, ...firstOptions(product) });
    expect(placed.status).toBe(201);
    await t.app.inject({ url: `/api/product/${product._id}` });
    await t.app.inject({ url: "/api/no-such-thing/12345" });

    const res = await t.app.inject({ url: "/metrics", remoteAddress: "127.0.0.1" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(/^# HELP http_requests_total /m);
    expect(text).toMatch(/^http_requests_total\{method="POST",route="\/api\/checkout",status="201"\} 1$/m);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/product\/:idOrModelName",status="200"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="\+Inf",method="POST",route="\/api\/checkout",status="201"\} 1$/m);
    // A raw URL never becomes a label: unknown paths share one series.
    expect(text).not.toContain("no-such-thing");
    expect(text).toMatch(/^http_requests_total\{method="GET",route="unmatched",status="404"\} 1$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    expect(text).toMatch(/^pasal_job_queue_jobs\{state="waiting"\} \d+$/m);
    expect(text).toMatch(/^pasal_orders\{status="processing"\} [1-9]\d*$/m);
    expect(text).toMatch(/^pasal_orders_by_payment_status\{status="pending"\} [1-9]\d*$/m);
    if (kind === "postgres") expect(text).toMatch(/^pasal_db_pool_connections\{pool="requests",state="total"\} [1-9]\d*$/m);
    else expect(text).not.toMatch(/^pasal_db_pool_connections\{/m);
  });

  it("refuses another machine without the token, and a wrong token, with a message", async () => {
    const away = await t.app.inject({ url: "/metrics", remoteAddress: "203.0.113.9" });
    expect(away.statusCode).toBe(401);
    expect(away.json()).toEqual({ code: "UNAUTHORIZED", message: expect.stringMatching(/METRICS_TOKEN/) });
    const wrong = await t.app.inject({ url: "/metrics", remoteAddress: "203.0.113.9", headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain("http_requests_total");
  });

  it("answers another machine with the token as a bearer", async () => {
    const res = await t.app.inject({ url: "/metrics", remoteAddress: "203.0.113.9", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("http_requests_total");
  });

  it("counts a request that came through a proxy on this machine as from elsewhere", async () => {
    const res = await t.app.inject({ url: "/metrics", remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(res.statusCode).toBe(401);
  });
});

describe("metrics without a token", () => {
  it("are refused to every other machine, even through a trusted proxy on loopback", async () => {
    const t = await createTestApp("pglite", { TRUST_PROXY: "loopback" });
    try {
      const away = await t.app.inject({ url: "/metrics", remoteAddress: "10.1.2.3" });
      expect(away.statusCode).toBe(403);
      expect(away.json()).toEqual({ code: "FORBIDDEN", message: expect.stringMatching(/only on this machine/) });
      // The proxy says the client is 127.0.0.1: a forged or honest header, it is still not this machine.
      const proxied = await t.app.inject({ url: "/metrics", remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "127.0.0.1" } });
      expect(proxied.statusCode).toBe(403);
      const ipv6 = await t.app.inject({ url: "/metrics", remoteAddress: "::1" });
      expect(ipv6.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
