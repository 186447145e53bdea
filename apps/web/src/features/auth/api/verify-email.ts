import { useMutation } from "@tanstack/react-query";
import type { AuthUser } from "@pasal/shared";
import { api } from "@/lib/api-client";

/** POST /auth/verify-email: the mailed code, or the mailed link's token, in the account's own session (decision 028). */
export const verifyEmail = (input: { code: string } | { token: string }) => api.post<{ user: AuthUser }>("/auth/verify-email", input);

/** POST /auth/verify-email/resend: a new code and link (one a minute). */
export const resendVerification = () => api.post<{ message: string }>("/auth/verify-email/resend");

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
