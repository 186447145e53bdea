import type { ShopInfo } from "@pasal/shared";
import { callLink } from "./phone-links";

export type LegalFact = { label: string; value: string; href?: string };

/**
 * The shop's legally required details, in the order a reader looks for them (issue 14). Only
 * what the shop has set: a missing fact is left out, never shown as a placeholder.
 */
export function legalFacts(shop: ShopInfo): LegalFact[] {
  const facts: (LegalFact | false | undefined)[] = [
    !!shop.name && { label: "Business name", value: shop.name },
    !!shop.address && { label: "Registered address", value: shop.address },
    !!shop.companyRegistrationNo && { label: "Company registration No.", value: shop.companyRegistrationNo },
    !!shop.pan && { label: "PAN/VAT No.", value: shop.pan },
    !!shop.ecommerceListingNo && { label: "E-commerce listing No.", value: shop.ecommerceListingNo },
    !!shop.supportHours && { label: "Support hours", value: shop.supportHours },
    !!shop.supportPhone && { label: "Support phone", value: shop.supportPhone, href: callLink(shop.supportPhone) },
  ];
  return facts.filter((fact): fact is LegalFact => !!fact);
}

/**
 * The return and refund policy in one sentence, with the shop's return period; null when the shop
 * takes no returns. `refundDays` is the help page's refund time (POLICY.refundBusinessDays).
 */
export function returnPolicy(shop: ShopInfo, refundDays: string): string | null {
  if (!shop.returnDays) return null;
  const days = `${shop.returnDays} ${shop.returnDays === 1 ? "day" : "days"}`;
  return `Return unused items within ${days} of delivery, free of charge; refunds are paid within ${refundDays} business days of the item reaching us.`;
}
