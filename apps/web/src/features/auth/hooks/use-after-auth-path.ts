import { useLocation } from "react-router";
import { cameFromCheckout } from "@/lib/navigation";

/** Where a shopper goes once signed in: back to checkout if that sent them here, else the profile. */
export function useAfterAuthPath(): string {
  const { state } = useLocation();
  return cameFromCheckout(state) ? "/checkout" : "/profile";
}
