import type { UserRole } from "@pasal/shared";
import { users } from "../src/db/schema/index.js";
import { SESSION_COOKIE } from "../src/modules/auth/session-cookie.js";
import { uniqueEmail } from "./auth-helpers.js";
import type { TestApp } from "./helpers.js";

export interface Member {
  id: string;
  email: string;
  role: UserRole;
  cookie: string;
}

/** An account of a given role with a real session (made directly: argon2 per account would only slow tests). */
export async function member(t: TestApp, role: UserRole, fullName = `Test ${role}`): Promise<Member> {
  const email = uniqueEmail(role);
  const [user] = await t.database.db.insert(users).values({ fullName, email, phoneNumber: "9801112233", role }).returning();
  const { token } = await t.app.services.sessions.create(user!.id, true);
  return { id: user!.id, email, role, cookie: `${SESSION_COOKIE}=${token}` };
}

export const ROLES_UNDER_TEST = ["customer", "support", "staff", "owner"] as const satisfies readonly UserRole[];
