import { productSoldSchema } from "@pasal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendCached } from "../../lib/cached-reply.js";
import { notFound } from "../../lib/http-error.js";
import type { ShopStatsService } from "../shop/shop-stats-service.js";
import type { CatalogService } from "./catalog-service.js";
import { accessoriesFor } from "./fits-phone.js";

const params = z.object({ idOrModelName: z.string().min(1).max(200) });

/**
 * What the product page shows beside the product itself (docs/requirements/catalogue.md#product-page):
 * how many sold, and what fits it.
 */
export const productExtrasRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService; stats: ShopStatsService }> = async (app, { catalog, stats }) => {
  app.get("/product/:idOrModelName/sold", { schema: { params, response: { 200: productSoldSchema } } }, async (request, reply) => {
    const product = (await catalog.current()).find(request.params.idOrModelName);
    if (!product) throw notFound("Product not found");
    reply.header("Cache-Control", "public, max-age=60");
    return { sold: await stats.sold(product._id) };
  });

  app.get("/product/:idOrModelName/accessories", { schema: { params } }, async (request, reply) => {
    const snapshot = await catalog.current();
    const product = snapshot.find(request.params.idOrModelName);
    if (!product) throw notFound("Product not found");
    return sendCached(
      request,
      reply,
      snapshot.cached(`fits:${product._id}`, () => accessoriesFor(product, snapshot.products)),
    );
  });
};
