export type Audience = "everyone" | "signedIn" | "signedOut";
export type NavItem = { to: string; label: string; audience: Audience };

/** Main links of the header (spec part 1 §2); Products stays highlighted on /products/… */
export const MAIN_NAV: NavItem[] = [
  { to: "/", label: "Home", audience: "everyone" },
  { to: "/aboutus", label: "About Us", audience: "everyone" },
  { to: "/products", label: "Products", audience: "everyone" },
  { to: "/contact", label: "Contact", audience: "everyone" },
  { to: "/help", label: "Help", audience: "everyone" },
  { to: "/order", label: "Orders", audience: "signedIn" },
];

/** The mobile drawer's list; Logout or Sign In is added below it. */
export const DRAWER_NAV: NavItem[] = [
  { to: "/", label: "Home", audience: "everyone" },
  { to: "/aboutus", label: "About Us", audience: "everyone" },
  { to: "/products", label: "Products", audience: "everyone" },
  { to: "/contact", label: "Contact Us", audience: "everyone" },
  { to: "/help", label: "Help", audience: "everyone" },
  { to: "/order", label: "Orders", audience: "signedIn" },
  { to: "/profile", label: "Profile", audience: "signedIn" },
];

export function visibleItems(items: NavItem[], signedIn: boolean): NavItem[] {
  return items.filter(
    ({ audience }) => audience === "everyone" || (audience === "signedIn") === signedIn,
  );
}
