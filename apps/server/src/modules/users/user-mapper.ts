import type { AuthUser } from "@pasal/shared";
import type { UserRow } from "../auth/session-service.js";

/** The one place a user row becomes the API's user: never the password hash or Google subject. */
export function toAuthUser(user: UserRow): AuthUser {
  return {
    _id: user.id,
    fullName: user.fullName,
    email: user.email,
    phoneNumber: user.phoneNumber ?? "",
    isGoogle: user.isGoogle,
    role: user.role,
    shippingAddress: user.shippingAddress,
    emailVerified: user.emailVerifiedAt !== null,
  };
}
