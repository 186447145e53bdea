import { m } from "@/paraglide/messages";

export type Audience = "everyone" | "signedIn" | "signedOut";
/** `label` is a message function, called when the link is rendered (in the page's language). */
export type NavItem = { to: string; label: () => string; audience: Audience };

/**
 * Main links of the header (docs/requirements/app-shell.md#header-and-navigation); Products stays
 * highlighted on /products/…
 */
export const MAIN_NAV: NavItem[] = [
  { to: "/", label: m.layout_home, audience: "everyone" },
  { to: "/aboutus", label: m.layout_about_us, audience: "everyone" },
  { to: "/products", label: m.layout_products, audience: "everyone" },
  { to: "/contact", label: m.layout_contact, audience: "everyone" },
  { to: "/help", label: m.layout_help, audience: "everyone" },
  { to: "/order", label: m.layout_orders, audience: "signedIn" },
];

/** The mobile drawer's list; Logout or Sign In is added below it. */
export const DRAWER_NAV: NavItem[] = [
  { to: "/", label: m.layout_home, audience: "everyone" },
  { to: "/aboutus", label: m.layout_about_us, audience: "everyone" },
  { to: "/products", label: m.layout_products, audience: "everyone" },
  { to: "/contact", label: m.layout_contact_us, audience: "everyone" },
  { to: "/help", label: m.layout_help, audience: "everyone" },
  { to: "/order", label: m.layout_orders, audience: "signedIn" },
  { to: "/profile", label: m.layout_profile, audience: "signedIn" },
];

export function visibleItems(items: NavItem[], signedIn: boolean): NavItem[] {
  return items.filter(({ audience }) => audience === "everyone" || (audience === "signedIn") === signedIn);
}
