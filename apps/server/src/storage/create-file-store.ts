import type { Config } from "../config.js";
import type { FileStore } from "./file-store.js";
import { LocalFileStore } from "./local-file-store.js";
import { S3FileStore } from "./s3-file-store.js";
import { PUBLIC_UPLOAD_AREAS } from "./upload-store.js";

/** The store STORAGE names (decision 012); kept apart from the FileStore contract that both stores implement. */
export function createFileStore(config: Config): FileStore {
  if (config.STORAGE === "s3") {
    return new S3FileStore({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET!,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return new LocalFileStore(config.DATA_DIR, PUBLIC_UPLOAD_AREAS);
}
