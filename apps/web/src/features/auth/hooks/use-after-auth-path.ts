import { useLocation } from "react-router";
import type { UserRole } from "@pasal/shared";
import { authToCheckoutState, cameFromCheckout, readReturnTo, readSignupOffer, type CheckoutLocationState, type OrdersLocationState } from "@/lib/navigation";

export type AfterAuthDestination = { to: string; state?: CheckoutLocationState | OrdersLocationState };

/**
 * Where someone goes once signed in: the shop's staff to the back office
 * (docs/requirements/accounts.md#sign-up-and-sign-in); a shopper back to checkout if that sent them here
 * (saying so, and whether it was a buy-now, so checkout restores the saved form); from a guest order's
 * "Create account" offer to their orders, which asks for the link that adds the guest orders (decision
 * 026); back to a link's page that asked for a sign-in (decision 028); else the profile.
 */
export function useAfterAuthPath(role?: UserRole): AfterAuthDestination {
  const { state } = useLocation();
  if (role && role !== "customer") return { to: "/admin" };
  if (readSignupOffer(state)) return { to: "/order", state: { claimGuestOrders: true } };
  const back = readReturnTo(state);
  if (back) return { to: back };
  return cameFromCheckout(state) ? { to: "/checkout", state: authToCheckoutState(state) } : { to: "/profile" };
}
