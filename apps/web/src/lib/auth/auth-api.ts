import type { AuthUser } from "@pasal/shared";
import { api } from "../api-client";

/** The session calls of docs/requirements/accounts.md#account-calls; the store below is their only caller. */
export type SignupInput = {
  fullName: string;
  phoneNumber: string;
  email: string;
  password: string;
  confirmPassword?: string;
  rememberMe?: boolean;
};
export type LoginInput = { email: string; password: string; rememberMe: boolean };
type UserResponse = { user: AuthUser };

export const getSession = () => api.get<AuthUser>("/auth/check");
export const postSignup = (input: SignupInput) => api.post<UserResponse>("/auth/signup", input);
export const postLogin = (input: LoginInput) => api.post<UserResponse>("/auth/login", input);
/** A POST: the server no longer signs out on GET, which any page could trigger (decision 011). */
export const postLogout = () => api.post<{ message: string }>("/auth/logout");

/** Confirms the session the Google callback created; never a sign-in from name and email alone. */
export const postGoogleLogin = (input: { name: string; email: string }) => api.post<UserResponse>("/auth/google-login", input);

/** The check answers the user itself; anything without an id counts as signed out. */
export function asAuthUser(value: unknown): AuthUser | null {
  return value && typeof value === "object" && "_id" in value ? (value as AuthUser) : null;
}
