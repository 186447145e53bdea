import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type ChangePasswordInput = { id: string; currentPassword: string; newPassword: string };

/** POST /auth/change-password (docs/requirements/accounts.md#account-calls). */
export const changePassword = (input: ChangePasswordInput) => api.post<{ message: string }>("/auth/change-password", input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
