import { Pencil } from "lucide-react";
import type { AuthUser } from "@pasal/shared";

type Row = { label: string; value: string | undefined };

function DetailList({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <div>
      <h3 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {rows.map(({ label, value }) => (
          <div key={label}>
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="mt-0.5 text-sm font-medium text-slate-900">{value?.trim() || "Not added yet"}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** View mode of the profile (spec part 2 "Profile"). */
export function ProfileDetails({ user, onEdit }: { user: AuthUser; onEdit: () => void }) {
  const place = user.shippingAddress;
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-slate-900">Profile</h2>
        <button
          type="button"
          onClick={onEdit}
          className="inline-flex items-center gap-2 rounded-xl border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          <Pencil aria-hidden className="size-4" /> Edit Profile
        </button>
      </div>
      <DetailList
        title="Personal details"
        rows={[
          { label: "Full name", value: user.fullName },
          { label: "Email", value: user.email },
          { label: "Phone number", value: user.phoneNumber },
        ]}
      />
      <DetailList
        title="Shipping address"
        rows={[
          { label: "Street address", value: place.address },
          { label: "City", value: place.city },
          { label: "Landmark", value: place.landmark },
          { label: "Province", value: place.province },
          { label: "District", value: place.district },
          { label: "Municipality / local level", value: place.municipality },
        ]}
      />
    </div>
  );
}
