import type { ShopSettings } from "@pasal/shared";
import { adminApi } from "../lib/admin-request";

/** GET/PUT /api/admin/settings (owner), checked by the server's own schema (packages/shared/src/admin-people.ts). */
export { shopSettingsSchema } from "@pasal/shared";
export type { ShopSettings };

export const SETTINGS_KEY = ["admin", "settings"] as const;
export const getSettings = (signal?: AbortSignal) => adminApi.get<ShopSettings>("/admin/settings", signal);
export const putSettings = (settings: ShopSettings) => adminApi.put<ShopSettings>("/admin/settings", settings);
