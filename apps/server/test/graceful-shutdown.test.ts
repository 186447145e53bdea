import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { GUEST_USER_ID, type Product } from "@pasal/shared";
import { afterAll, describe, expect, it } from "vitest";
import { openEmbedded } from "../src/db/client.js";
import { orders } from "../src/db/schema/index.js";
import { randomIp } from "./auth-helpers.js";
import { startServer } from "./server-process.js";
import { checkoutBody, colorOnly, firstOptions } from "./shopping-helpers.js";

describe("SIGTERM under load", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "pasal-drain-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("finishes the checkouts in flight: every acknowledged order is in the database after the exit", async () => {
    // Guest checkout is limited per address; behind a proxy on loopback each request is its own shopper.
    const server = await startServer(4171, { DATA_DIR: dataDir, TRUST_PROXY: "loopback" });
    try {
      const products = ((await (await fetch(`${server.base}/api/product`)).json()) as Product[]).filter((p) => colorOnly(p) && p.stock > 0);
      expect(products.length).toBeGreaterThan(3);
      let answered = 0;
      let signalled = false;
      const checkouts = Array.from({ length: 100 }, async (_, i) => {
        const product = products[i % products.length]!;
        try {
          const res = await fetch(`${server.base}/api/checkout`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": randomIp() },
            body: JSON.stringify(
              checkoutBody(GUEST_USER_ID, { mail: `drain-${i}@example.com`, products: [{ productId: product._id, quantity: 1, ...firstOptions(product) }] }),
            ),
          });
          const body = (await res.json()) as { order?: { _id: string } };
          if (++answered === 25 && !signalled) {
            signalled = true;
            server.child.kill("SIGTERM");
          }
          return { status: res.status, orderId: body.order?._id };
        } catch {
          return { status: 0, orderId: undefined }; // refused or cut: never acknowledged
        }
      });
      const results = await Promise.all(checkouts);
      if (!signalled) server.child.kill("SIGTERM");
      expect(await server.exited, server.output()).toBe(0);
      expect(server.output()).not.toMatch(/shutdown took too long/);

      const acknowledged = results.filter((r) => r.status >= 200 && r.status < 300).map((r) => r.orderId!);
      expect(acknowledged.length).toBeGreaterThanOrEqual(25);
      console.info(
        `SIGTERM drain: ${acknowledged.length} of 100 checkouts acknowledged, ${results.filter((r) => r.status === 0).length} refused at the socket, ${results.filter((r) => r.status === 503).length} answered 503`,
      );
      // Nothing answered with a server error: a request either finished or was never taken.
      expect(results.filter((r) => r.status >= 500 && r.status !== 503)).toEqual([]);

      const database = await openEmbedded(dataDir);
      try {
        const found = await database.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, acknowledged));
        expect(found.map((o) => o.id).sort()).toEqual([...acknowledged].sort());
      } finally {
        await database.close();
      }
    } finally {
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
    }
  }, 240_000);
});
