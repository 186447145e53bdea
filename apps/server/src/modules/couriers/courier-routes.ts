import { messageResponseSchema } from "@pasal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.js";
import { HttpError } from "../../lib/http-error.js";
import { safeEqual } from "../../lib/crypto.js";
import type { CourierService } from "./courier-service.js";
import { ncmUpdate } from "./ncm/ncm-courier.js";

/** NCM's webhook body: `{ event: "order.status.changed", order_id, status, timestamp }`. */
const ncmWebhookSchema = z.object({
  event: z.string().max(100),
  order_id: z.union([z.string().trim().min(1).max(64), z.number().int()]),
  status: z.string().trim().min(1).max(200),
  timestamp: z.union([z.string().max(64), z.number()]).optional(),
});

/**
 * `POST /api/couriers/ncm/webhook?token=NCM_WEBHOOK_TOKEN` (decision 040): NCM tells the shop a
 * parcel moved. A wrong or missing token is 401 and changes nothing; a parcel no order has, an
 * event of another kind, a repeat or an older status are answered 200 and change nothing more.
 */
export const courierRoutes: FastifyPluginAsyncZod<{ config: Config; couriers: CourierService }> = async (app, { config, couriers }) => {
  app.post(
    "/couriers/ncm/webhook",
    {
      schema: { querystring: z.object({ token: z.string().max(200).optional() }), body: ncmWebhookSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const expected = config.NCM_WEBHOOK_TOKEN;
      if (!expected || !request.query.token || !safeEqual(request.query.token, expected)) throw new HttpError(401, "Unknown webhook token");
      const { event, order_id, status, timestamp } = request.body;
      if (event !== "order.status.changed") return { message: "Ignored: not a status change" };
      const moved = await couriers.apply("ncm", String(order_id), ncmUpdate(status, timestamp));
      return { message: moved ? "Order updated" : "Status recorded" };
    },
  );
};
