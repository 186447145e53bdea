import { fireEvent, screen, waitFor } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useAuthStore } from "@/lib/auth-store";
import { makeAuthUser } from "@/testing/fixtures";
import { renderWithProviders } from "@/testing/render";
import { sentBody, stubApi } from "@/testing/stub-api";
import { ScreenWithToasts } from "@/testing/with-toaster";
import { VerifyEmailPage } from "./verify-email-page";

const renderAt = (url: string) => renderWithProviders(<ScreenWithToasts path="/verify-email" element={<VerifyEmailPage />} />, { path: url });
/** Calls to the account endpoints (the page's title also reads the shop's facts). */
const accountCalls = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/auth/"));
const unverified = makeAuthUser({ email: "sita@example.com", emailVerified: false });

describe("confirming the e-mail address (decision 028)", () => {
  beforeEach(() => useAuthStore.setState({ authUser: unverified, isCheckingAuth: false }));
  afterEach(() => toast.remove());

  it("sends the typed code, shows the server's refusal, and on success marks the session confirmed", async () => {
    let answer = { status: 400, body: { message: "The code is wrong or has expired" } as unknown };
    const fetchMock = stubApi({ "/auth/verify-email": () => answer });
    renderAt("/verify-email");
    expect(screen.getByText(/sita@example\.com/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText("Code from the e-mail"), { target: { value: "12" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Enter the 6-digit code from the e-mail")).toBeInTheDocument();
    expect(accountCalls(fetchMock)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText("Code from the e-mail"), { target: { value: "000000" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("The code is wrong or has expired")).toBeInTheDocument();
    expect(sentBody(fetchMock, "/auth/verify-email")).toEqual({ code: "000000" });

    answer = { status: 200, body: { user: { ...unverified, emailVerified: true } } };
    fireEvent.change(screen.getByLabelText("Code from the e-mail"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect((await screen.findAllByText("Your e-mail address is confirmed.")).length).toBeGreaterThan(0);
    expect(useAuthStore.getState().authUser?.emailVerified).toBe(true);
    expect(screen.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/profile");
  });

  it("sends the mailed link's token once, in the signed-in session", async () => {
    const fetchMock = stubApi({ "/auth/verify-email": { body: { user: { ...unverified, emailVerified: true } } } });
    renderAt("/verify-email?token=abcdefghijklmnopqrstuvwxyz0123456789");
    await waitFor(() => expect(useAuthStore.getState().authUser?.emailVerified).toBe(true));
    expect(sentBody(fetchMock, "/auth/verify-email")).toEqual({ token: "abcdefghijklmnopqrstuvwxyz0123456789" });
    expect(accountCalls(fetchMock)).toHaveLength(1);
  });

  it("asks a signed-out visitor to sign in and come back, sending nothing", async () => {
    useAuthStore.setState({ authUser: null, isCheckingAuth: false });
    const fetchMock = stubApi({});
    renderAt("/verify-email?token=abcdefghijklmnopqrstuvwxyz0123456789");
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth");
    expect(accountCalls(fetchMock)).toHaveLength(0);
  });

  it("asks for a new code", async () => {
    const fetchMock = stubApi({ "/auth/verify-email/resend": { body: { message: "We sent a code to your e-mail address." } } });
    renderAt("/verify-email");
    fireEvent.click(screen.getByRole("button", { name: "Send a new code" }));
    expect(await screen.findByText("We sent a new code to sita@example.com")).toBeInTheDocument();
    expect(accountCalls(fetchMock)).toHaveLength(1);
  });
});
