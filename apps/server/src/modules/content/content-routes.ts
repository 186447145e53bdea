import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { TestimonialService } from "./testimonial-service.js";

const testimonialSchema = z.object({
  _id: z.string(),
  name: z.string(),
  experience: z.string(),
  location: z.string(),
  image: z.object({ url: z.string() }).nullable(),
});

/** Company content read by the storefront. */
export const contentRoutes: FastifyPluginAsyncZod<{ testimonials: TestimonialService }> = async (app, { testimonials }) => {
  app.get("/show-testimonials", { schema: { response: { 200: z.array(testimonialSchema) } } }, async () => testimonials.listApproved());
};
