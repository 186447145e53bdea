import { m } from "@/paraglide/messages";

/** `label` is a message function, called when the link is rendered (in the page's language). */
export type FooterLink = { label: () => string; to: string };

export const COMPANY_LINKS: FooterLink[] = [
  { label: m.layout_about_us, to: "/aboutus" },
  { label: m.layout_contact_us, to: "/contact" },
  { label: m.layout_sustainability, to: "/sustainability" },
  { label: m.layout_careers, to: "/careers" },
  { label: m.layout_terms_conditions, to: "/help#terms" },
  { label: m.layout_privacy_policy, to: "/help#privacy" },
];

/**
 * Each opens its section of the Help Center (docs/requirements/app-shell.md#footer,
 * docs/requirements/content-pages.md#help-center).
 */
export const SUPPORT_LINKS: FooterLink[] = [
  { label: m.layout_refund_policy, to: "/help#refund" },
  { label: m.layout_return_policy, to: "/help#return" },
  { label: m.layout_exchange_policy, to: "/help#exchange" },
  { label: m.layout_warranty, to: "/help#warranty" },
  { label: m.layout_shipping_delivery, to: "/help#shipping" },
  { label: m.layout_payment_methods, to: "/help#payment" },
  { label: m.layout_privacy, to: "/help#privacy" },
  { label: m.layout_terms_service, to: "/help#terms" },
  { label: m.layout_customer_rights, to: "/help#rights" },
  { label: m.layout_contact_support, to: "/help#contact" },
];
