import { timingSafeEqual } from "node:crypto";
import { isIPv4 } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/client.js";
import type { JobQueue } from "../jobs/job-queue.js";
import { HttpError } from "../lib/http-error.js";
import { shopCounter } from "./shop-gauges.js";

export const METRICS_PATH = "/metrics";

export interface MetricsOptions {
  database: Database;
  jobs: Pick<JobQueue, "depth">;
  /** Bearer token that opens /metrics to other machines (METRICS_TOKEN); without it, loopback only. */
  token?: string;
}

/** Headers a proxy adds: a request carrying one came through a proxy, whatever socket it arrived on. */
const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"];

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return address === "::1" || (isIPv4(v4) && v4.startsWith("127."));
}

/**
 * The socket's own peer, never request.ip: with TRUST_PROXY set request.ip is the shopper's address
 * from X-Forwarded-For, and a proxy on the same machine connects from loopback, so both would let a
 * request from the internet in. A request with forwarding headers is therefore never loopback.
 */
function fromLoopback(request: FastifyRequest): boolean {
  return isLoopback(request.socket.remoteAddress) && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? "")?.[1]?.trim() ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus metrics at /metrics (decision 037): requests by route pattern and status, the
 * process (event-loop delay, heap), the database pools, the job queue, and orders and payments by
 * status. A registry per app, so several apps in one process (tests) keep their own counts.
 */
export function registerMetrics(app: FastifyInstance, { database, jobs, token }: MetricsOptions): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({ name: "http_requests_total", help: "HTTP requests answered, by route pattern and status", labelNames, registers: [registry] });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by route pattern and status",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook("onResponse", async (request, reply) => {
    // The pattern ("/api/product/:id"), never the raw URL: one series per route, whatever clients send.
    const route = request.routeOptions.url ?? "unmatched";
    if (route === METRICS_PATH) return;
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  new Gauge({
    name: "pasal_db_pool_connections",
    help: "PostgreSQL pool connections by pool and state (none on the embedded database)",
    labelNames: ["pool", "state"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const stats of database.poolStats?.() ?? []) {
        this.set({ pool: stats.pool, state: "total" }, stats.total);
        this.set({ pool: stats.pool, state: "idle" }, stats.idle);
        this.set({ pool: stats.pool, state: "waiting" }, stats.waiting);
      }
    },
  });
  new Gauge({
    name: "pasal_job_queue_jobs",
    help: "Background jobs by state (waiting, running, delayed for a retry)",
    labelNames: ["state"] as const,
    registers: [registry],
    async collect() {
      const depth = await jobs.depth();
      for (const [state, n] of Object.entries(depth)) this.set({ state }, n);
    },
  });
  const counts = shopCounter(database.db);
  const countGauge = (name: string, help: string, pick: (c: Awaited<ReturnType<typeof counts>>) => { status: string; n: number }[]) =>
    new Gauge({
      name,
      help,
      labelNames: ["status"] as const,
      registers: [registry],
      async collect() {
        const rows = pick(await counts());
        this.reset();
        for (const row of rows) this.set({ status: row.status }, Number(row.n));
      },
    });
  countGauge("pasal_orders", "Orders by status", (c) => c.ordersByStatus);
  countGauge("pasal_orders_by_payment_status", "Orders by payment status", (c) => c.ordersByPaymentStatus);
  countGauge("pasal_payment_attempts", "Online payment attempts by status", (c) => c.paymentAttemptsByStatus);

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!fromLoopback(request)) {
      if (!token) throw new HttpError(403, "Metrics are answered only on this machine; set METRICS_TOKEN to scrape them from elsewhere");
      if (!request.headers.authorization) throw new HttpError(401, "Metrics need the METRICS_TOKEN as a bearer token");
      if (!tokenMatches(request.headers.authorization, token)) throw new HttpError(401, "The metrics token does not match");
    }
    const body = await registry.metrics();
    return reply.header("content-type", registry.contentType).header("cache-control", "no-store").send(body);
  });
  return registry;
}
