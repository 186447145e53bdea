import type { FastifyReply, FastifyRequest } from "fastify";
import type { CachedBody } from "../modules/catalog/catalog-snapshot.js";

/** Sends a pre-serialised JSON body with its validator; a matching If-None-Match gets 304. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody): FastifyReply {
  reply.header("ETag", cached.etag).header("Cache-Control", "no-cache");
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim() === cached.etag)) {
    return reply.code(304).send();
  }
  return reply.type("application/json; charset=utf-8").send(cached.body);
}
