import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { AuthUser, StaffMember, inviteAcceptRequestSchema, staffListSchema } from "@pasal/shared";
import { adminApi } from "../lib/admin-request";

export type StaffRole = StaffMember["role"];
type StaffList = z.infer<typeof staffListSchema>;
export type InviteAccept = z.input<typeof inviteAcceptRequestSchema>;

export const staffQuery = () => queryOptions({ queryKey: ["admin", "staff"], queryFn: ({ signal }) => adminApi.get<StaffList>("/admin/staff", signal) });

function useStaffWrite<Input, Output>(send: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: ["admin", "staff"] }) });
}

export const useInviteStaff = () => useStaffWrite((input: { email: string; role: StaffRole }) => adminApi.post<StaffMember>("/admin/staff", input));
export const useChangeRole = () =>
  useStaffWrite(({ userId, role }: { userId: string; role: StaffRole }) => adminApi.patch<StaffMember>(`/admin/staff/${userId}`, { role }));
export const useRemoveStaff = () => useStaffWrite((userId: string) => adminApi.delete<{ message: string }>(`/admin/staff/${userId}`));

/** The invitation link's page: sets the password and signs the new member in. */
export const acceptInvite = (input: InviteAccept) => adminApi.post<{ user: AuthUser }>("/auth/invites/accept", input);
