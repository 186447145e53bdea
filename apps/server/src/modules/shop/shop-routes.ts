import { shopInfoSchema, type ShopInfo, type ShopSettings } from "@pasal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.js";
import type { ShopSettingsService } from "./shop-settings-service.js";

export function shopInfo(config: Config, settings?: ShopSettings): ShopInfo {
  return {
    name: settings?.businessName ?? config.SHOP_NAME,
    tagline: config.SHOP_TAGLINE,
    // The support line the owner set comes first.
    phones: settings ? [...new Set([settings.supportPhone, ...config.SHOP_PHONES])] : config.SHOP_PHONES,
    email: config.SHOP_EMAIL,
    address: settings?.address ?? config.SHOP_ADDRESS,
    supportHours: settings?.supportHours ?? config.SHOP_SUPPORT_HOURS,
    returnDays: config.SHOP_RETURN_DAYS,
    copyrightYear: new Date().getFullYear(),
    googleSignIn: config.googleConfigured,
    mapTileUrl: config.MAP_TILE_URL,
    mapTileAttribution: config.MAP_TILE_ATTRIBUTION,
    ...(settings
      ? {
          pan: settings.pan,
          companyRegistrationNo: settings.companyRegistrationNo,
          ecommerceListingNo: settings.ecommerceListingNo,
          grievanceOfficer: settings.grievanceOfficer,
          supportPhone: settings.supportPhone,
        }
      : {}),
  };
}

/** The shop's own facts for the footer, contact and help pages: the owner's settings over the SHOP_* defaults. */
export const shopRoutes: FastifyPluginAsyncZod<{ config: Config; settings: ShopSettingsService }> = async (app, { config, settings }) => {
  app.get("/shop", { schema: { response: { 200: shopInfoSchema } } }, async () => shopInfo(config, await settings.get()));
};
