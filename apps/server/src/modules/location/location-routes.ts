import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { locationTreeJson, type LocationLanguage } from "./location-service.js";

const LANGUAGE_NAMES = ["english", "en", "nepali", "np"] as const;
const LANGUAGE_BY_NAME: Record<(typeof LANGUAGE_NAMES)[number], LocationLanguage> = {
  english: "english",
  en: "english",
  nepali: "nepali",
  np: "nepali",
};

const locationQuerySchema = z.object({
  lang: z
    .enum(LANGUAGE_NAMES, { error: "must be english or nepali" })
    .default("english")
    .transform((lang) => LANGUAGE_BY_NAME[lang]),
  /** `full`: Pasal's own richer form (ids, local level types, wards); default: the spec's tree. */
  shape: z.enum(["spec", "full"], { error: "must be spec or full" }).default("spec"),
});

/**
 * Nepal's provinces, districts and local levels for the address form (`GET location?lang=english`,
 * docs/requirements/accounts.md#profile-and-addresses); the data changes only with a release.
 */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/location", { schema: { querystring: locationQuerySchema } }, async (request, reply) => {
    // A pre-serialised string is sent as is; the compress plugin still compresses it.
    return reply
      .header("Cache-Control", "public, max-age=86400")
      .type("application/json; charset=utf-8")
      .send(locationTreeJson(request.query.lang, request.query.shape));
  });
};
