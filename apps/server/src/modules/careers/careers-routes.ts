import { CAREERS_MESSAGES, jobApplicationSchema, jobPositionSchema, messageResponseSchema } from "@pasal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest } from "../../lib/http-error.js";
import { rateLimited } from "../auth/rate-limits.js";
import { readCheckedUpload } from "../../storage/checked-upload.js";
import { MAX_UPLOAD_BYTES, RESUME_KINDS } from "../../storage/file-kinds.js";
import type { FileStore } from "../../storage/file-store.js";
import { withSavedUploads } from "../../storage/upload-store.js";
import type { CareersService } from "./careers-service.js";

const APPLICATION_UPLOAD = {
  fields: ["firstName", "lastName", "email", "phone", "position", "linkedin", "coverLetter", "hearAbout"],
  maxFieldBytes: 40_000,
  files: {
    resume: {
      kinds: RESUME_KINDS,
      maxBytes: MAX_UPLOAD_BYTES,
      maxCount: 1,
      required: true,
      missing: CAREERS_MESSAGES.resumeMissing,
      tooLarge: CAREERS_MESSAGES.resumeTooLarge,
      wrongType: CAREERS_MESSAGES.resumeWrongType,
    },
  },
} as const;

export const careersRoutes: FastifyPluginAsyncZod<{ careers: CareersService; uploads: FileStore }> = async (app, { careers, uploads }) => {
  app.get("/positions", { schema: { response: { 200: z.array(jobPositionSchema) } } }, async () => careers.openPositions());

  app.post(
    "/apply",
    {
      schema: { response: { 200: messageResponseSchema } },
      // Each application sends a mail with a file: limited like the contact form.
      preHandler: rateLimited(app, "apply", [{ by: "ip", max: 10, minutes: 60 }]),
    },
    async (request) => {
      const upload = await readCheckedUpload(request, APPLICATION_UPLOAD);
      const parsed = jobApplicationSchema.safeParse(upload.fields);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? "Invalid application");
      await withSavedUploads(uploads, "resumes", upload.files.resume, ([resume]) => careers.apply(parsed.data, resume!));
      return { message: CAREERS_MESSAGES.submitted };
    },
  );
};
