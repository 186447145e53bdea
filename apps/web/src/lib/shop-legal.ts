import type { ShopInfo } from "@pasal/shared";
import { m } from "@/paraglide/messages";
import { digits, number } from "./i18n/format";
import { callLink } from "./phone-links";

export type LegalFact = { label: string; value: string; href?: string };

/**
 * The shop's legally required details, in the order a reader looks for them (issue 14). Only
 * what the shop has set: a missing fact is left out, never shown as a placeholder. Labels are in
 * the current language (call when rendering); the values are the shop's own, as the server sent them.
 */
export function legalFacts(shop: ShopInfo): LegalFact[] {
  const facts: (LegalFact | false | undefined)[] = [
    !!shop.name && { label: m.about_legal_business_name(), value: shop.name },
    !!shop.address && { label: m.about_legal_address(), value: shop.address },
    !!shop.companyRegistrationNo && { label: m.about_legal_company_no(), value: shop.companyRegistrationNo },
    !!shop.pan && { label: m.about_legal_pan(), value: shop.pan },
    !!shop.ecommerceListingNo && { label: m.about_legal_listing_no(), value: shop.ecommerceListingNo },
    !!shop.supportHours && { label: m.about_legal_support_hours(), value: shop.supportHours },
    !!shop.supportPhone && { label: m.about_legal_support_phone(), value: shop.supportPhone, href: callLink(shop.supportPhone) },
  ];
  return facts.filter((fact): fact is LegalFact => !!fact);
}

/**
 * The return and refund policy in one sentence, with the shop's return period; null when the shop
 * takes no returns. `refundDays` is the help page's refund time (POLICY.refundBusinessDays).
 */
export function returnPolicy(shop: ShopInfo, refundDays: string): string | null {
  if (!shop.returnDays) return null;
  const days = (shop.returnDays === 1 ? m.about_day_count : m.about_days_count)({ count: number(shop.returnDays) });
  return m.about_return_policy({ days, refundDays: digits(refundDays) });
}
