import { useLocation } from "react-router";
import type { UserRole } from "@pasal/shared";
import { authToCheckoutState, cameFromCheckout, type CheckoutLocationState } from "@/lib/navigation";

export type AfterAuthDestination = { to: string; state?: CheckoutLocationState };

/**
 * Where someone goes once signed in: the shop's staff to the back office (issue 11); a shopper
 * back to checkout if that sent them here (saying so, and whether it was a buy-now, so checkout
 * restores the saved form), else the profile.
 */
export function useAfterAuthPath(role?: UserRole): AfterAuthDestination {
  const { state } = useLocation();
  if (role && role !== "customer") return { to: "/admin" };
  return cameFromCheckout(state) ? { to: "/checkout", state: authToCheckoutState(state) } : { to: "/profile" };
}
