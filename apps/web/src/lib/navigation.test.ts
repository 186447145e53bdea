import { describe, expect, it } from "vitest";
import { authToCheckoutState, cameFromCheckout, checkoutToAuthState, readCheckoutState } from "./navigation";

describe("checkout ↔ auth state", () => {
  it("carries the buy-now flag to /auth and back to checkout with fromAuth", () => {
    const toAuth = checkoutToAuthState(true);
    expect(cameFromCheckout(toAuth)).toBe(true);
    expect(authToCheckoutState(toAuth)).toEqual({ fromAuth: true, buyNow: true });
    expect(authToCheckoutState(checkoutToAuthState(false))).toEqual({ fromAuth: true });
  });

  it("reads only real flags from checkout's state", () => {
    expect(readCheckoutState({ buyNow: "yes", fromAuth: true })).toEqual({ buyNow: false, fromAuth: true });
    expect(readCheckoutState(null)).toEqual({});
  });
});
