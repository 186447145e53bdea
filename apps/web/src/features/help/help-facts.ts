import type { ShopInfo } from "@pasal/shared";
import { m } from "@/paraglide/messages";

/** What the help text needs from the shop's configuration, with the defaults used until it loads. */
export type HelpFacts = {
  returnDays: number;
  supportHours: string;
  email: string | undefined;
  phones: string[];
  shopName: string;
};

export function helpFacts(shop: ShopInfo | undefined): HelpFacts {
  return {
    // One return period everywhere: the shop's configured value (docs/spec-deviations.md).
    returnDays: shop?.returnDays ?? 14,
    supportHours: shop?.supportHours ?? m.help_default_hours(),
    email: shop?.email,
    phones: shop?.phones ?? [],
    shopName: shop?.name ?? "Pasal",
  };
}
