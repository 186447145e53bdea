import { Pencil } from "lucide-react";
import type { AuthUser } from "@pasal/shared";
import { digits } from "@/lib/i18n/format";
import { m } from "@/paraglide/messages";

type Row = { label: string; value: string | undefined };

function DetailList({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <div>
      <h3 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {rows.map(({ label, value }) => (
          <div key={label}>
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="mt-0.5 text-sm font-medium text-slate-900">{value?.trim() || m.profile_not_added()}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** View mode of the profile (docs/requirements/accounts.md#profile-and-addresses). */
export function ProfileDetails({ user, onEdit }: { user: AuthUser; onEdit: () => void }) {
  const place = user.shippingAddress;
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-slate-900">{m.profile_title()}</h2>
        <button
          type="button"
          onClick={onEdit}
          className="inline-flex items-center gap-2 rounded-xl border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          <Pencil aria-hidden className="size-4" /> {m.profile_edit()}
        </button>
      </div>
      <DetailList
        title={m.profile_personal()}
        rows={[
          { label: m.profile_full_name(), value: user.fullName },
          { label: m.profile_email(), value: user.email },
          { label: m.profile_phone(), value: user.phoneNumber && digits(user.phoneNumber) },
        ]}
      />
      <DetailList
        title={m.profile_shipping_address()}
        rows={[
          { label: m.profile_street(), value: place.address },
          { label: m.profile_city(), value: place.city },
          { label: m.profile_landmark(), value: place.landmark },
          { label: m.profile_province(), value: place.province },
          { label: m.profile_district(), value: place.district },
          { label: m.profile_municipality(), value: place.municipality },
        ]}
      />
    </div>
  );
}
