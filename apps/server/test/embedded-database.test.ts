import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { DatabaseInUseError, openDatabase } from "../src/db/client.js";
import { products } from "../src/db/schema/index.js";
import { seedDemoCatalog } from "../src/seed-demo.js";

describe("the embedded database in DATA_DIR", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "pasal-embedded-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("is created, migrated and seeded on first start, and keeps every row across a restart", async () => {
    const first = await openDatabase({ dataDir });
    const seeded = await seedDemoCatalog(first.db, path.join(dataDir, "media"));
    expect(seeded.seeded).toBe(true);
    await first.db.update(products).set({ stock: 777 });
    await first.close();

    const second = await openDatabase({ dataDir });
    const again = await seedDemoCatalog(second.db, path.join(dataDir, "media"));
    expect(again).toEqual({ seeded: false, products: seeded.products });
    const [row] = await second.db.select({ n: count() }).from(products);
    expect(row!.n).toBe(seeded.products);
    expect((await second.db.select({ stock: products.stock }).from(products).limit(1))[0]!.stock).toBe(777);
    await second.close();
  }, 60_000);

  it("refuses to open while another live process holds it, saying so plainly", async () => {
    writeFileSync(path.join(dataDir, "pasal.lock"), "1"); // pid 1 is always alive
    const opening = openDatabase({ dataDir });
    await expect(opening).rejects.toBeInstanceOf(DatabaseInUseError);
    await expect(opening).rejects.toThrow(/in use by another process \(pid 1\).*Stop the store first, or set DATABASE_URL/);
  });

  it("takes over a lock left behind by a process that is gone", async () => {
    writeFileSync(path.join(dataDir, "pasal.lock"), "999999");
    const database = await openDatabase({ dataDir });
    await database.close();
  }, 60_000);
});
