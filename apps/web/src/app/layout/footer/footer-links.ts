export type FooterLink = { label: string; to: string };

export const COMPANY_LINKS: FooterLink[] = [
  { label: "About Us", to: "/aboutus" },
  { label: "Contact Us", to: "/contact" },
  { label: "Sustainability", to: "/sustainability" },
  { label: "Careers", to: "/careers" },
  { label: "Terms & Conditions", to: "/help#terms" },
  { label: "Privacy Policy", to: "/help#privacy" },
];

/** Each opens its section of the Help Center (spec part 2 "Footer", "Help Center"). */
export const SUPPORT_LINKS: FooterLink[] = [
  { label: "Refund Policy", to: "/help#refund" },
  { label: "Return Policy", to: "/help#return" },
  { label: "Exchange Policy", to: "/help#exchange" },
  { label: "Warranty", to: "/help#warranty" },
  { label: "Shipping & Delivery", to: "/help#shipping" },
  { label: "Payment Methods", to: "/help#payment" },
  { label: "Privacy", to: "/help#privacy" },
  { label: "Terms of Service", to: "/help#terms" },
  { label: "Customer Rights", to: "/help#rights" },
  { label: "Contact Support", to: "/help#contact" },
];
