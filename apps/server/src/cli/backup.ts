import "dotenv/config";
import path from "node:path";
import { writeBackup } from "../backup/backup-archive.js";
import { loadConfig } from "../config.js";
import { openEmbedded } from "../db/client.js";
import { createFileStore } from "../storage/create-file-store.js";
import { failCli } from "./open-cli-database.js";

// npm run backup -- FILE
// Writes the database and every uploaded file into one .tar.gz (decision 037). PostgreSQL is
// dumped with pg_dump while the shop runs; the embedded database can be opened by one process
// only, so stop the store first (or let it write its own daily backups: BACKUP_DIR).
async function main() {
  const given = process.argv[2];
  if (!given || given.startsWith("-")) throw new Error("Usage: npm run backup -- FILE (e.g. backups/pasal-2026-11-27.tar.gz)");
  // npm runs the script in apps/server; the file is where the caller was.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  const config = loadConfig();
  const store = createFileStore(config);
  if (config.DATABASE_URL) {
    const summary = await writeBackup(file, { database: { kind: "postgres", url: config.DATABASE_URL }, store, dataDir: config.DATA_DIR });
    console.log(`Backed up PostgreSQL and ${summary.files} files to ${summary.file}.`);
    return;
  }
  const database = await openEmbedded(config.DATA_DIR);
  try {
    const summary = await writeBackup(file, { database: { kind: "pglite", dump: () => database.dumpEmbedded!() }, store, dataDir: config.DATA_DIR });
    console.log(`Backed up the embedded database and ${summary.files} files to ${summary.file}.`);
  } finally {
    await database.close();
  }
}

main().catch(failCli);
