import { z } from "zod";
import { adminApi } from "../lib/admin-request";

/**
 * GET/PUT /api/admin/settings (owner). Being built on another branch: this shape is inferred from
 * issue 11 and lives here alone so the lead can swap it for the shared schema when merging.
 */
export const shopSettingsSchema = z.object({
  businessName: z.string().trim().min(1, "The business name is required").max(200),
  address: z.string().trim().max(300),
  panVatNumber: z.string().trim().max(30),
  companyRegistrationNumber: z.string().trim().max(60),
  ecommerceListingNumber: z.string().trim().max(60),
  grievanceOfficerName: z.string().trim().max(100),
  grievanceOfficerContact: z.string().trim().max(200),
  supportHours: z.string().trim().max(100),
  supportPhone: z.string().trim().max(40),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

export const SETTINGS_KEY = ["admin", "settings"] as const;
export const getSettings = (signal?: AbortSignal) => adminApi.get<ShopSettings>("/admin/settings", signal);
export const putSettings = (settings: ShopSettings) => adminApi.put<ShopSettings>("/admin/settings", settings);
