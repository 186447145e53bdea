import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

export type BodyEncoding = "br" | "gzip";

/**
 * A response body serialised once and reused until the data behind it changes; its compressed forms
 * are made on first demand and kept too, so a hot listing is never compressed twice.
 */
export class CachedBody {
  private readonly encoded: Partial<Record<BodyEncoding, Buffer>> = {};

  constructor(
    readonly body: string,
    readonly etag: string,
  ) {}

  encode(encoding: BodyEncoding): Buffer {
    this.encoded[encoding] ??=
      encoding === "br" ? brotliCompressSync(this.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(this.body, { level: 6 });
    return this.encoded[encoding];
  }
}

/** Below this size compression costs more than it saves (the compress plugin's threshold too). */
const COMPRESS_THRESHOLD = 1024;

/**
 * Sends a pre-serialised JSON body with its validator; a matching If-None-Match gets 304.
 * Compressed forms come from the cache, so the compress plugin has nothing left to do.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody): FastifyReply {
  reply.header("ETag", cached.etag).header("Cache-Control", "no-cache").header("Vary", "Accept-Encoding");
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim() === cached.etag)) {
    return reply.code(304).send();
  }
  reply.type("application/json; charset=utf-8");
  const encoding = cached.body.length >= COMPRESS_THRESHOLD ? preferredEncoding(request.headers["accept-encoding"]) : undefined;
  if (!encoding) return reply.send(cached.body);
  return reply.header("Content-Encoding", encoding).send(cached.encode(encoding));
}

function preferredEncoding(header: string | undefined): BodyEncoding | undefined {
  if (!header) return undefined;
  const accepted = new Map(
    header.split(",").map((part) => {
      const [name = "", ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return [name.trim(), q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const allowed = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allowed("br")) return "br";
  if (allowed("gzip")) return "gzip";
  return undefined;
}
