import { fireEvent, screen, waitFor } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useAuthStore } from "@/lib/auth-store";
import { renderWithProviders } from "@/testing/render";
import { sentBody, stubApi } from "@/testing/stub-api";
import { ScreenWithToasts } from "@/testing/with-toaster";
import { AuthPage } from "../auth-page";

async function openForgot() {
  renderWithProviders(<ScreenWithToasts path="/auth" element={<AuthPage />} />, { path: "/auth" });
  fireEvent.click(screen.getByRole("button", { name: "Forgot password?" }));
  expect(await screen.findByRole("heading", { name: "Forgot Password" })).toBeInTheDocument();
}

const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("forgot password", () => {
  beforeEach(() => useAuthStore.setState({ authUser: null, isCheckingAuth: false }));
  afterEach(() => toast.remove());

  it("walks email → code → new password and returns to an empty login", async () => {
    const fetchMock = stubApi({
      "/forgot-password": { body: { message: "If that email has an account, a code is on its way" } },
      "/verify-code": { body: { message: "Code verified" } },
      "/reset-password": { body: { message: "Password reset successfully" } },
    });
    await openForgot();

    click("Send OTP");
    expect(await screen.findByText("Please enter your email")).toBeInTheDocument();
    type("Email", "sita@example.com");
    click("Send OTP");
    expect(await screen.findByText("OTP sent to sita@example.com")).toBeInTheDocument();
    expect(sentBody(fetchMock, "/forgot-password")).toEqual({ forgotPasswordEmail: "sita@example.com" });

    expect(screen.getByRole("heading", { name: "Verify OTP" })).toBeInTheDocument();
    expect(screen.getByLabelText("OTP code")).toHaveAttribute("maxlength", "6");
    click("Verify");
    expect(await screen.findByText("Please enter the OTP")).toBeInTheDocument();
    type("OTP code", "123456");
    click("Verify");
    expect(await screen.findByText("Code verified")).toBeInTheDocument();
    expect(sentBody(fetchMock, "/verify-code")).toEqual({ email: "sita@example.com", code: "123456" });

    expect(screen.getByRole("heading", { name: "Set New Password" })).toBeInTheDocument();
    type("New password", "abc");
    type("Confirm new password", "abc");
    click("Reset Password");
    expect(await screen.findByText("Password must be at least 6 characters")).toBeInTheDocument();
    type("New password", "newpass1");
    type("Confirm new password", "newpass2");
    click("Reset Password");
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    type("Confirm new password", "newpass1");
    click("Reset Password");
    expect(await screen.findByText("Password reset successfully")).toBeInTheDocument();
    expect(sentBody(fetchMock, "/reset-password")).toEqual({ email: "sita@example.com", newPassword: "newpass1" });

    expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("");
    expect(screen.getByLabelText("Password")).toHaveValue("");
  });

  it("reports failures with the spec's words or the server's refusal, and Resend goes back", async () => {
    stubApi({
      "/forgot-password": { status: 500, body: { message: "boom" } },
    });
    await openForgot();
    type("Email", "sita@example.com");
    click("Send OTP");
    expect(await screen.findByText("Failed to send OTP")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Forgot Password" })).toBeInTheDocument();

    stubApi({
      "/forgot-password": { body: { message: "sent" } },
      "/verify-code": { status: 400, body: { message: "That code is wrong or has expired" } },
    });
    click("Send OTP");
    expect(await screen.findByRole("heading", { name: "Verify OTP" })).toBeInTheDocument();
    type("OTP code", "000000");
    click("Verify");
    expect(await screen.findByText("That code is wrong or has expired")).toBeInTheDocument();

    click("Resend");
    expect(screen.getByRole("heading", { name: "Forgot Password" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("sita@example.com");
  });

  it("leaves for login with the back arrow", async () => {
    stubApi({});
    await openForgot();
    click("Back to login");
    await waitFor(() => expect(screen.getByRole("heading", { name: "Welcome Back" })).toBeInTheDocument());
  });
});
