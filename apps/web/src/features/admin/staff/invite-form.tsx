import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { STAFF_ROLES, staffInviteRequestSchema } from "@pasal/shared";
import { errorMessage } from "@/lib/api-client";
import { buttonClass, cardClass, inputClass } from "../ui/styles";
import { useInviteStaff } from "./staff-api";

/** Invite someone by e-mail: they get a one-time link to set their password. */
export function InviteForm() {
  const invite = useInviteStaff();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(staffInviteRequestSchema),
    defaultValues: { email: "", role: "staff" as const },
  });
  const submit = handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (member) => {
        toast.success(`Invitation sent to ${member.email}`);
        reset();
      },
      onError: (error) => toast.error(errorMessage(error)),
    }),
  );
  return (
    <form noValidate onSubmit={submit} className={`${cardClass} mb-4 flex flex-wrap items-end gap-3`} aria-label="Invite a staff member">
      <label className="min-w-[14rem] flex-1 text-sm font-medium text-slate-700">
        E-mail
        <input type="email" className={`${inputClass} mt-1`} aria-invalid={errors.email ? true : undefined} {...register("email")} />
        {errors.email && <span className="mt-1 block text-xs text-rose-600">{errors.email.message}</span>}
      </label>
      <label className="text-sm font-medium text-slate-700">
        Role
        <select className={`${inputClass} mt-1 w-32`} {...register("role")}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonClass.primary} disabled={invite.isPending}>
        {invite.isPending ? "Sending…" : "Send invitation"}
      </button>
    </form>
  );
}
