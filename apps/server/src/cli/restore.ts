import "dotenv/config";
import path from "node:path";
import { restoreBackup } from "../backup/backup-archive.js";
import { loadConfig } from "../config.js";
import { createFileStore } from "../storage/create-file-store.js";
import { failCli } from "./open-cli-database.js";

// npm run restore -- FILE
// Restores a backup made by `npm run backup` into an empty database (DATABASE_URL, or DATA_DIR's
// embedded one) and an empty file store; it refuses a target that already holds a shop's data.
async function main() {
  const given = process.argv[2];
  if (!given || given.startsWith("-")) throw new Error("Usage: npm run restore -- FILE");
  // npm runs the script in apps/server; the file is where the caller was.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  const config = loadConfig();
  const database = config.DATABASE_URL ? { kind: "postgres" as const, url: config.DATABASE_URL } : { kind: "pglite" as const, dataDir: config.DATA_DIR };
  const summary = await restoreBackup(file, { database, store: createFileStore(config), dataDir: config.DATA_DIR });
  const where = config.DATABASE_URL ? "PostgreSQL" : `the embedded database in ${config.DATA_DIR}`;
  console.log(`Restored ${summary.file} into ${where}, with ${summary.files} files. Start the store as usual.`);
}

main().catch(failCli);
