import type { CatalogProductInput, Product } from "@pasal/shared";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client.js";
import { brands, categories, products } from "../src/db/schema/index.js";
import { exportCatalog } from "../src/modules/catalog/catalog-export.js";
import { CatalogImportError, importCatalog } from "../src/modules/catalog/catalog-import.js";
import { CatalogService } from "../src/modules/catalog/catalog-service.js";
import { databaseKinds, openTestDatabase } from "./helpers.js";

const speaker = (overrides: Partial<CatalogProductInput> = {}): CatalogProductInput => ({
  name: "Tribit StormBox Micro 2",
  modelName: "StormBox Micro 2",
  description: "A palm-sized speaker that straps to a bike.",
  sellingPrice: 7499,
  originalPrice: 8999,
  costPrice: 5200,
  stock: 12,
  parentCategory: "Speaker",
  parentSubcategory: "Tribit",
  color: [{ colorName: "Black" }],
  speakerSpecs: { Output: "10 W", Battery: "12 h" },
  images: [{ url: "/media/demo/products/x.svg" }],
  ...overrides,
});

describe.each(databaseKinds)("catalogue import and export on %s", (kind) => {
  let database: Database;
  const productCount = async () => (await database.db.select({ n: count() }).from(products))[0]!.n;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it("stops at a bad row with its index and reason, writing nothing", async () => {
    const before = await productCount();
    const rows = [speaker({ modelName: "Fine One" }), speaker({ modelName: "Bad One", sellingPrice: -5 })];
    await expect(importCatalog(database.db, rows)).rejects.toThrow(/^Product at index 1: sellingPrice: /);
    await expect(importCatalog(database.db, [speaker(), speaker({ name: "dup" })])).rejects.toThrow(
      /index 1: modelName "StormBox Micro 2" repeats the product at index 0/,
    );
    await expect(importCatalog(database.db, { not: "an array" })).rejects.toBeInstanceOf(CatalogImportError);
    expect(await productCount()).toBe(before);
    expect(await database.db.select().from(brands).where(eq(brands.name, "Tribit"))).toHaveLength(0);
  });

  it("creates missing brands, stores paisa, and updates by model name on a second import", async () => {
    const first = await importCatalog(database.db, [speaker()]);
    expect(first).toMatchObject({ created: 1, updated: 0, brandsCreated: 1, categoriesCreated: 0 });
    const [row] = await database.db.select().from(products).where(eq(products.modelName, "StormBox Micro 2"));
    expect(row).toMatchObject({ sellingPricePaisa: 749900, originalPricePaisa: 899900, costPricePaisa: 520000, specs: { Output: "10 W", Battery: "12 h" } });

    const second = await importCatalog(database.db, [speaker({ sellingPrice: 6999.5, stock: 3, modelName: "stormbox-micro-2" })]);
    expect(second).toMatchObject({ created: 0, updated: 1, brandsCreated: 0 });
    const rows = await database.db.select().from(products).where(eq(products.brandId, row!.brandId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sellingPricePaisa: 699950, stock: 3 });
  });

  it("creates a missing category", async () => {
    const result = await importCatalog(database.db, [speaker({ modelName: "Drone X1", parentCategory: "Drone", speakerSpecs: undefined })]);
    expect(result.categoriesCreated).toBe(1);
    expect(await database.db.select().from(categories).where(eq(categories.name, "Drone"))).toHaveLength(1);
  });

  it("exports what it imports, so the export re-imports as a no-op update", async () => {
    const exported = await exportCatalog(database.db);
    expect(exported.length).toBe(await productCount());
    const mine = exported.find((p) => p.modelName === "stormbox-micro-2")!;
    expect(mine).toMatchObject({ sellingPrice: 6999.5, costPrice: 5200, speakerSpecs: { Output: "10 W", Battery: "12 h" }, parentSubcategory: "Tribit" });
    const again = await importCatalog(database.db, exported);
    expect(again.created).toBe(0);
    expect(await exportCatalog(database.db)).toEqual(exported);
  });

  it("lets a running catalogue see another writer's unannounced import once the version move stays unexplained", async () => {
    const catalog = new CatalogService(database.db);
    const before = await catalog.current();
    expect(before.find("Pocket Beam 3")).toBeUndefined();
    await importCatalog(database.db, [speaker({ modelName: "Pocket Beam 3" })]);
    // The first poll notes the move; one past the grace period with no announced change builds again.
    await catalog.checkVersion(0);
    expect((await catalog.current()).find("Pocket Beam 3")).toBeUndefined();
    await catalog.checkVersion(60_000);
    const after = await catalog.current();
    expect(after.version).not.toBe(before.version);
    expect(after.find("pocket-beam-3")?.modelName).toBe("Pocket Beam 3");
    const found: Product | undefined = after.find("Pocket Beam 3");
    expect(found).not.toHaveProperty("costPrice");
  });
});
