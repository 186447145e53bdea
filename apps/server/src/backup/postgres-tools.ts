import { execFile } from "node:child_process";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);

export class BackupError extends Error {}

/**
 * PostgreSQL's own tools, run as child processes: pg_dump takes one consistent snapshot of the
 * whole database however busy the shop is, in its custom format that pg_restore reads back.
 * They come from the postgresql-client package (the Dockerfile and .ci/run install it); pg_dump
 * must be at least the server's major version.
 */
async function tool(name: "pg_dump" | "pg_restore", args: string[]): Promise<void> {
  try {
    await run(name, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === "ENOENT") throw new BackupError(`${name} is not installed: install PostgreSQL's client tools (Debian: postgresql-client)`);
    // The tools name the database but never print the password of the URL.
    throw new BackupError(`${name} failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}

export function pgDump(databaseUrl: string, file: string): Promise<void> {
  return tool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${databaseUrl}`]);
}

export function pgRestore(databaseUrl: string, file: string): Promise<void> {
  return tool("pg_restore", ["--exit-on-error", "--single-transaction", "--no-owner", "--no-privileges", `--dbname=${databaseUrl}`, file]);
}

/** Tables outside PostgreSQL's own schemas: a database with any is not a restore target. */
export async function userTableCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}
