import { createReadStream, mkdirSync } from "node:fs";
import { access, constants, mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ByteRange, FileStore, StoredFile } from "./file-store.js";
import { contentTypeOfKey } from "./file-kinds.js";

/** Files under DATA_DIR/uploads/<area>/: the embedded default, for one instance. */
export class LocalFileStore implements FileStore {
  readonly kind = "local";
  private readonly root: string;

  /** `areas` are made at once, so the folders are there to back up or mount before the first upload. */
  constructor(dataDir: string, areas: readonly string[] = []) {
    this.root = path.join(dataDir, "uploads");
    for (const area of areas) mkdirSync(path.join(this.root, area), { recursive: true });
  }

  locate(key: string): string {
    const target = path.resolve(this.root, key);
    // Keys are made by upload-store.ts; this only makes sure no key ever leaves the folder.
    if (!target.startsWith(this.root + path.sep)) throw new Error("Upload key outside the uploads folder");
    return target;
  }

  async put(key: string, data: Buffer, _contentType: string): Promise<void> {
    const target = this.locate(key);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, data, { flag: "wx", mode: 0o640 });
  }

  async stat(key: string) {
    try {
      const info = await stat(this.locate(key));
      return info.isFile() ? { size: info.size, contentType: contentTypeOfKey(key) } : undefined;
    } catch {
      return undefined;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredFile | undefined> {
    const info = await this.stat(key);
    if (!info) return undefined;
    const { start, end } = range ?? { start: 0, end: info.size - 1 };
    return {
      body: createReadStream(this.locate(key), { start, end }),
      contentType: info.contentType,
      contentLength: Math.max(end - start + 1, 0),
    };
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== undefined;
  }

  async delete(key: string): Promise<void> {
    await rm(this.locate(key), { force: true });
  }

  async *list(): AsyncIterable<string> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.isFile()) yield path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    }
  }

  async ready(): Promise<void> {
    await access(this.root, constants.W_OK);
  }
}
