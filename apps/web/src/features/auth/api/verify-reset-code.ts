import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /verify-code: a right code lets this browser set a new password for a few minutes. */
export const verifyResetCode = (input: { email: string; code: string }) => api.post<{ message: string }>("/verify-code", input);

export const useVerifyResetCode = () => useMutation({ mutationFn: verifyResetCode });
