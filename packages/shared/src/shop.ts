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
});
export type ShopInfo = z.infer<typeof shopInfoSchema>;
