import { randomBytes } from "node:crypto";
import path from "node:path";
import type { CheckedFile } from "./checked-upload.js";
import type { FileStore } from "./file-store.js";

/**
 * Each kind of upload has an area, a folder (or key prefix) in the file store. Only the public
 * areas are served at /uploads/<area>/ (serve-uploads.ts); resumes are for the shop's eyes and never served.
 */
export const PUBLIC_UPLOAD_AREAS = ["reviews", "testimonials", "chat", "products"] as const;
export type UploadArea = (typeof PUBLIC_UPLOAD_AREAS)[number] | "resumes";

/** The local store's folder (DATA_DIR/uploads/<area>). */
export function uploadsDir(dataDir: string, area?: UploadArea): string {
  const root = path.join(dataDir, "uploads");
  return area ? path.join(root, area) : root;
}

export interface SavedUpload {
  file: CheckedFile;
  /** The store's key, "<area>/<name>". */
  key: string;
  /** Where it is: a path on disk for the local store, s3://bucket/key for S3. */
  path: string;
  /** The public URL for public areas ("/uploads/reviews/<name>", always relative); empty for resumes. */
  url: string;
}

/**
 * The names this module gives: 32 random hex digits and the detected extension; a product
 * picture's resized copies add their width ("<hex>-640.webp", product-images.ts).
 */
const STORED_NAME = /^[a-f0-9]{32}(-\d{2,4})?\.[a-z0-9]{2,5}$/;

/** The key behind /uploads/<area>/<name>, or undefined when that is not a name this store gives. */
export function keyOf(area: string, name: string): string | undefined {
  return (PUBLIC_UPLOAD_AREAS as readonly string[]).includes(area) && STORED_NAME.test(name) ? `${area}/${name}` : undefined;
}

/**
 * Stores checked files under random names with the detected extension (never the client's
 * name). If one write fails, the ones already written are removed.
 */
export async function saveUploads(store: FileStore, area: UploadArea, files: readonly CheckedFile[]): Promise<SavedUpload[]> {
  const saved: SavedUpload[] = [];
  try {
    for (const file of files) {
      const name = `${randomBytes(16).toString("hex")}.${file.kind.ext}`;
      const key = `${area}/${name}`;
      await store.put(key, file.data, file.kind.mime);
      saved.push({ file, key, path: store.locate(key), url: area === "resumes" ? "" : `/uploads/${key}` });
    }
  } catch (error) {
    await removeUploads(
      store,
      saved.map((s) => s.key),
    );
    throw error;
  }
  return saved;
}

/** Removes files by key (when the database write that needed them failed, or their row was deleted). */
export async function removeUploads(store: FileStore, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => store.delete(key)));
}

/** The key behind a public URL this module made, or undefined for anything else. */
export function keyOfPublicUrl(url: string): string | undefined {
  const match = /^\/uploads\/([a-z]+)\/([^/]+)$/.exec(url);
  return match ? keyOf(match[1]!, match[2]!) : undefined;
}

/** Runs `write` with the files saved; if it throws, the files are removed again. */
export async function withSavedUploads<T>(
  store: FileStore,
  area: UploadArea,
  files: readonly CheckedFile[],
  write: (saved: SavedUpload[]) => Promise<T>,
): Promise<T> {
  const saved = await saveUploads(store, area, files);
  try {
    return await write(saved);
  } catch (error) {
    await removeUploads(
      store,
      saved.map((s) => s.key),
    );
    throw error;
  }
}
