import { ORDER_EVENTS, type OrderUpdatedEvent } from "@pasal/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Server } from "socket.io";

/** Every tab of one signed-in shopper joins this room to hear its orders change. */
export const shopperOrdersRoom = (userId: string) => `orders:user:${userId}`;

/**
 * The shopper's /order page updates live (docs/requirements/orders.md#orders-page): `orders:subscribe`
 * joins the room of the session cookie's user (never an id from the payload); a status change emits
 * `order:updated` there after its commit. Through the Redis adapter this reaches every instance. Without
 * a socket server (tests without presence) nothing is sent.
 */
export class OrderLive {
  private io?: Server;

  attach(io: Server, resolveUserId: (cookieHeader: string | undefined) => Promise<string | null>, log: FastifyBaseLogger): void {
    this.io = io;
    io.on("connection", (socket) => {
      socket.on(ORDER_EVENTS.subscribe, async (_payload: unknown, ack?: unknown) => {
        try {
          const userId = await resolveUserId(socket.request.headers.cookie);
          if (userId) await socket.join(shopperOrdersRoom(userId));
          if (typeof ack === "function") ack({ ok: Boolean(userId) });
        } catch (error) {
          log.warn({ err: error }, "orders:subscribe failed");
          if (typeof ack === "function") ack({ ok: false });
        }
      });
    });
  }

  orderChanged(userId: string, event: OrderUpdatedEvent): void {
    this.io?.to(shopperOrdersRoom(userId)).emit(ORDER_EVENTS.updated, event);
  }
}
