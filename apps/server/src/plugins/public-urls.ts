import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";
import { absoluteMediaUrls } from "../lib/public-url.js";

/**
 * With PUBLIC_URL set, every JSON answer carries absolute media URLs, so a storefront on another
 * origin (or an app) can show them as they are. Done on the serialised body, the one place every
 * route's answer passes, instead of in each mapper (decision 012).
 */
export function registerPublicUrls(app: FastifyInstance, config: Config): void {
  if (!config.PUBLIC_URL) return;
  const base = config.PUBLIC_URL;
  app.addHook("onSend", async (_request, reply, payload) => {
    if (typeof payload !== "string") return payload;
    const type = reply.getHeader("content-type");
    return typeof type === "string" && type.includes("json") ? absoluteMediaUrls(base, payload) : payload;
  });
}
