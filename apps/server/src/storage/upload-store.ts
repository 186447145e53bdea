import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { CheckedFile } from "./checked-upload.js";

/**
 * Where each kind of upload lives under DATA_DIR/uploads. Only the public areas are served at
 * /uploads/<area>/ (serve-uploads.ts); resumes are for the shop's eyes and never served.
 */
export const PUBLIC_UPLOAD_AREAS = ["reviews", "testimonials", "chat"] as const;
export type UploadArea = (typeof PUBLIC_UPLOAD_AREAS)[number] | "resumes";

export function uploadsDir(dataDir: string, area?: UploadArea): string {
  const root = path.join(dataDir, "uploads");
  return area ? path.join(root, area) : root;
}

export interface SavedUpload {
  file: CheckedFile;
  /** Absolute path on disk. */
  path: string;
  /** The public URL for public areas ("/uploads/reviews/<name>"); empty for resumes. */
  url: string;
}

/**
 * Writes checked files under random names with the detected extension (never the client's
 * name). If one write fails, the ones already written are removed.
 */
export async function saveUploads(dataDir: string, area: UploadArea, files: readonly CheckedFile[]): Promise<SavedUpload[]> {
  const dir = uploadsDir(dataDir, area);
  await mkdir(dir, { recursive: true });
  const saved: SavedUpload[] = [];
  try {
    for (const file of files) {
      const name = `${randomBytes(16).toString("hex")}.${file.kind.ext}`;
      const target = path.join(dir, name);
      await writeFile(target, file.data, { flag: "wx", mode: 0o640 });
      saved.push({ file, path: target, url: area === "resumes" ? "" : `/uploads/${area}/${name}` });
    }
  } catch (error) {
    await removeUploads(saved.map((s) => s.path));
    throw error;
  }
  return saved;
}

/** Removes files (when the database write that needed them failed, or their row was deleted). */
export async function removeUploads(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((p) => rm(p, { force: true })));
}

/** The file behind a public URL this module made, or undefined for anything else. */
export function pathOfPublicUrl(dataDir: string, url: string): string | undefined {
  const match = /^\/uploads\/(reviews|testimonials)\/([a-f0-9]{32}\.[a-z0-9]{2,5})$/.exec(url);
  return match ? path.join(uploadsDir(dataDir, match[1] as UploadArea), match[2]!) : undefined;
}

/** Runs `write` with the files saved; if it throws, the files are removed again. */
export async function withSavedUploads<T>(
  dataDir: string,
  area: UploadArea,
  files: readonly CheckedFile[],
  write: (saved: SavedUpload[]) => Promise<T>,
): Promise<T> {
  const saved = await saveUploads(dataDir, area, files);
  try {
    return await write(saved);
  } catch (error) {
    await removeUploads(saved.map((s) => s.path));
    throw error;
  }
}
