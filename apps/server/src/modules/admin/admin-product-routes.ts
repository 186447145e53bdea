import {
  adminProductCreateSchema,
  adminProductListQuerySchema,
  adminProductListSchema,
  adminProductParamsSchema,
  adminProductPatchSchema,
  adminProductSchema,
  productImageParamsSchema,
  productImagesPatchSchema,
  productImagesSchema,
} from "@pasal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.js";
import { readCheckedUpload } from "../../storage/checked-upload.js";
import { GIF, JPEG, MAX_UPLOAD_BYTES, PNG, WEBP } from "../../storage/file-kinds.js";
import { listProducts } from "./admin-product-list.js";
import { actorOf, requirePermission } from "./permissions.js";
import type { ProductAdminService } from "./product-admin-service.js";
import type { ProductImageService } from "./product-images.js";

const IMAGE_UPLOAD = {
  fields: ["alt"],
  files: {
    images: {
      kinds: [JPEG, PNG, WEBP, GIF],
      maxBytes: MAX_UPLOAD_BYTES,
      maxCount: 10,
      required: true,
      missing: "Attach at least one picture",
      tooLarge: "Each picture must be less than 5MB",
      wrongType: "Pictures must be JPEG, PNG, WebP or GIF",
      tooMany: "Upload at most 10 pictures at a time",
    },
  },
} as const;

/**
 * The back office's products (docs/requirements/back-office.md#admin-catalogue-and-stock): table, detail
 * (costPrice included), create, edit, archive, pictures. A body that changes a price needs prices:write
 * as well (checked in the service, field by field), one that changes stock needs stock:write.
 */
export const adminProductRoutes: FastifyPluginAsyncZod<{ db: Db; products: ProductAdminService; images: ProductImageService }> = async (
  app,
  { db, products, images },
) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("Cache-Control", "private, no-store");
  });

  app.get(
    "/admin/products",
    { ...requirePermission("catalog:read"), schema: { querystring: adminProductListQuerySchema, response: { 200: adminProductListSchema } } },
    async (request) => listProducts(db, request.query),
  );

  app.get(
    "/admin/products/:id",
    { ...requirePermission("catalog:read"), schema: { params: adminProductParamsSchema, response: { 200: adminProductSchema } } },
    async (request) => products.get(request.params.id),
  );

  app.post(
    "/admin/products",
    { ...requirePermission("catalog:write"), schema: { body: adminProductCreateSchema, response: { 201: adminProductSchema } } },
    async (request, reply) => reply.code(201).send(await products.create(request.body, await actorOf(request))),
  );

  app.patch(
    "/admin/products/:id",
    {
      ...requirePermission("catalog:write"),
      schema: { params: adminProductParamsSchema, body: adminProductPatchSchema, response: { 200: adminProductSchema } },
    },
    async (request) => products.update(request.params.id, request.body, await actorOf(request)),
  );

  app.delete(
    "/admin/products/:id",
    { ...requirePermission("catalog:write"), schema: { params: adminProductParamsSchema, response: { 200: adminProductSchema } } },
    async (request) => products.archive(request.params.id, await actorOf(request)),
  );

  app.post(
    "/admin/products/:id/images",
    { ...requirePermission("catalog:write"), schema: { params: adminProductParamsSchema, response: { 201: productImagesSchema } } },
    async (request, reply) => {
      await products.get(request.params.id);
      const upload = await readCheckedUpload(request, IMAGE_UPLOAD);
      const alt = upload.fields.alt.trim().slice(0, 300);
      return reply.code(201).send({ images: await images.add(request.params.id, upload.files.images, alt, await actorOf(request)) });
    },
  );

  app.patch(
    "/admin/products/:id/images",
    {
      ...requirePermission("catalog:write"),
      schema: { params: adminProductParamsSchema, body: productImagesPatchSchema, response: { 200: productImagesSchema } },
    },
    async (request) => ({ images: await images.arrange(request.params.id, request.body.images, await actorOf(request)) }),
  );

  app.delete(
    "/admin/products/:id/images/:position",
    { ...requirePermission("catalog:write"), schema: { params: productImageParamsSchema, response: { 200: productImagesSchema } } },
    async (request) => ({ images: await images.remove(request.params.id, request.params.position, await actorOf(request)) }),
  );
};
