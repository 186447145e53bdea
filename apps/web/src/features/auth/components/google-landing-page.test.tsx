import { screen, waitFor } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useAuthStore } from "@/lib/auth-store";
import { makeAuthUser } from "@/testing/fixtures";
import { renderWithProviders } from "@/testing/render";
import { sentBody, stubApi } from "@/testing/stub-api";
import { ScreenWithToasts } from "@/testing/with-toaster";
import { GoogleLandingPage, googleLoginFailedText } from "./google-landing-page";

const renderAt = (url: string) => renderWithProviders(<ScreenWithToasts path="/auth-success" element={<GoogleLandingPage />} />, { path: url });
const path = () => screen.getByRole("status", { name: "path" });

describe("Google sign-in landing", () => {
  beforeEach(() => useAuthStore.setState({ authUser: null, isCheckingAuth: false }));
  afterEach(() => toast.remove());

  it("confirms the session with the server, then goes home signed in", async () => {
    const user = makeAuthUser({ fullName: "Gita Google", isGoogle: true });
    const fetchMock = stubApi({ "/auth/google-login": { body: { user } } });
    renderAt("/auth-success?name=Gita%20Google&email=gita.google%40example.com");
    expect(screen.getByText("Logging you in via Google...")).toBeInTheDocument();
    expect(await screen.findByText("Logged in successfully")).toBeInTheDocument();
    // The toast and the navigation happen together; the new route may render a moment later.
    await waitFor(() => expect(path()).toHaveTextContent(/^\/$/));
    expect(useAuthStore.getState().authUser).toEqual(user);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentBody(fetchMock, "/auth/google-login")).toEqual({
      name: "Gita Google",
      email: "gita.google@example.com",
    });
  });

  it("sends the visitor back to /auth when a parameter is missing", async () => {
    const fetchMock = stubApi({});
    renderAt("/auth-success?name=Gita");
    expect(await screen.findByText(googleLoginFailedText())).toBeInTheDocument();
    await waitFor(() => expect(path()).toHaveTextContent("/auth"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the visitor back to /auth when the server does not confirm", async () => {
    stubApi({ "/auth/google-login": { status: 401, body: { message: "Not signed in" } } });
    renderAt("/auth-success?name=Gita&email=gita%40example.com");
    await waitFor(() => expect(path()).toHaveTextContent("/auth"));
    expect(await screen.findByText(googleLoginFailedText())).toBeInTheDocument();
    expect(useAuthStore.getState().authUser).toBeNull();
  });
});
