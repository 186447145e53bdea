import type { ShopInfo } from "@pasal/shared";
import { m } from "@/paraglide/messages";
import { digits, number } from "./i18n/format";
import { callLink } from "./phone-links";

/** Policy figures of spec part 2 §9 that are not configured per shop. */
export const POLICY = {
  refundBusinessDays: "5–7",
  processingBusinessDays: "1–2",
} as const;

export type LegalFact = { label: string; value: string; href?: string };

/**
 * The shop's legally required details, in the order a reader looks for them
 * (docs/requirements/app-shell.md#footer). Only what the shop has set: a missing fact is left out, never
 * shown as a placeholder. Labels are in the page's language; the values are the shop's own.
 */
export function legalFacts(shop: ShopInfo): LegalFact[] {
  const facts: (LegalFact | false | undefined)[] = [
    !!shop.name && { label: m.layout_legal_business_name(), value: shop.name },
    !!shop.address && { label: m.layout_legal_address(), value: shop.address },
    !!shop.companyRegistrationNo && { label: m.layout_legal_registration(), value: shop.companyRegistrationNo },
    !!shop.pan && { label: m.layout_legal_pan(), value: shop.pan },
    !!shop.ecommerceListingNo && { label: m.layout_legal_listing(), value: shop.ecommerceListingNo },
    !!shop.supportHours && { label: m.layout_legal_support_hours(), value: shop.supportHours },
    !!shop.supportPhone && { label: m.layout_legal_support_phone(), value: shop.supportPhone, href: callLink(shop.supportPhone) },
  ];
  return facts.filter((fact): fact is LegalFact => !!fact);
}

/**
 * The return and refund policy in one sentence, with the shop's return period; null when the shop
 * takes no returns. `refundDays` is the help page's refund time (POLICY.refundBusinessDays).
 */
export function returnPolicy(shop: ShopInfo, refundDays: string): string | null {
  if (!shop.returnDays) return null;
  const days = (shop.returnDays === 1 ? m.layout_day_one : m.layout_days)({ count: number(shop.returnDays) });
  return m.layout_return_policy_text({ days, refundDays: digits(refundDays) });
}
