/**
 * Navigation state the spec passes between screens
 * (docs/requirements/app-shell.md#header-and-navigation): a category tile opens /products with
 * `selectedCategory`, a brand link opens /top-brands with `selectedBrand`.
 */
export type ProductsLocationState = { selectedCategory?: string };
export type TopBrandsLocationState = { selectedBrand?: string };

export function readSelectedCategory(state: unknown): string | undefined {
  if (state && typeof state === "object" && "selectedCategory" in state) {
    const value = state.selectedCategory;
    if (typeof value === "string" && value.trim()) return value;
  }
  return undefined;
}

export function readSelectedBrand(state: unknown): string | undefined {
  if (state && typeof state === "object" && "selectedBrand" in state) {
    const value = state.selectedBrand;
    if (typeof value === "string" && value.trim()) return value;
  }
  return undefined;
}

export const categoryState = (name: string): ProductsLocationState => ({ selectedCategory: name });
export const brandState = (name: string): TopBrandsLocationState => ({ selectedBrand: name });

/**
 * Checkout sends a shopper to /auth with this state to come back after signing in
 * (docs/requirements/accounts.md#sign-up-and-sign-in).
 */
export type AuthLocationState = { from?: "checkout"; buyNow?: boolean };
export const fromCheckoutState: AuthLocationState = { from: "checkout" };

export function cameFromCheckout(state: unknown): boolean {
  return Boolean(state && typeof state === "object" && "from" in state && state.from === "checkout");
}

/**
 * /checkout's state (docs/requirements/orders.md#checkout-form): a buy-now purchase, and/or back from
 * signing in.
 */
export type CheckoutLocationState = { buyNow?: boolean; fromAuth?: boolean };

export function readCheckoutState(state: unknown): CheckoutLocationState {
  if (!state || typeof state !== "object") return {};
  const { buyNow, fromAuth } = state as Record<string, unknown>;
  return { buyNow: buyNow === true, fromAuth: fromAuth === true };
}

/** What checkout passes to /auth, and what /auth passes back to checkout afterwards. */
export const checkoutToAuthState = (buyNow: boolean): AuthLocationState => ({ from: "checkout", ...(buyNow ? { buyNow } : {}) });
export const authToCheckoutState = (authState: unknown): CheckoutLocationState => ({
  fromAuth: true,
  ...(readCheckoutState(authState).buyNow ? { buyNow: true } : {}),
});

/**
 * A guest's "Create account" offer after an order (decision 026): /auth opens on sign-up with these
 * details filled in, then /order asks for the link that adds the guest's orders.
 */
export type SignupOffer = { email: string; fullName: string; phoneNumber: string };
export type SignupOfferState = { signupOffer: SignupOffer };
export const signupOfferState = (offer: SignupOffer): SignupOfferState => ({ signupOffer: offer });

export function readSignupOffer(state: unknown): SignupOffer | undefined {
  if (!state || typeof state !== "object" || !("signupOffer" in state)) return undefined;
  const offer = state.signupOffer as Record<string, unknown> | null;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return offer && typeof offer === "object" ? { email: text(offer.email), fullName: text(offer.fullName), phoneNumber: text(offer.phoneNumber) } : undefined;
}

/** /order's state after signing up from the offer: ask for the link that adds the guest's orders. */
export type OrdersLocationState = { claimGuestOrders?: boolean };
export const readClaimGuestOrders = (state: unknown): boolean =>
  Boolean(state && typeof state === "object" && "claimGuestOrders" in state && state.claimGuestOrders === true);

/**
 * A page that needs the shopper signed in first (the e-mail confirmation link, the guest-order
 * claim link; decision 028) sends them to /auth with the path to come back to.
 */
export type ReturnToState = { returnTo: string };
export const returnToState = (path: string): ReturnToState => ({ returnTo: path });

/** Only a path on this site (never `//elsewhere`). */
export function readReturnTo(state: unknown): string | undefined {
  if (!state || typeof state !== "object" || !("returnTo" in state)) return undefined;
  const value = state.returnTo;
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") ? value : undefined;
}

/** /verify-email's state after sign-up: where the shopper was going (decision 028). */
export type VerifyEmailState = { next?: { to: string; state?: unknown } };
export function readVerifyNext(state: unknown): { to: string; state?: unknown } {
  const next = state && typeof state === "object" && "next" in state ? (state.next as Record<string, unknown> | null) : null;
  return next && typeof next.to === "string" && next.to.startsWith("/") && !next.to.startsWith("//") ? { to: next.to, state: next.state } : { to: "/profile" };
}
