import { createWriteStream, existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { PGlite } from "@electric-sql/pglite";
import { create as createTar, extract as extractTar } from "tar";
import type { FileStore } from "../storage/file-store.js";
import { contentTypeOfKey } from "../storage/file-kinds.js";
import { BackupError, pgDump, pgRestore, userTableCount } from "./postgres-tools.js";

export { BackupError } from "./postgres-tools.js";

const FORMAT = 1;
const PGLITE_DUMP = "database/pglite.tar";
const POSTGRES_DUMP = "database/postgres.dump";
const UPLOADS = "uploads";
/** The embedded store's kept session secret (config.ts): restored with it, signed-in shoppers stay signed in. */
const SESSION_SECRET_FILE = "session-secret";

interface Manifest {
  format: number;
  createdAt: string;
  database: "pglite" | "postgres";
  storage: "local" | "s3";
  files: number;
  bytes: number;
}

export type BackupDatabase = { kind: "postgres"; url: string } | { kind: "pglite"; dump(): Promise<Blob> };
export type RestoreDatabase = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };

export interface BackupSummary {
  file: string;
  database: Manifest["database"];
  files: number;
  bytes: number;
}

async function withStaging<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "pasal-backup-"));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Keys are "<area>/<name>" made by upload-store.ts; one that would leave the folder is refused. */
function keyPath(root: string, key: string): string {
  const target = path.resolve(root, key);
  if (!target.startsWith(path.resolve(root) + path.sep)) throw new BackupError(`Refusing a file key outside the uploads folder: ${key}`);
  return target;
}

/**
 * One .tar.gz with the database and every uploaded file (decision 037). The database is dumped
 * first and the files listed after: a row in the dump only ever names a file that was written
 * before it, so every file the restored shop points at is in the archive. The archive is written
 * under a temporary name and renamed, so FILE is either the whole backup or absent.
 */
export async function writeBackup(file: string, source: { database: BackupDatabase; store: FileStore; dataDir: string }): Promise<BackupSummary> {
  const target = path.resolve(file);
  return withStaging(async (dir) => {
    await mkdir(path.join(dir, "database"));
    if (source.database.kind === "postgres") await pgDump(source.database.url, path.join(dir, POSTGRES_DUMP));
    else await writeFile(path.join(dir, PGLITE_DUMP), Buffer.from(await (await source.database.dump()).arrayBuffer()));

    const uploads = path.join(dir, UPLOADS);
    await mkdir(uploads);
    let files = 0;
    let bytes = 0;
    for await (const key of source.store.list()) {
      const stored = await source.store.get(key);
      if (!stored) continue; // deleted between the listing and the read
      const to = keyPath(uploads, key);
      await mkdir(path.dirname(to), { recursive: true });
      await pipeline(stored.body, createWriteStream(to));
      files += 1;
      bytes += stored.contentLength;
    }
    const secret = path.join(source.dataDir, SESSION_SECRET_FILE);
    const entries = ["manifest.json", "database", UPLOADS];
    if (source.database.kind === "pglite" && existsSync(secret)) {
      await writeFile(path.join(dir, SESSION_SECRET_FILE), await readFile(secret), { mode: 0o600 });
      entries.push(SESSION_SECRET_FILE);
    }
    const manifest: Manifest = {
      format: FORMAT,
      createdAt: new Date().toISOString(),
      database: source.database.kind,
      storage: source.store.kind,
      files,
      bytes,
    };
    await writeFile(path.join(dir, "manifest.json"), JSON.stringify(manifest, null, 2));

    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.partial`;
    await createTar({ gzip: true, file: partial, cwd: dir, portable: true }, entries);
    await rename(partial, target);
    return { file: target, database: manifest.database, files, bytes };
  });
}

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
}

async function isEmptyDir(dir: string): Promise<boolean> {
  return (await readdir(dir).catch(() => [])).length === 0;
}

/**
 * Restores a backup into an empty database and an empty file store, never over a shop's data:
 * every check runs before anything is written, and a refusal says what is in the way.
 */
export async function restoreBackup(file: string, target: { database: RestoreDatabase; store: FileStore; dataDir: string }): Promise<BackupSummary> {
  if (!existsSync(file)) throw new BackupError(`No backup at ${file}`);
  return withStaging(async (dir) => {
    try {
      await extractTar({ file, cwd: dir, strict: true });
    } catch (error) {
      throw new BackupError(`${file} is not a readable backup archive: ${(error as Error).message}`);
    }
    const manifest = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8").catch(() => "{}")) as Partial<Manifest>;
    if (manifest.format !== FORMAT || !manifest.database) throw new BackupError(`${file} is not a Pasal backup (no manifest of format ${FORMAT})`);
    if (manifest.database !== target.database.kind) {
      const how = manifest.database === "pglite" ? "without DATABASE_URL (into DATA_DIR)" : "with DATABASE_URL set to an empty PostgreSQL database";
      throw new BackupError(`This backup holds the ${manifest.database === "pglite" ? "embedded database" : "PostgreSQL database"}: restore it ${how}`);
    }

    if (target.database.kind === "postgres") {
      const tables = await userTableCount(target.database.url);
      if (tables > 0) throw new BackupError(`The target database is not empty (${tables} tables): restore into a new, empty database`);
    } else if (!(await isEmptyDir(path.join(target.database.dataDir, "pglite")))) {
      throw new BackupError(`${path.join(target.database.dataDir, "pglite")} already holds a database: restore into an empty DATA_DIR`);
    }
    for await (const key of target.store.list()) {
      const where = target.store.kind === "s3" ? "The bucket" : `${path.join(target.dataDir, UPLOADS)}`;
      throw new BackupError(`${where} already holds uploaded files (${key}, …): restore into an empty file store`);
    }

    if (target.database.kind === "postgres") await pgRestore(target.database.url, path.join(dir, POSTGRES_DUMP));
    else {
      const dump = await readFile(path.join(dir, PGLITE_DUMP));
      const client = await PGlite.create(path.join(target.database.dataDir, "pglite"), { loadDataDir: new Blob([dump]) });
      await client.close();
    }
    const keys = await filesUnder(path.join(dir, UPLOADS));
    let bytes = 0;
    for (const key of keys) {
      const data = await readFile(keyPath(path.join(dir, UPLOADS), key));
      await target.store.put(key, data, contentTypeOfKey(key));
      bytes += data.length;
    }
    // The target was empty, so a secret made there on start (config.ts) has signed nothing yet.
    const secret = path.join(dir, SESSION_SECRET_FILE);
    if (existsSync(secret)) await writeFile(path.join(target.dataDir, SESSION_SECRET_FILE), await readFile(secret), { mode: 0o600 });
    return { file: path.resolve(file), database: manifest.database, files: keys.length, bytes };
  });
}
