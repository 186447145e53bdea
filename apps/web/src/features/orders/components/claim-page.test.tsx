import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useAuthStore } from "@/lib/auth-store";
import { makeAuthUser } from "@/testing/fixtures";
import { renderWithProviders } from "@/testing/render";
import { stubApi } from "@/testing/stub-api";
import { ClaimPage } from "./claim-page";

const TOKEN = "payload.signature";
const renderAt = (reason: string) => renderWithProviders(<ClaimPage />, { path: `/order/claim?token=${TOKEN}&reason=${reason}` });

describe("/order/claim: a guest-order link that needs the account's own session (decision 028)", () => {
  beforeEach(() => stubApi({}));

  it("asks a signed-out visitor to sign in, offering nothing that attaches orders", () => {
    useAuthStore.setState({ authUser: null, isCheckingAuth: false });
    renderAt("sign-in");
    expect(screen.getByRole("status")).toHaveTextContent(/Sign in to the account this link was sent for/);
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth");
    expect(screen.queryByRole("link", { name: "Add my orders" })).toBeNull();
  });

  it("asks an unconfirmed account to confirm its address first", () => {
    useAuthStore.setState({ authUser: makeAuthUser({ emailVerified: false }), isCheckingAuth: false });
    renderAt("verify");
    expect(screen.getByRole("link", { name: "Confirm now" })).toHaveAttribute("href", "/verify-email");
    expect(screen.queryByRole("link", { name: "Add my orders" })).toBeNull();
  });

  it("tells another account's session that the link is not for it, and lets a confirmed account open it again", () => {
    useAuthStore.setState({ authUser: makeAuthUser({ email: "hari@example.com" }), isCheckingAuth: false });
    renderAt("other-account");
    expect(screen.getByRole("status")).toHaveTextContent(/signed in as hari@example\.com/);
    expect(screen.getByRole("link", { name: "Add my orders" })).toHaveAttribute("href", `/api/orders/claim/confirm?token=${encodeURIComponent(TOKEN)}`);
  });
});
