import {
  inviteAcceptRequestSchema,
  messageResponseSchema,
  staffInviteRequestSchema,
  staffListSchema,
  staffMemberSchema,
  staffParamsSchema,
  staffRoleRequestSchema,
  userResponseSchema,
} from "@pasal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.js";
import { rateLimited } from "../auth/rate-limits.js";
import { SESSION_COOKIE, setSessionCookie } from "../auth/session-cookie.js";
import type { SessionService } from "../auth/session-service.js";
import { toAuthUser } from "../users/user-mapper.js";
import { actorOf, requirePermission } from "./permissions.js";
import type { StaffService } from "./staff-service.js";

interface Deps {
  config: Config;
  staff: StaffService;
  sessions: SessionService;
}

const originOf = (request: { protocol: string; host: string }, config: Config) =>
  config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `${request.protocol}://${request.host}`;

/** The shop's people (owner only: staff:manage), and the public end of the invitation link. */
export const staffRoutes: FastifyPluginAsyncZod<Deps> = async (app, { config, staff, sessions }) => {
  app.get("/admin/staff", { ...requirePermission("staff:manage"), schema: { response: { 200: staffListSchema } } }, async (_request, reply) => {
    reply.header("Cache-Control", "private, no-store");
    return staff.list();
  });

  app.post(
    "/admin/staff",
    { ...requirePermission("staff:manage"), schema: { body: staffInviteRequestSchema, response: { 201: staffMemberSchema } } },
    async (request, reply) => {
      return reply.code(201).send(await staff.invite(request.body.email, request.body.role, await actorOf(request), originOf(request, config)));
    },
  );

  app.patch(
    "/admin/staff/:userId",
    { ...requirePermission("staff:manage"), schema: { params: staffParamsSchema, body: staffRoleRequestSchema, response: { 200: staffMemberSchema } } },
    async (request) => {
      return staff.changeRole(request.params.userId, request.body.role, await actorOf(request));
    },
  );

  app.delete(
    "/admin/staff/:userId",
    { ...requirePermission("staff:manage"), schema: { params: staffParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await staff.remove(request.params.userId, await actorOf(request));
      return { message: "Removed from the staff" };
    },
  );

  // Public: the token is the credential. Limited like the other calls that take a secret.
  app.post(
    "/auth/invites/accept",
    {
      schema: { body: inviteAcceptRequestSchema, response: { 200: userResponseSchema } },
      preHandler: rateLimited(app, "invite-accept", [{ by: "ip", max: 10, minutes: 15 }]),
    },
    async (request, reply) => {
      const { token, password, fullName } = request.body;
      // Signed in or not decides what the link does (StaffService.accept, decision 028).
      const caller = await request.currentUser();
      const { user, newSession, wasProven } = await staff.accept(token, caller, { password, fullName });
      if (newSession) {
        const session = await sessions.create(user.id, true);
        setSessionCookie(reply, config, session.token, { persistent: true, expiresAt: session.expiresAt });
      } else if (!wasProven) {
        await sessions.deleteOthersFor(user.id, request.cookies[SESSION_COOKIE]!);
      }
      return { user: toAuthUser(user) };
    },
  );
};
