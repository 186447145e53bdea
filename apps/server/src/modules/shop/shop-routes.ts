import { shopInfoSchema, type ShopInfo } from "@pasal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.js";

export function shopInfo(config: Config): ShopInfo {
  return {
    name: config.SHOP_NAME,
    tagline: config.SHOP_TAGLINE,
    phones: config.SHOP_PHONES,
    email: config.SHOP_EMAIL,
    address: config.SHOP_ADDRESS,
    supportHours: config.SHOP_SUPPORT_HOURS,
    returnDays: config.SHOP_RETURN_DAYS,
    copyrightYear: new Date().getFullYear(),
    googleSignIn: config.googleConfigured,
    mapTileUrl: config.MAP_TILE_URL,
    mapTileAttribution: config.MAP_TILE_ATTRIBUTION,
  };
}

/** The shop's own facts for the footer, contact and help pages. */
export const shopRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const info = shopInfo(config);
  app.get("/shop", { schema: { response: { 200: shopInfoSchema } } }, async () => info);
};
