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
