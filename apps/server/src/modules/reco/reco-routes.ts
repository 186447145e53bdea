import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../lib/http-error.js";
import { requireSelf, requireUser } from "../auth/auth-context.js";
import type { CatalogService } from "../catalog/catalog-service.js";
import { recordInteractionSchema, recoItemsSchema, recoQuerySchema, similarParamsSchema, userParamsSchema } from "./reco-schemas.js";
import type { RecoService } from "./reco-service.js";

/**
 * Recommendations (docs/requirements/home.md#recommendations) and the product page's view signal.
 * Personal picks and views are for the signed-in shopper only; a guest's views stay in the browser.
 */
export const recoRoutes: FastifyPluginAsyncZod<{ reco: RecoService; catalog: CatalogService }> = async (app, { reco, catalog }) => {
  app.get(
    "/reco/similar/:productId",
    { schema: { params: similarParamsSchema, querystring: recoQuerySchema, response: { 200: recoItemsSchema } } },
    async (request) => {
      const product = (await catalog.current()).find(request.params.productId);
      if (!product) throw notFound("Product not found");
      return { items: await reco.similar(product, request.query.limit) };
    },
  );

  app.get(
    "/reco/personalized/:userId",
    { schema: { params: userParamsSchema, querystring: recoQuerySchema, response: { 200: recoItemsSchema } } },
    async (request) => {
      const user = await requireSelf(request, request.params.userId);
      return { items: await reco.personalized(user.id, request.query.limit) };
    },
  );

  app.post("/interactions", { schema: { body: recordInteractionSchema } }, async (request, reply) => {
    const user = await requireUser(request);
    const product = (await catalog.current()).find(request.body.productId);
    if (!product) throw notFound("Product not found");
    await reco.record(user.id, product._id, request.body.kind);
    return reply.code(204).send();
  });
};
