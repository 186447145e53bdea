import "dotenv/config";
import { ConfigError, loadConfig } from "../config.js";
import { DatabaseInUseError, openDatabase, type Database } from "../db/client.js";
import { BackupError } from "../backup/postgres-tools.js";

/** The CLIs work on the same database the store uses: DATABASE_URL, else the one in DATA_DIR. */
export async function openCliDatabase(): Promise<Database> {
  const config = loadConfig();
  return openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
}

export function failCli(error: unknown): never {
  const known = error instanceof ConfigError || error instanceof DatabaseInUseError || error instanceof BackupError;
  console.error(known || !(error instanceof Error) ? String((error as Error).message ?? error) : `Failed: ${error.message}`);
  process.exit(1);
}
