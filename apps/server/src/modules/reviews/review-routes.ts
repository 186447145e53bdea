import {
  REVIEW_MEDIA_MAX_COUNT,
  REVIEW_MESSAGES,
  productRatingSchema,
  reviewDeletedSchema,
  reviewFieldsSchema,
  reviewListSchema,
  reviewPostedSchema,
} from "@pasal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError, badRequest } from "../../lib/http-error.js";
import { rateLimited } from "../auth/rate-limits.js";
import { readCheckedUpload } from "../../storage/checked-upload.js";
import { MAX_UPLOAD_BYTES, REVIEW_MEDIA_KINDS } from "../../storage/file-kinds.js";
import type { FileStore } from "../../storage/file-store.js";
import { keyOfPublicUrl, removeUploads, withSavedUploads } from "../../storage/upload-store.js";
import type { ReviewService } from "./review-service.js";

const REVIEW_UPLOAD = {
  // `user` and `date` of the spec's payload are ignored: the author is the session, the date now.
  fields: ["productId", "rating", "comment"],
  files: {
    medias: {
      kinds: REVIEW_MEDIA_KINDS,
      maxBytes: MAX_UPLOAD_BYTES,
      maxCount: REVIEW_MEDIA_MAX_COUNT,
      tooLarge: REVIEW_MESSAGES.tooLarge,
      wrongType: REVIEW_MESSAGES.wrongType,
      tooMany: REVIEW_MESSAGES.tooMany,
    },
  },
} as const;

export const REVIEW_RATE_LIMITS: Parameters<typeof rateLimited>[2] = [{ by: "ip", max: 20, minutes: 60 }];

/** The review calls (docs/requirements/catalogue.md#reviews); writing and deleting need a session. */
export const reviewRoutes: FastifyPluginAsyncZod<{ reviews: ReviewService; uploads: FileStore }> = async (app, { reviews, uploads }) => {
  app.get(
    "/review/:productId",
    { schema: { params: z.object({ productId: z.string().max(100) }), response: { 200: reviewListSchema } } },
    async (request, reply) => {
      const viewer = await request.currentUser();
      // The list marks the caller's own reviews, so it must not be shared by caches.
      reply.header("Cache-Control", "private, no-cache");
      return reviews.list(request.params.productId, viewer?.id ?? null);
    },
  );

  app.post(
    "/review",
    {
      schema: { response: { 201: reviewPostedSchema } },
      // Anyone can sign up, and each review may store up to 25 MB: bounded like the other uploads.
      preHandler: rateLimited(app, "review", REVIEW_RATE_LIMITS),
    },
    async (request, reply) => {
      const user = await request.currentUser();
      if (!user) throw new HttpError(401, REVIEW_MESSAGES.loginFirst);
      const upload = await readCheckedUpload(request, REVIEW_UPLOAD);
      const parsed = reviewFieldsSchema.safeParse(upload.fields);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? "Invalid review");
      await reviews.assertProduct(parsed.data.productId);
      const result = await withSavedUploads(uploads, "reviews", upload.files.medias, (media) =>
        reviews.create({ ...parsed.data, userId: user.id, media }, user.fullName),
      );
      return reply.code(201).send({ message: REVIEW_MESSAGES.posted, ...result });
    },
  );

  app.delete(
    "/review/:reviewId",
    { schema: { params: z.object({ reviewId: z.string().max(100) }), response: { 200: reviewDeletedSchema } } },
    async (request) => {
      const user = await request.currentUser();
      if (!user) throw new HttpError(401, REVIEW_MESSAGES.loginFirst);
      const { product, mediaUrls } = await reviews.remove(request.params.reviewId, user.id);
      await removeUploads(
        uploads,
        mediaUrls.flatMap((url) => keyOfPublicUrl(url) ?? []),
      );
      return { message: REVIEW_MESSAGES.deleted, product };
    },
  );

  // The spec lists this call with rating and comment but shows no use of its answer. Writing a
  // review here too would be a second, unchecked way in, so it is read-only: it answers the
  // product's current rating (a client can call it after posting). Any body is ignored.
  app.post(
    "/review-rating/:productId",
    { schema: { params: z.object({ productId: z.string().max(100) }), response: { 200: productRatingSchema } } },
    async (request) => reviews.rating(request.params.productId),
  );
};
