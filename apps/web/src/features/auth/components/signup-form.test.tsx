import { fireEvent, screen, waitFor } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useAuthStore } from "@/lib/auth-store";
import { makeAuthUser } from "@/testing/fixtures";
import { renderWithProviders } from "@/testing/render";
import { sentBody, stubApi } from "@/testing/stub-api";
import { ScreenWithToasts } from "@/testing/with-toaster";
import { AuthPage } from "./auth-page";

async function openSignup() {
  renderWithProviders(<ScreenWithToasts path="/auth" element={<AuthPage />} />, { path: "/auth" });
  fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
  expect(await screen.findByRole("heading", { name: "Create Account" })).toBeInTheDocument();
  expect(screen.getByText("Join us today")).toBeInTheDocument();
}

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

const valid = {
  "Full name": "Sita Sharma",
  "Phone number": "9812345678",
  Email: "sita@example.com",
  Password: "secret123",
  "Confirm password": "secret123",
};

describe("signup view", () => {
  beforeEach(() => useAuthStore.setState({ authUser: null, isCheckingAuth: false, isSigningUp: false }));
  afterEach(() => toast.remove());

  it("asks for matching passwords of at least 8 characters", async () => {
    stubApi({});
    await openSignup();
    expect(screen.getByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("Phone number")).toHaveAttribute("type", "tel");

    fill({ ...valid, "Confirm password": "secret124" });
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText("Passwords don't match!")).toBeInTheDocument();

    fill({ Password: "short", "Confirm password": "short" });
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    await waitFor(() => expect(screen.queryByText("Passwords don't match!")).not.toBeInTheDocument());
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
  });

  it("creates the account and moves on to the profile", async () => {
    const fetchMock = stubApi({ "/auth/signup": { status: 201, body: { user: makeAuthUser() } } });
    await openSignup();
    fill(valid);
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText("Account created successfully")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("status", { name: "path" })).toHaveTextContent("/profile"));
    expect(sentBody(fetchMock, "/auth/signup")).toEqual({
      fullName: "Sita Sharma",
      phoneNumber: "9812345678",
      email: "sita@example.com",
      password: "secret123",
      confirmPassword: "secret123",
    });
  });

  it("shows the server's message when the email is taken", async () => {
    stubApi({ "/auth/signup": { status: 409, body: { message: "Email already exists" } } });
    await openSignup();
    fill(valid);
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText("Email already exists")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Create Account" })).toBeInTheDocument();
  });
});
