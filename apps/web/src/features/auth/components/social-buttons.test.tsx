import { fireEvent, screen, waitFor } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { browser } from "@/lib/browser";
import { renderWithProviders } from "@/testing/render";
import { stubApi } from "@/testing/stub-api";
import { ScreenWithToasts } from "@/testing/with-toaster";
import { GOOGLE_SIGN_IN_PATH, GOOGLE_UNAVAILABLE, SocialButtons } from "./social-buttons";

const shop = (googleSignIn: boolean) => ({ "/shop": { body: { name: "Pasal", googleSignIn } } });

function renderButtons() {
  const { queryClient } = renderWithProviders(<ScreenWithToasts path="/auth" element={<SocialButtons />} />, {
    path: "/auth",
  });
  return queryClient;
}

describe("social sign-in buttons", () => {
  afterEach(() => {
    toast.remove();
    vi.restoreAllMocks();
  });

  it("explains that Google sign-in is unavailable when the shop has not configured it, and stays", async () => {
    stubApi(shop(false));
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
    const queryClient = renderButtons();
    await waitFor(() => expect(queryClient.getQueryData(["shop"])).toBeDefined());
    fireEvent.click(screen.getByRole("button", { name: "Google" }));
    expect(await screen.findByText(GOOGLE_UNAVAILABLE)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it("hands the browser to the server's Google route when configured", async () => {
    stubApi(shop(true));
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
    const queryClient = renderButtons();
    await waitFor(() => expect(queryClient.getQueryData(["shop"])).toBeDefined());
    fireEvent.click(screen.getByRole("button", { name: "Google" }));
    expect(assign).toHaveBeenCalledWith(GOOGLE_SIGN_IN_PATH);
  });

  it("says Facebook login is coming soon", async () => {
    stubApi(shop(true));
    renderButtons();
    fireEvent.click(screen.getByRole("button", { name: "Facebook" }));
    expect(await screen.findByText("Facebook login coming soon")).toBeInTheDocument();
  });
});
