import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { asc, eq } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../src/app.js";
import { DailyBackups } from "../src/backup/daily-backups.js";
import { BackupError, restoreBackup, writeBackup, type BackupDatabase, type RestoreDatabase } from "../src/backup/backup-archive.js";
import { loadConfig } from "../src/config.js";
import { migrateDatabase, openEmbedded, openPostgres, type Database } from "../src/db/client.js";
import { invoices, orderLines, orders } from "../src/db/schema/index.js";
import { issueInvoice } from "../src/modules/invoices/invoice-service.js";
import { createFileStore } from "../src/storage/create-file-store.js";
import type { FileStore } from "../src/storage/file-store.js";
import { member } from "./admin-helpers.js";
import { adminQuery, withDatabase } from "./global-setup.js";
import { createPostgresCopy, createTestApp, databaseKinds, type TestApp } from "./helpers.js";
import { placeOrder } from "./payment-helpers.js";
import { colorOnly, firstOptions, productWhere, setStock } from "./shopping-helpers.js";
import { startS3 } from "./s3-server.js";
import { PDF, PNG } from "./upload-helpers.js";

const serverDir = fileURLToPath(new URL("..", import.meta.url));
const temp = (prefix: string) => mkdtempSync(path.join(os.tmpdir(), prefix));

/** What a restored shop must hold exactly as it was: orders, their lines, issued invoices. */
async function shopRows(database: Database) {
  const { db } = database;
  return {
    orders: await db.select().from(orders).orderBy(asc(orders.id)),
    lines: await db.select().from(orderLines).orderBy(asc(orderLines.id)),
    invoices: await db.select().from(invoices).orderBy(asc(invoices.number)),
  };
}

async function storedFiles(store: FileStore): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for await (const key of store.list()) {
    const stored = await store.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    files[key] = Buffer.concat(chunks).toString("base64");
  }
  return files;
}

/** A shop with orders, invoices for some of them, and uploaded files in its store. */
async function fillShop(t: TestApp) {
  // Invoices print only saved legal settings (decision 030): the owner saves them first.
  const owner = await member(t, "owner");
  await t.app.services.shopSettings.put(
    {
      businessName: "Himal Gadgets Pvt. Ltd.",
      address: "Durbar Marg, Kathmandu",
      pan: "609876543",
      companyRegistrationNo: "123456/078/079",
      ecommerceListingNo: "EC-2081-0042",
      grievanceOfficer: { name: "Anita Shrestha", phone: "9801000000", email: "grievance@example.com" },
      supportHours: "9 AM – 7 PM, every day",
      supportPhone: "9802000000",
    },
    { actorUserId: owner.id, role: "owner", ip: "127.0.0.1" },
  );
  const product = await productWhere(t, colorOnly);
  // Whichever product comes first, it has the units these orders take.
  await setStock(t, product._id, 100, 0);
  for (let i = 0; i < 3; i++) {
    const placed = await placeOrder(t, { productId: product._id, quantity: 1 + i, ...firstOptions(product) });
    expect(placed.status).toBe(201);
    if (i < 2) {
      await t.database.db.update(orders).set({ status: "shipped" }).where(eq(orders.id, placed.body.order._id));
      const invoice = await t.database.db.transaction((tx) => issueInvoice(tx, placed.body.order._id));
      expect(invoice?.number).toBeTruthy();
    }
  }
  await t.app.services.uploads.put("resumes/cv-sita.pdf", PDF, "application/pdf");
  await t.app.services.uploads.put("reviews/photo-1.png", Buffer.concat([PNG, randomBytes(2048)]), "image/png");
}

describe.each(databaseKinds)("backup and restore on %s", (kind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("restores the same orders, invoices and file bytes elsewhere, and refuses a target that is not empty", async () => {
    const dataDir = temp("pasal-backup-src-");
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // The embedded shop keeps files on disk; the PostgreSQL one in a bucket, as several instances would.
    const s3 = kind === "postgres" ? await startS3() : undefined;
    let t: TestApp;
    let backupDb: BackupDatabase;
    if (kind === "postgres") {
      const copy = await createPostgresCopy();
      cleanups.push(() => copy.drop());
      const config = loadConfig({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        DATA_DIR: dataDir,
        DATABASE_URL: copy.url,
        SESSION_SECRET: randomBytes(32).toString("base64url"),
        ...s3!.env,
      });
      const database = openPostgres(copy.url, 5);
      const app = await buildApp({ config, database, logger: false });
      t = {
        app,
        database,
        config,
        close: async () => {
          await app.close();
          await database.close();
        },
      };
      backupDb = { kind: "postgres", url: copy.url };
    } else {
      t = await createTestApp("pglite", { DATA_DIR: dataDir });
      backupDb = { kind: "pglite", dump: () => t.database.dumpEmbedded!() };
    }
    cleanups.push(() => t.close());
    if (s3) cleanups.push(() => s3.close());

    await fillShop(t);
    const before = { rows: await shopRows(t.database), files: await storedFiles(t.app.services.uploads) };
    expect(before.rows.invoices).toHaveLength(2);
    expect(Object.keys(before.files).sort()).toEqual(["resumes/cv-sita.pdf", "reviews/photo-1.png"]);

    const file = path.join(temp("pasal-backups-"), "pasal.tar.gz");
    cleanups.push(() => rmSync(path.dirname(file), { recursive: true, force: true }));
    const written = await writeBackup(file, { database: backupDb, store: t.app.services.uploads, dataDir });
    expect(written.files).toBe(2);

    // Elsewhere: a new data directory (and a new database and bucket on PostgreSQL).
    const targetDir = temp("pasal-restore-");
    cleanups.push(() => rmSync(targetDir, { recursive: true, force: true }));
    const targetS3 = kind === "postgres" ? await startS3() : undefined;
    if (targetS3) cleanups.push(() => targetS3.close());
    let targetDb: RestoreDatabase;
    let targetUrl = "";
    if (kind === "postgres") {
      const admin = inject("postgresUrl");
      const name = `pasal_restore_${randomBytes(6).toString("hex")}`;
      await adminQuery(admin, `create database ${name}`);
      cleanups.push(() => adminQuery(admin, `drop database if exists ${name} with (force)`));
      targetUrl = withDatabase(admin, name);
      targetDb = { kind: "postgres", url: targetUrl };
    } else {
      targetDb = { kind: "pglite", dataDir: targetDir };
    }
    const targetConfig = loadConfig({ DATA_DIR: targetDir, ...(targetS3?.env ?? {}) });
    const targetStore = createFileStore(targetConfig);
    const restored = await restoreBackup(file, { database: targetDb, store: targetStore, dataDir: targetDir });
    expect(restored.files).toBe(2);

    const reopened = kind === "postgres" ? openPostgres(targetUrl, 2) : await openEmbedded(targetDir);
    try {
      expect(await shopRows(reopened)).toEqual(before.rows);
    } finally {
      await reopened.close();
    }
    expect(await storedFiles(targetStore)).toEqual(before.files);

    // Restoring again would write over a shop: refused, and nothing changes.
    await expect(restoreBackup(file, { database: targetDb, store: targetStore, dataDir: targetDir })).rejects.toThrow(
      kind === "postgres" ? /target database is not empty/ : /already holds a database: restore into an empty DATA_DIR/,
    );
    // A backup of one kind of database is not restored into the other.
    const otherKind: RestoreDatabase =
      kind === "postgres" ? { kind: "pglite", dataDir: temp("pasal-other-") } : { kind: "postgres", url: "postgres://nobody@127.0.0.1:1/none" };
    await expect(restoreBackup(file, { database: otherKind, store: targetStore, dataDir: targetDir })).rejects.toThrow(BackupError);
  }, 120_000);
});

describe("the backup and restore commands", () => {
  const run = (name: "backup" | "restore", file: string, dataDir: string) => {
    const result = spawnSync(process.execPath, ["--import", "tsx", `src/cli/${name}.ts`, file], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", STORAGE: "local", INIT_CWD: dataDir, SEED_DEMO: "false" },
      encoding: "utf8",
      timeout: 90_000,
    });
    return { code: result.status, out: result.stdout, err: result.stderr };
  };

  it("back up a stopped embedded store and restore it into an empty data directory, and refuse a full one", async () => {
    const source = temp("pasal-cli-backup-");
    const target = temp("pasal-cli-restore-");
    try {
      const database = await openEmbedded(source);
      await migrateDatabase(database);
      await database.close();
      await createFileStore(loadConfig({ DATA_DIR: source })).put("resumes/cv.pdf", PDF, "application/pdf");

      const made = run("backup", "shop.tar.gz", source);
      expect(made.err).toBe("");
      expect(made.out).toMatch(/Backed up the embedded database and 1 files to .*shop\.tar\.gz/);
      const restored = run("restore", path.join(source, "shop.tar.gz"), target);
      expect(restored.out).toMatch(/Restored .* with 1 files/);
      const again = run("restore", path.join(source, "shop.tar.gz"), target);
      expect(again.code).toBe(1);
      expect(again.err).toMatch(/already holds a database: restore into an empty DATA_DIR/);
      expect(run("backup", "", source).err).toMatch(/Usage: npm run backup -- FILE/);
    } finally {
      rmSync(source, { recursive: true, force: true });
      rmSync(target, { recursive: true, force: true });
    }
  }, 240_000);
});

describe("daily backups", () => {
  it("write one backup a day into BACKUP_DIR and keep only the BACKUP_KEEP newest", async () => {
    const dir = temp("pasal-daily-");
    const t = await createTestApp("pglite");
    try {
      const daily = new DailyBackups({
        dir,
        keep: 2,
        database: { kind: "pglite", dump: () => t.database.dumpEmbedded!() },
        store: t.app.services.uploads,
        dataDir: t.config.DATA_DIR,
        log: t.app.log,
      });
      for (const day of ["2026-11-24", "2026-11-25", "2026-11-26"])
        expect(await daily.runOnce(new Date(`${day}T02:00:00Z`))).toBe(path.join(dir, `pasal-${day}.tar.gz`));
      // Later the same day: already made.
      expect(await daily.runOnce(new Date("2026-11-26T23:00:00Z"))).toBeUndefined();
      expect(readdirSync(dir).sort()).toEqual(["pasal-2026-11-25.tar.gz", "pasal-2026-11-26.tar.gz"]);
    } finally {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
