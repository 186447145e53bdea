import { CONTACT_MESSAGES, contactRequestSchema, messageResponseSchema } from "@pasal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { rateLimited } from "../auth/rate-limits.js";
import type { ContactService } from "./contact-service.js";

/** Each message becomes a mail to the shop: limited like the other calls that send mail. */
export const CONTACT_RATE_LIMITS: Parameters<typeof rateLimited>[2] = [
  { by: "ip", max: 10, minutes: 60 },
  { by: "email", max: 3, minutes: 15, message: "You have sent several messages already. Please wait a few minutes." },
];

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.post(
    "/contactus",
    {
      schema: { body: contactRequestSchema, response: { 200: messageResponseSchema } },
      preHandler: rateLimited(app, "contact", CONTACT_RATE_LIMITS),
    },
    async (request) => {
      await contact.submit(request.body);
      return { message: CONTACT_MESSAGES.sent };
    },
  );
};
