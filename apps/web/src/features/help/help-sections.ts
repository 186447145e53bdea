import { accountSections } from "./help-sections-account";
import { orderSections } from "./help-sections-orders";
import type { HelpFacts } from "./help-facts";
import type { HelpSection } from "./help-section";

/**
 * The anchors of the Help Center, in order (docs/requirements/content-pages.md#help-center); the footer
 * links to them.
 */
export const HELP_SECTION_IDS = ["refund", "return", "exchange", "warranty", "shipping", "privacy", "terms", "rights", "payment", "contact"] as const;

export function helpSections(facts: HelpFacts): HelpSection[] {
  return [...orderSections(facts), ...accountSections(facts)];
}
