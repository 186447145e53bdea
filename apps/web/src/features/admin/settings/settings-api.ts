import { queryOptions } from "@tanstack/react-query";
import type { SetupChecklist, SetupItem, ShopSettings, ShopSettingsDraft } from "@pasal/shared";
import { adminApi } from "../lib/admin-request";

/** GET/PUT /api/admin/settings (owner), checked by the server's own schema (packages/shared/src/admin-people.ts). */
export { shopSettingsSchema } from "@pasal/shared";
export type { SetupChecklist, ShopSettings, ShopSettingsDraft };

export const SETTINGS_KEY = ["admin", "settings"] as const;
/** The form's starting values: a fact not set yet is empty, never a stand-in (decision 030). */
export const getSettings = (signal?: AbortSignal) => adminApi.get<ShopSettingsDraft>("/admin/settings", signal);
export const putSettings = (settings: ShopSettings) => adminApi.put<ShopSettings>("/admin/settings", settings);

/** "Finish setting up your shop": what a tax invoice still needs (GET /api/admin/setup-checklist, owner). */
export const checklistQuery = () =>
  queryOptions({ queryKey: ["admin", "setup-checklist"], queryFn: ({ signal }) => adminApi.get<SetupChecklist>("/admin/setup-checklist", signal) });

export const SETUP_ITEM_LABELS: Record<SetupItem, string> = {
  businessName: "Business name",
  address: "Address",
  pan: "PAN / VAT number",
  companyRegistrationNo: "Company registration number",
  ecommerceListingNo: "E-commerce listing number",
  grievanceOfficer: "Grievance officer",
};
