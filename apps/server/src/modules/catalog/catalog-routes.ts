import { productListingQuerySchema } from "@pasal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendCached } from "../../lib/cached-reply.js";
import { notFound } from "../../lib/http-error.js";
import type { SearchService } from "../search/search-service.js";
import type { CatalogService } from "./catalog-service.js";

const idList = z
  .string()
  .max(20_000)
  .transform((value) =>
    value
      .split(",")
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .refine((ids) => ids.length <= 500, "at most 500 ids");

/** Listing pages up to this many results deep come from the search's top-k; deeper ones rank every match. */
const TOP_LISTING_MAX = 480;

/**
 * Catalogue reads (docs/requirements/catalogue.md#catalogue-calls). Bodies come pre-serialised from the
 * in-memory snapshot; the mapper that builds them never includes costPrice.
 */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService; search: SearchService }> = async (app, { catalog, search }) => {
  app.get("/product", { schema: { querystring: z.object({ productIds: idList.optional() }) } }, async (request, reply) => {
    const snapshot = await catalog.current();
    const { productIds } = request.query;
    if (productIds === undefined)
      return sendCached(
        request,
        reply,
        snapshot.cached("all", () => snapshot.products),
      );
    // Stock check for a guest cart: unknown ids are left out, so the client sees they are gone.
    const stock = productIds.flatMap((id) => {
      const product = snapshot.find(id);
      return product ? [{ _id: product._id, stock: product.stock }] : [];
    });
    return reply.send(stock);
  });

  app.get("/product/:idOrModelName", { schema: { params: z.object({ idOrModelName: z.string().min(1).max(200) }) } }, async (request, reply) => {
    const snapshot = await catalog.current();
    const product = snapshot.find(request.params.idOrModelName);
    if (!product) throw notFound("Product not found");
    return sendCached(
      request,
      reply,
      snapshot.cached(`product:${product._id}`, () => product),
    );
  });

  app.get("/product/subcategory/:brand", { schema: { params: z.object({ brand: z.string().min(1).max(100) }) } }, async (request, reply) => {
    const snapshot = await catalog.current();
    const brand = request.params.brand.toLowerCase();
    return sendCached(
      request,
      reply,
      snapshot.cached(`brand:${brand}`, () => snapshot.byBrand(brand)),
    );
  });

  app.get("/category", async (request, reply) => {
    const snapshot = await catalog.current();
    return sendCached(
      request,
      reply,
      snapshot.cached("categories", () => snapshot.categories),
    );
  });

  app.get("/subcategory", async (request, reply) => {
    const snapshot = await catalog.current();
    return sendCached(
      request,
      reply,
      snapshot.cached("brands", () => snapshot.brands),
    );
  });

  /** The storefront's listing: filtered, sorted and paginated on the server. */
  app.get("/products", { schema: { querystring: productListingQuerySchema } }, async (request, reply) => {
    const snapshot = await catalog.current();
    const filters = request.query;
    const key = `list:${JSON.stringify(filters)}`;
    if (!filters.search)
      return sendCached(
        request,
        reply,
        snapshot.cached(key, () => snapshot.list(filters)),
      );
    // `?search=` uses the search engine's ranking (docs/requirements/search.md#search-calls). While the
    // index is being rebuilt for a newer catalogue, the answer is not cached, so the stale ranking is
    // not kept. Relevance order with no other filter: only the page and the total are needed, which the
    // search's top-k gives without ranking every match (at 100,000 products "samsung" has 25,000).
    const relevanceOnly =
      filters.sort === "featured" &&
      !filters.category &&
      !filters.brand &&
      !filters.color &&
      !filters.extra &&
      !filters.inStock &&
      filters.minPrice === undefined &&
      filters.maxPrice === undefined;
    if (relevanceOnly && filters.page * filters.limit <= TOP_LISTING_MAX) {
      const top = await search.top(filters.search, filters.page * filters.limit);
      if (search.isCurrent(snapshot))
        return sendCached(
          request,
          reply,
          snapshot.cached(key, () => snapshot.listTop(filters, top)),
        );
    }
    const ranked = await search.rank(filters.search);
    if (!search.isCurrent(snapshot)) return reply.send(snapshot.list(filters, ranked));
    return sendCached(
      request,
      reply,
      snapshot.cached(key, () => snapshot.list(filters, ranked)),
    );
  });
};
