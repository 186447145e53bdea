import { useLocation } from "react-router";
import { authToCheckoutState, cameFromCheckout, type CheckoutLocationState } from "@/lib/navigation";

export type AfterAuthDestination = { to: string; state?: CheckoutLocationState };

/**
 * Where a shopper goes once signed in: back to checkout if that sent them here (saying so, and
 * whether it was a buy-now, so checkout restores the saved form), else the profile.
 */
export function useAfterAuthPath(): AfterAuthDestination {
  const { state } = useLocation();
  return cameFromCheckout(state) ? { to: "/checkout", state: authToCheckoutState(state) } : { to: "/profile" };
}
