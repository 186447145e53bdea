import { TESTIMONIAL_MESSAGES, messageResponseSchema, testimonialFieldsSchema } from "@pasal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequest } from "../../lib/http-error.js";
import { rateLimited } from "../auth/rate-limits.js";
import { readCheckedUpload } from "../../storage/checked-upload.js";
import { MAX_UPLOAD_BYTES, TESTIMONIAL_IMAGE_KINDS } from "../../storage/file-kinds.js";
import type { FileStore } from "../../storage/file-store.js";
import { withSavedUploads } from "../../storage/upload-store.js";
import type { TestimonialService } from "./testimonial-service.js";

const TESTIMONIAL_UPLOAD = {
  fields: ["name", "experience", "location"],
  files: {
    image: {
      kinds: TESTIMONIAL_IMAGE_KINDS,
      maxBytes: MAX_UPLOAD_BYTES,
      maxCount: 1,
      required: true,
      missing: TESTIMONIAL_MESSAGES.imageMissing,
      tooLarge: TESTIMONIAL_MESSAGES.imageTooLarge,
      wrongType: TESTIMONIAL_MESSAGES.imageWrongType,
    },
  },
} as const;

/**
 * Anyone may send a testimonial (docs/requirements/home.md#testimonials); it waits hidden until an admin
 * approves it.
 */
export const testimonialSubmitRoutes: FastifyPluginAsyncZod<{ testimonials: TestimonialService; uploads: FileStore }> = async (
  app,
  { testimonials, uploads },
) => {
  app.post(
    "/testimonial",
    {
      schema: { response: { 201: messageResponseSchema } },
      preHandler: rateLimited(app, "testimonial", [{ by: "ip", max: 10, minutes: 60 }]),
    },
    async (request, reply) => {
      const upload = await readCheckedUpload(request, TESTIMONIAL_UPLOAD);
      const parsed = testimonialFieldsSchema.safeParse(upload.fields);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? "Invalid testimonial");
      await withSavedUploads(uploads, "testimonials", upload.files.image, ([image]) => testimonials.submit({ ...parsed.data, imageUrl: image!.url }));
      return reply.code(201).send({ message: `${TESTIMONIAL_MESSAGES.submitted} It will appear once we have approved it.` });
    },
  );
};
