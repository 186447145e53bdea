import type { Readable } from "node:stream";

/** A file read back from the store: the body streams, so a video is never held in memory. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  /** Bytes in `body` (the asked range, or the whole file). */
  contentLength: number;
}

/** Bytes `start` to `end`, both included, as in an HTTP Range. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live (decision 012): a directory on this machine by default, or an
 * S3-compatible bucket shared by every instance (STORAGE=s3). Keys are "<area>/<name>", made by
 * upload-store.ts only, never by a client.
 */
export interface FileStore {
  readonly kind: "local" | "s3";
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when there is none. */
  get(key: string, range?: ByteRange): Promise<StoredFile | undefined>;
  /** The whole file's size and type, or undefined when there is none. */
  stat(key: string): Promise<{ size: number; contentType: string } | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removing a file that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Where a file is, for the records that point at it (a path on disk, or s3://bucket/key). */
  locate(key: string): string;
  /** Every key in the store (backups, decision 037). */
  list(): AsyncIterable<string>;
  /** Throws when the store cannot be reached (the readiness check). */
  ready(): Promise<void>;
}
