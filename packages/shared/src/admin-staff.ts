import { z } from "zod";
import { SIGNUP_PASSWORD_MIN, STAFF_ROLES } from "./auth.js";

export const staffRoleSchema = z.enum(STAFF_ROLES, "The role is owner, staff or support");

/** POST /api/admin/staff: invite by e-mail; the role is granted when the invitee opens the mailed link (decision 028). */
export const staffInviteRequestSchema = z.object({
  email: z.string().trim().toLowerCase().email("Enter a valid email address").max(254),
  role: staffRoleSchema,
});
export const staffRoleRequestSchema = z.object({ role: staffRoleSchema });
export const staffParamsSchema = z.object({ userId: z.uuid("Unknown staff member") });

export const staffMemberSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  /** An invitation not yet accepted. */
  invitePending: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.object({ items: z.array(staffMemberSchema) });

/**
 * POST /api/auth/invites/accept: the mailed link's token, signed in as the invited account, or
 * with a new password when its address was never proven (the link proves it; decision 028).
 */
export const inviteAcceptRequestSchema = z.object({
  token: z.string().trim().min(20).max(200),
  password: z.string().min(SIGNUP_PASSWORD_MIN, "Password must be at least 8 characters").max(200).optional(),
  fullName: z.string().trim().min(1).max(100).optional(),
});
