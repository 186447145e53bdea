import { existsSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { BackupDatabase } from "./backup-archive.js";
import { writeBackup } from "./backup-archive.js";
import type { FileStore } from "../storage/file-store.js";

const NAME = /^pasal-(\d{4}-\d{2}-\d{2})\.tar\.gz$/;

export interface DailyBackupOptions {
  dir: string;
  keep: number;
  database: BackupDatabase;
  store: FileStore;
  dataDir: string;
  log: FastifyBaseLogger;
}

/**
 * Daily backups into BACKUP_DIR (decision 037): pasal-YYYY-MM-DD.tar.gz, one per UTC day, made by
 * the first check of the day (an hourly timer, so a restart never skips a day), then only the
 * BACKUP_KEEP newest are kept. Runs in the store's process: on the embedded database that is the
 * only process that may read it; with several instances, set BACKUP_DIR on one of them.
 */
export class DailyBackups {
  constructor(private readonly options: DailyBackupOptions) {}

  /** Makes today's backup unless it exists; answers its path, or undefined when there was nothing to do. */
  async runOnce(now = new Date()): Promise<string | undefined> {
    const { dir, database, store, dataDir } = this.options;
    const file = path.join(dir, `pasal-${now.toISOString().slice(0, 10)}.tar.gz`);
    if (existsSync(file)) return undefined;
    await writeBackup(file, { database, store, dataDir });
    await this.prune();
    return file;
  }

  /** Deletes all but the `keep` newest daily backups (by the date in their names). */
  async prune(): Promise<void> {
    const names = (await readdir(this.options.dir))
      .filter((name) => NAME.test(name))
      .sort()
      .reverse();
    for (const name of names.slice(this.options.keep)) await rm(path.join(this.options.dir, name), { force: true });
  }

  start(everyMs = 60 * 60_000): () => void {
    let running = false;
    const check = () => {
      if (running) return;
      running = true;
      this.runOnce()
        .then((file) => file && this.options.log.info({ file }, "daily backup written"))
        .catch((error: unknown) => this.options.log.error({ err: error }, "daily backup failed"))
        .finally(() => (running = false));
    };
    // The first check a minute after start, out of the way of the start itself.
    const first = setTimeout(check, 60_000);
    const timer = setInterval(check, everyMs);
    first.unref();
    timer.unref();
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }
}
