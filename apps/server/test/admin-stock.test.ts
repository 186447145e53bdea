import { randomBytes } from "node:crypto";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, stockMovements } from "../src/db/schema/index.js";
import { member, type Member } from "./admin-helpers.js";
import { createTestApp, databaseKinds, type TestApp } from "./helpers.js";
import { multipart } from "./upload-helpers.js";

describe.each(databaseKinds)("back-office stock, bulk edits and CSV (%s)", (kind) => {
  let t: TestApp;
  let staff: Member;
  let support: Member;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [staff, support] = [await member(t, "staff"), await member(t, "support")];
  });
  afterAll(async () => t?.close());

  const as = (who: Member, method: string, url: string, payload?: unknown) =>
    t.app.inject({ method: method as "GET", url, headers: { cookie: who.cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const create = async (stock = 5, sellingPrice = 1000) => {
    const res = await as(staff, "POST", "/api/admin/products", {
      name: `Stock Test ${randomBytes(3).toString("hex")}`,
      modelName: `ST-${randomBytes(4).toString("hex")}`,
      parentCategory: "Power Banks",
      parentSubcategory: "Anker",
      sellingPrice,
      stock,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { _id: string; name: string; modelName: string };
  };
  const shopStock = async (id: string) => (await t.app.inject({ method: "GET", url: `/api/product/${id}` })).json().stock;

  it("moves stock with one ledger row and one audit row, shown on the storefront at once, and lists who, when and why", async () => {
    const product = await create(5);
    const res = await as(staff, "POST", "/api/admin/stock-movements", {
      productId: product._id,
      delta: 10,
      reason: "received",
      note: "Invoice 42 from the importer",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      stock: 15,
      movement: { delta: 10, reason: "received", reference: "Invoice 42 from the importer", by: { id: staff.id } },
    });
    expect(await shopStock(product._id)).toBe(15);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, product._id), eq(auditLog.action, "stock.move")));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toEqual({ stock: 5 });

    const damaged = await as(staff, "POST", "/api/admin/stock-movements", { productId: product._id, delta: -3, reason: "damaged" });
    expect(damaged.json().stock).toBe(12);
    const list = await as(support, "GET", `/api/admin/stock-movements?productId=${product._id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((m: { delta: number; reason: string }) => [m.delta, m.reason])).toEqual([
      [-3, "damaged"],
      [10, "received"],
      [5, "received"],
    ]);
    expect(list.json().total).toBe(3);
  });

  it("never takes stock below zero (409, nothing written), refuses bad input (400) and support (403)", async () => {
    const product = await create(2);
    const tooMany = await as(staff, "POST", "/api/admin/stock-movements", { productId: product._id, delta: -3, reason: "correction" });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toMatch(/below zero.*2 left/);
    expect(await shopStock(product._id)).toBe(2);
    const rows = await t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, product._id));
    expect(rows).toHaveLength(1);

    const zero = await as(staff, "POST", "/api/admin/stock-movements", { productId: product._id, delta: 0, reason: "received" });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toMatch(/at least one item/);
    const sale = await as(staff, "POST", "/api/admin/stock-movements", { productId: product._id, delta: 1, reason: "sale" });
    expect(sale.statusCode).toBe(400);
    const variant = await as(staff, "POST", "/api/admin/stock-movements", { productId: product._id, delta: 1, reason: "received", variant: "Huge" });
    expect(variant.statusCode).toBe(400);
    const nobody = await as(staff, "POST", "/api/admin/stock-movements", { productId: "00000000-0000-4000-8000-000000000000", delta: 1, reason: "received" });
    expect(nobody.statusCode).toBe(404);
    expect((await as(support, "POST", "/api/admin/stock-movements", { productId: product._id, delta: 1, reason: "received" })).statusCode).toBe(403);
  });

  it("bulk-edits prices and stock of the selected rows with ledger and audit rows, all or nothing", async () => {
    const [a, b] = [await create(4, 1000), await create(1, 2000)];
    const raised = await as(staff, "POST", "/api/admin/products/bulk", { ids: [a._id, b._id], price: { percent: 10 }, stockDelta: 3, reason: "received" });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toEqual({ updated: 2 });
    const shown = await Promise.all([a, b].map(async (p) => (await t.app.inject({ method: "GET", url: `/api/product/${p._id}` })).json()));
    expect(shown.map((p) => [p.sellingPrice, p.stock])).toEqual([
      [1100, 7],
      [2200, 4],
    ]);
    const ledger = await t.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, b._id), eq(stockMovements.delta, 3)));
    expect(ledger).toHaveLength(1);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "product.bulk"));
    expect(audit.filter((row) => [a._id, b._id].includes(row.entityId))).toHaveLength(2);

    // One product cannot give 5: neither changes.
    const refused = await as(staff, "POST", "/api/admin/products/bulk", { ids: [a._id, b._id], stockDelta: -5 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(b.name);
    expect(await shopStock(a._id)).toBe(7);
    const set = await as(staff, "POST", "/api/admin/products/bulk", { ids: [a._id], price: { set: 999 } });
    expect(set.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/product/${a._id}` })).json().sellingPrice).toBe(999);
    expect((await as(staff, "POST", "/api/admin/products/bulk", { ids: [a._id] })).statusCode).toBe(400);
    expect((await as(support, "POST", "/api/admin/products/bulk", { ids: [a._id], price: { set: 1 } })).statusCode).toBe(403);
  });

  it("exports the catalogue as CSV and imports it back: good rows saved, bad rows reported by row number", async () => {
    const exported = await as(staff, "GET", "/api/admin/products.csv");
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toMatch(/text\/csv/);
    const records = parse(exported.body, { columns: true }) as Record<string, string>[];
    expect(records.length).toBeGreaterThan(10);
    expect(Object.keys(records[0]!)).toContain("costPrice");
    // The table's filters apply to the export as to the list.
    const phones = parse((await as(staff, "GET", "/api/admin/products.csv?category=Phone&stock=in")).body, { columns: true }) as Record<string, string>[];
    const listed = (await as(staff, "GET", "/api/admin/products?category=Phone&stock=in&limit=100")).json();
    expect(phones.length).toBeGreaterThan(0);
    expect(phones.length).toBeLessThan(records.length);
    expect(phones.length).toBe(listed.total);
    expect(new Set(phones.map((r) => r.parentCategory))).toEqual(new Set(["Phone"]));
    expect((await as(staff, "GET", "/api/admin/products.csv?stock=sideways")).statusCode).toBe(400);

    const existing = records[0]!;
    const newModel = `CSV-${randomBytes(4).toString("hex")}`;
    const header = Object.keys(existing);
    const row = (values: Record<string, string>) => header.map((h) => values[h] ?? "");
    const csv = stringify([
      header,
      row({ ...existing, stock: "50", description: "Imported again" }),
      row({
        name: "CSV Power Bank",
        modelName: newModel,
        parentCategory: "Power Banks",
        parentSubcategory: "Anker",
        sellingPrice: "1500",
        stock: "8",
        color: '[{"colorName":"Black"}]',
      }),
      row({
        name: "Broken",
        modelName: `BAD-${randomBytes(3).toString("hex")}`,
        parentCategory: "Power Banks",
        parentSubcategory: "Anker",
        sellingPrice: "cheap",
      }),
      row({
        name: "Bad JSON",
        modelName: `BAD-${randomBytes(3).toString("hex")}`,
        parentCategory: "Power Banks",
        parentSubcategory: "Anker",
        sellingPrice: "10",
        color: "[oops",
      }),
    ]);
    const form = await multipart([["file", { data: Buffer.from(csv), name: "products.csv", type: "text/csv" }]]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/products/import",
      headers: { ...form.headers, cookie: staff.cookie },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      rows: 4,
      created: 1,
      updated: 1,
      errors: [
        { row: 4, message: "sellingPrice: not a number" },
        { row: 5, message: "color: not valid JSON" },
      ],
    });
    const list = await as(staff, "GET", `/api/admin/products?q=${newModel}`);
    const created = list.json().items[0];
    expect(created).toMatchObject({ modelName: newModel, stock: 8, sellingPrice: 1500 });
    expect((await t.app.inject({ method: "GET", url: `/api/product/${created._id}` })).statusCode).toBe(200);
    const updated = (await as(staff, "GET", `/api/admin/products?q=${encodeURIComponent(existing.modelName!)}`)).json().items[0];
    expect(updated.stock).toBe(50);
    const ledger = await t.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, updated._id), eq(stockMovements.reference, "CSV import")));
    expect(ledger).toHaveLength(Number(existing.stock) === 50 ? 0 : 1);

    const unknown = await multipart([["file", { data: Buffer.from("name,price\nx,1\n"), name: "p.csv" }]]);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/admin/products/import",
      headers: { ...unknown.headers, cookie: staff.cookie },
      payload: unknown.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/Unknown column: price/);
  });
});
