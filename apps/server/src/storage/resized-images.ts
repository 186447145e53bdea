import { createHash } from "node:crypto";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { isResizable, isResponsiveWidth, RESPONSIVE_WIDTHS } from "@pasal/shared";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import type { FileStore } from "./file-store.js";
import { keyOf } from "./upload-store.js";
import { errorBody } from "../lib/http-error.js";

/** Far beyond any product picture; refused before decoding, like the back office's uploads. */
const MAX_INPUT_PIXELS = 50_000_000;
/** The largest source read into memory to resize (uploads are capped at 5 MB; this leaves room). */
const MAX_SOURCE_BYTES = 20 * 1024 * 1024;
/** SVGs are drawn at 72 dpi by default; drawing big ones sharper costs time, so this is the ceiling. */
const MAX_SVG_DENSITY = 72 * 8;

export interface ResizedImagesOptions {
  /** DATA_DIR/media, served at /media/ */
  mediaRoot: string;
  /** the upload store (local or S3) behind /uploads/ */
  store: FileStore;
  /** where resized copies are kept: DATA_DIR/cache/images (each instance keeps its own) */
  cacheDir: string;
}

/** A picture to resize: how to read it, and what identifies this version of it. */
interface Source {
  version: string;
  read(): Promise<Buffer | undefined>;
}

const badWidth = errorBody(400, `Width must be one of ${RESPONSIVE_WIDTHS.join(", ")}`);
const notFound = errorBody(404, "Not found");

/**
 * Serves catalogue and upload pictures as WebP at one of the fixed widths (decision 021):
 * /media/w<width>/media/<path> or /media/w<width>/uploads/<area>/<name>. The first request makes
 * the copy with sharp and keeps it on disk; later ones read it back. The URL names the source and
 * width, and sources never change under a name (demo media is written once, upload names are
 * random), so browsers may keep the answer for a year.
 */
export async function registerResizedImages(app: FastifyInstance, options: ResizedImagesOptions): Promise<void> {
  const mediaRoot = path.resolve(options.mediaRoot);
  const inFlight = new Map<string, Promise<Buffer | undefined>>();

  const sourceOf = async (url: string): Promise<Source | undefined> => {
    if (!isResizable(url)) return undefined;
    if (url.startsWith("/media/")) {
      const file = path.resolve(mediaRoot, url.slice("/media/".length));
      if (!file.startsWith(mediaRoot + path.sep)) return undefined;
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile() || info.size > MAX_SOURCE_BYTES) return undefined;
      return { version: `${info.size}-${info.mtimeMs}`, read: () => readFile(file) };
    }
    const [, , area = "", name = ""] = url.split("/");
    const key = keyOf(area, name);
    const info = key ? await options.store.stat(key) : undefined;
    if (!key || !info || info.size > MAX_SOURCE_BYTES) return undefined;
    return {
      version: `${info.size}`,
      read: async () => {
        const file = await options.store.get(key);
        if (!file) return undefined;
        const chunks: Buffer[] = [];
        for await (const chunk of file.body) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      },
    };
  };

  const resize = async (source: Source, width: number, url: string, cacheFile: string): Promise<Buffer | undefined> => {
    const cached = await readFile(cacheFile).catch(() => undefined);
    if (cached) return cached;
    const data = await source.read();
    if (!data) return undefined;
    const vector = url.toLowerCase().endsWith(".svg");
    let density: number | undefined;
    if (vector) {
      // Draw the SVG at the size asked for, not at its nominal size scaled up (which would blur).
      const nominal = (await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).width ?? width;
      density = Math.min(MAX_SVG_DENSITY, Math.max(72, Math.ceil((72 * width) / nominal)));
    }
    const webp = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", ...(density ? { density } : {}) })
      .rotate()
      // A photo is never made wider than it is; a drawing is drawn at any width.
      .resize({ width, withoutEnlargement: !vector })
      .webp({ quality: 80 })
      .toBuffer();
    await mkdir(path.dirname(cacheFile), { recursive: true });
    // Written under a temporary name and renamed, so a reader never sees half a file.
    const temporary = `${cacheFile}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temporary, webp);
    await rename(temporary, cacheFile);
    return webp;
  };

  app.get<{ Params: { width: string; "*": string } }>("/media/w:width(^\\d+$)/*", async (request, reply) => {
    const width = Number(request.params.width);
    if (!isResponsiveWidth(width)) return reply.code(400).send(badWidth);
    const url = `/${request.params["*"]}`;
    const source = await sourceOf(url);
    if (!source) return reply.code(404).send(notFound);

    const hash = createHash("sha256").update(`${width}\n${url}\n${source.version}`).digest("hex");
    const etag = `"${hash.slice(0, 32)}"`;
    reply
      .header("Cache-Control", "public, max-age=31536000, immutable")
      .header("ETag", etag)
      .header("X-Content-Type-Options", "nosniff")
      .header("Cross-Origin-Resource-Policy", "cross-origin");
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();

    const cacheFile = path.join(options.cacheDir, `w${width}`, hash.slice(0, 2), `${hash}.webp`);
    // Two requests for the same new copy share one resize.
    let job = inFlight.get(cacheFile);
    if (!job) {
      job = resize(source, width, url, cacheFile).finally(() => inFlight.delete(cacheFile));
      inFlight.set(cacheFile, job);
    }
    const webp = await job.catch((error: unknown) => {
      request.log.warn({ err: error, url }, "picture could not be resized");
      return undefined;
    });
    if (!webp) {
      reply.removeHeader("Cache-Control").removeHeader("ETag");
      return reply.code(404).send(notFound);
    }
    return reply.type("image/webp").send(webp);
  });
}
