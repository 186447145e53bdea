import { fireEvent, screen, waitFor } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useAuthStore } from "@/lib/auth-store";
import { fromCheckoutState } from "@/lib/navigation";
import { makeAuthUser } from "@/testing/fixtures";
import { renderWithProviders } from "@/testing/render";
import { sentBody, stubApi } from "@/testing/stub-api";
import { ScreenWithToasts } from "@/testing/with-toaster";
import { AuthPage } from "./auth-page";

function renderAuth(state?: unknown) {
  return renderWithProviders(<ScreenWithToasts path="/auth" element={<AuthPage />} />, {
    path: { pathname: "/auth", state },
  });
}

const email = () => screen.getByLabelText("Email");
const password = () => screen.getByLabelText("Password");
const logIn = () => fireEvent.click(screen.getByRole("button", { name: "Log In" }));

describe("login view", () => {
  beforeEach(() => useAuthStore.setState({ authUser: null, isCheckingAuth: false, isLoggingIn: false }));
  afterEach(() => toast.remove());

  it("shows its title and explains what is missing or wrong", async () => {
    stubApi({});
    renderAuth();
    expect(screen.getByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
    expect(screen.getByText("Login to your account")).toBeInTheDocument();
    expect(password()).toHaveAttribute("minlength", "6");

    logIn();
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(email()).toHaveAttribute("aria-invalid", "true");

    fireEvent.change(email(), { target: { value: "not-an-email" } });
    fireEvent.change(password(), { target: { value: "12345" } });
    logIn();
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 6 characters")).toBeInTheDocument();
  });

  it("signs in with Remember me and returns to checkout when checkout sent the shopper", async () => {
    const fetchMock = stubApi({ "/auth/login": { body: { user: makeAuthUser() } } });
    renderAuth(fromCheckoutState);
    fireEvent.change(email(), { target: { value: " Sita@Example.com " } });
    fireEvent.change(password(), { target: { value: "secret123" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Remember me" }));
    logIn();

    await waitFor(() => expect(screen.getByRole("status", { name: "path" })).toHaveTextContent("/checkout"));
    expect(sentBody(fetchMock, "/auth/login")).toEqual({ email: "sita@example.com", password: "secret123", rememberMe: true });
    expect(await screen.findByText("Logged in successfully")).toBeInTheDocument();
  });

  it("goes to the profile after a plain login", async () => {
    stubApi({ "/auth/login": { body: { user: makeAuthUser() } } });
    renderAuth();
    fireEvent.change(email(), { target: { value: "sita@example.com" } });
    fireEvent.change(password(), { target: { value: "secret123" } });
    logIn();
    await waitFor(() => expect(screen.getByRole("status", { name: "path" })).toHaveTextContent("/profile"));
  });

  it("stays on /auth with the server's reason when the login is refused", async () => {
    stubApi({ "/auth/login": { status: 401, body: { message: "Invalid credentials" } } });
    renderAuth();
    fireEvent.change(email(), { target: { value: "sita@example.com" } });
    fireEvent.change(password(), { target: { value: "wrong-password" } });
    logIn();
    expect(await screen.findByText("Invalid credentials")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("status", { name: "path" })).toHaveTextContent("/auth"));
    expect(screen.getByRole("button", { name: "Log In" })).toBeEnabled();
  });

  it("sends a visitor who is already signed in to the profile", async () => {
    useAuthStore.setState({ authUser: makeAuthUser() });
    renderAuth();
    await waitFor(() => expect(screen.getByRole("status", { name: "path" })).toHaveTextContent("/profile"));
  });
});
