import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { errorMessage } from "@/lib/api-client";
import { PageHeader } from "../ui/page-header";
import { QueryState } from "../ui/query-state";
import { buttonClass, cardClass, inputClass } from "../ui/styles";
import { SETTINGS_KEY, checklistQuery, getSettings, putSettings, shopSettingsSchema, type ShopSettingsDraft } from "./settings-api";

type FieldName =
  | "businessName"
  | "address"
  | "pan"
  | "companyRegistrationNo"
  | "ecommerceListingNo"
  | "grievanceOfficer.name"
  | "grievanceOfficer.phone"
  | "grievanceOfficer.email"
  | "supportHours"
  | "supportPhone";

const FIELDS: Array<[FieldName, string]> = [
  ["businessName", "Business name"],
  ["address", "Address"],
  ["pan", "PAN / VAT number"],
  ["companyRegistrationNo", "Company registration number"],
  ["ecommerceListingNo", "E-commerce listing number"],
  ["grievanceOfficer.name", "Grievance officer's name"],
  ["grievanceOfficer.phone", "Grievance officer's phone"],
  ["grievanceOfficer.email", "Grievance officer's e-mail"],
  ["supportHours", "Support hours"],
  ["supportPhone", "Support phone"],
];

/** `saved`: false until the first save — then even an untouched form can be saved, to confirm the values it shows. */
function SettingsForm({ settings, saved }: { settings: ShopSettingsDraft; saved: boolean }) {
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: putSettings,
    onSuccess: (result) => {
      client.setQueryData(SETTINGS_KEY, result);
      void client.invalidateQueries({ queryKey: checklistQuery().queryKey });
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm({ resolver: zodResolver(shopSettingsSchema), values: settings });
  return (
    <form
      noValidate
      className={`${cardClass} grid gap-4 sm:grid-cols-2`}
      onSubmit={handleSubmit((values) =>
        save.mutate(values, { onSuccess: () => toast.success("Settings saved"), onError: (error) => toast.error(errorMessage(error)) }),
      )}
    >
      {FIELDS.map(([name, text]) => {
        const error = name.startsWith("grievanceOfficer.") ? errors.grievanceOfficer?.[name.slice(17) as "name"] : errors[name as "pan"];
        return (
          <label key={name} className={`text-sm font-medium text-slate-700 ${name === "address" ? "sm:col-span-2" : ""}`}>
            {text}
            <input className={`${inputClass} mt-1`} aria-invalid={error ? true : undefined} {...register(name)} />
            {error && <span className="mt-1 block text-xs text-rose-600">{error.message}</span>}
          </label>
        );
      })}
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass.primary} disabled={(saved && !isDirty) || save.isPending}>
          {save.isPending ? "Saving…" : "Save settings"}
        </button>
      </div>
    </form>
  );
}

/** /admin/settings (owner): the shop's legal and contact facts that the footer, invoices and mails read. */
export function SettingsPage() {
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: ({ signal }) => getSettings(signal) });
  const checklist = useQuery(checklistQuery());
  return (
    <>
      <PageHeader title="Shop settings" description="Shown in the footer, on the contact page, on invoices and in mails." />
      <QueryState query={settings}>{(data) => <SettingsForm settings={data} saved={checklist.data?.saved ?? true} />}</QueryState>
    </>
  );
}
