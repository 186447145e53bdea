import { useMutation } from "@tanstack/react-query";
import type { AuthUser, updateUserRequestSchema } from "@pasal/shared";
import type { z } from "zod";
import { api } from "@/lib/api-client";
import { useAuthStore } from "@/lib/auth-store";

export type UpdateUserInput = z.input<typeof updateUserRequestSchema>;

/** POST /auth/update-user: the server answers the saved user, which becomes the session's user. */
export const updateUser = (input: UpdateUserInput) => api.post<{ message: string; user: AuthUser }>("/auth/update-user", input);

export function useUpdateUser() {
  const setAuthUser = useAuthStore((state) => state.setAuthUser);
  return useMutation({ mutationFn: updateUser, onSuccess: ({ user }) => setAuthUser(user) });
}
