import { z } from "zod";

/** The shop's own facts, configured on the server and served at GET /api/shop. */
export const shopInfoSchema = z.object({
  name: z.string(),
  tagline: z.string(),
  phones: z.array(z.string()),
  email: z.string(),
  address: z.string(),
  supportHours: z.string(),
  returnDays: z.number(),
  copyrightYear: z.number(),
  googleSignIn: z.boolean(),
  /**
   * Map tiles for the checkout's delivery pin: a {z}/{x}/{y} URL pattern and its required credit.
   * The server always sends them; optional so a client without them simply shows no tiles.
   */
  mapTileUrl: z.string().optional(),
  mapTileAttribution: z.string().optional(),
  /** The owner's shop settings (back office): legal facts for the footer, contact page and invoices. */
  pan: z.string().optional(),
  companyRegistrationNo: z.string().optional(),
  ecommerceListingNo: z.string().optional(),
  grievanceOfficer: z.object({ name: z.string(), phone: z.string(), email: z.string() }).optional(),
  supportPhone: z.string().optional(),
});
export type ShopInfo = z.infer<typeof shopInfoSchema>;

/**
 * GET /api/shop/stats: the only figures the storefront may claim about itself, each counted from
 * the shop's own data (docs/requirements/content-pages.md#about). A figure without enough data behind it
 * is left out.
 */
export const shopStatsSchema = z.object({
  /** Brands with at least one product on sale now. */
  brands: z.number().int().nonnegative(),
  /** Products on sale now. */
  products: z.number().int().nonnegative(),
  /** Orders handed to the shopper (status delivered). */
  ordersDelivered: z.number().int().nonnegative(),
  /** Published reviews, and the whole-number share of them with 4 or 5 stars (absent below a minimum count). */
  reviews: z.number().int().nonnegative(),
  positiveReviewPercent: z.number().int().min(0).max(100).optional(),
});
export type ShopStats = z.infer<typeof shopStatsSchema>;

/** GET /api/product/:idOrModelName/sold: items bought in orders that were not cancelled or returned. */
export const productSoldSchema = z.object({ sold: z.number().int().nonnegative() });
export type ProductSold = z.infer<typeof productSoldSchema>;
