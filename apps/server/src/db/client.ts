import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema/index.js";

export type Schema = typeof schema;
/** Both drivers give the same query builder; services only ever see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(async (tx) => …)`: what a step that must share the caller's transaction takes. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  /**
   * What background jobs query through: on PostgreSQL a small pool of its own, so jobs never take
   * the connections requests wait for; on PGlite the same single connection as requests.
   */
  jobDb: Db;
  kind: "pglite" | "postgres";
  /** Connections of each PostgreSQL pool, for the metrics; none on PGlite (one connection, no pool). */
  poolStats?(): PoolStats[];
  /**
   * The embedded database's data directory as a tar (backups, decision 037), taken after a
   * checkpoint and with no transaction half done: PGlite runs one statement or transaction at a time.
   */
  dumpEmbedded?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface PoolStats {
  pool: "requests" | "jobs";
  total: number;
  idle: number;
  waiting: number;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL("../../drizzle", import.meta.url));

export class DatabaseInUseError extends Error {}

/**
 * The embedded database is a folder that only one process may open at a time. A lock file with
 * the owner's pid makes a second process (a CLI while the store runs) stop with a plain message.
 */
function takeLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, "pasal.lock");
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, "utf8").trim());
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new DatabaseInUseError(
        `The embedded database in ${dataDir} is in use by another process (pid ${pid}), probably the running store. ` +
          `Stop the store first, or set DATABASE_URL to work on a PostgreSQL server.`,
      );
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite starts with PostgreSQL's server defaults, sized for a machine that runs nothing else:
 * 128 MB of shared buffers live inside the WebAssembly memory, which never shrinks, and filled up
 * under load (most of the embedded store's RSS growth;
 * docs/requirements/operations.md#proxies-and-scale-out). A shop's catalogue and orders fit a far
 * smaller cache; the rest is in the operating system's file cache anyway.
 */
const EMBEDDED_SETTINGS = "shared_buffers=16MB\nmaintenance_work_mem=16MB";

/** Opens the embedded database kept in DATA_DIR/pglite. */
export async function openEmbedded(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const release = takeLock(dataDir);
  try {
    const client = await PGlite.create(path.join(dataDir, "pglite"), { postgresqlconf: EMBEDDED_SETTINGS });
    return fromPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

/** Wraps an already open PGlite (tests load one from a migrated template). */
export function fromPglite(client: PGlite, onClose: () => void = () => {}): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    jobDb: db,
    kind: "pglite",
    async dumpEmbedded() {
      await client.exec("CHECKPOINT");
      return client.transaction(() => client.dumpDataDir("none"));
    },
    async close() {
      await client.close();
      onClose();
    },
  };
}

export function openPostgres(url: string, max = 10, jobPoolSize = 2): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // Connects only when a job first runs.
  const jobPool = new pg.Pool({ connectionString: url, max: jobPoolSize });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const jobDb = drizzlePg({ client: jobPool, schema }) as unknown as Db;
  return {
    db,
    jobDb,
    kind: "postgres",
    poolStats: () =>
      (
        [
          ["requests", pool],
          ["jobs", jobPool],
        ] as const
      ).map(([name, p]) => ({ pool: name, total: p.totalCount, idle: p.idleCount, waiting: p.waitingCount })),
    async close() {
      await Promise.all([pool.end(), jobPool.end()]);
    },
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  const options = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === "pglite") await migratePglite(database.db as never, options);
  else await migratePg(database.db as never, options);
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string; jobPoolSize?: number }): Promise<Database> {
  const database = options.databaseUrl ? openPostgres(options.databaseUrl, undefined, options.jobPoolSize) : await openEmbedded(options.dataDir);
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
