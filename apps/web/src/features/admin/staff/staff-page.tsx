import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { STAFF_ROLES, type StaffMember } from "@pasal/shared";
import { errorMessage } from "@/lib/api-client";
import { shortDate } from "../lib/format";
import { useAdminSession } from "../session/admin-session";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { PageHeader } from "../ui/page-header";
import { QueryState } from "../ui/query-state";
import { buttonClass, inputClass } from "../ui/styles";
import { staffQuery, useChangeRole, useRemoveStaff, type StaffRole } from "./staff-api";
import { InviteForm } from "./invite-form";

function RoleSelect({ member }: { member: StaffMember }) {
  const changeRole = useChangeRole();
  return (
    <select
      aria-label={`Role of ${member.email}`}
      className={`${inputClass} w-32`}
      value={member.role}
      disabled={changeRole.isPending}
      onChange={(event) =>
        changeRole.mutate(
          { userId: member.id, role: event.target.value as StaffRole },
          { onSuccess: () => toast.success("Role changed"), onError: (error) => toast.error(errorMessage(error)) },
        )
      }
    >
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {role}
        </option>
      ))}
    </select>
  );
}

/** /admin/staff (owner): invite by e-mail, change roles, remove. The server keeps the last owner. */
export function StaffPage() {
  const staff = useQuery(staffQuery());
  const me = useAdminSession();
  const remove = useRemoveStaff();
  const [removing, setRemoving] = useState<StaffMember | null>(null);

  return (
    <>
      <PageHeader title="Staff" description="Owners do everything; staff run the catalogue, stock and orders; support answers customers and ships." />
      <InviteForm />
      <QueryState query={staff}>
        {({ items }) => (
          <ul aria-label="Staff members" className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {items.map((member) => (
              <li key={member.id} className="flex flex-wrap items-center gap-3 p-3 sm:p-4">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900">
                    {member.fullName || member.email} {member.id === me.user._id && <span className="text-xs text-slate-500">(you)</span>}
                  </p>
                  <p className="truncate text-sm text-slate-500">
                    {member.email} · {member.invitePending ? "Invitation not accepted yet" : `Since ${shortDate(member.createdAt)}`}
                  </p>
                </div>
                <RoleSelect member={member} />
                <button type="button" className={buttonClass.ghost} onClick={() => setRemoving(member)}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.email ?? ""}?`}
        confirmText="Remove"
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              toast.success("Removed from the staff");
              setRemoving(null);
            },
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
      >
        They are signed out at once and can no longer open the back office. Their account stays as a customer's.
      </ConfirmDialog>
    </>
  );
}
