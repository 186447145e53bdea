import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /reset-password: only after /verify-code succeeded for this email. */
export const resetPassword = (input: { email: string; newPassword: string }) => api.post<{ message: string }>("/reset-password", input);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
