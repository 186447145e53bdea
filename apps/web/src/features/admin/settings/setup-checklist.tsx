import { useQuery } from "@tanstack/react-query";
import { ClipboardCheck } from "lucide-react";
import { Link } from "react-router";
import { useCan } from "../session/admin-session";
import { SETUP_ITEM_LABELS, checklistQuery } from "./settings-api";

/**
 * The dashboard's "Finish setting up your shop" card (decision 030): until the owner has saved
 * the legal facts a tax invoice prints, it lists what is missing and links to Settings. Only the
 * owner (settings:write) sees it; it is gone once everything is saved.
 */
export function SetupChecklistCard() {
  const can = useCan();
  const allowed = can("settings:write");
  const checklist = useQuery({ ...checklistQuery(), enabled: allowed });
  if (!allowed || !checklist.data || checklist.data.complete) return null;
  const { missing } = checklist.data;
  return (
    <section aria-label="Finish setting up your shop" className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-5">
      <h2 className="flex items-center gap-2 font-bold text-amber-900">
        <ClipboardCheck aria-hidden className="size-5" /> Finish setting up your shop
      </h2>
      <p className="mt-1 text-sm text-amber-900">
        Orders ship without a tax invoice until the business name and PAN are saved; invoices print only what you save in Settings.
      </p>
      {missing.length > 0 ? (
        <ul className="mt-2 list-disc pl-5 text-sm text-amber-900">
          {missing.map((item) => (
            <li key={item}>{SETUP_ITEM_LABELS[item]}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-amber-900">Check the details in Settings and save them once.</p>
      )}
      <Link to="/admin/settings" className="mt-3 inline-block text-sm font-semibold text-amber-900 underline">
        Open settings
      </Link>
    </section>
  );
}
