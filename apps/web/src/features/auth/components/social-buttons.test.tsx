import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { browser } from "@/lib/browser";
import { renderWithProviders } from "@/testing/render";
import { stubApi } from "@/testing/stub-api";
import { GOOGLE_SIGN_IN_PATH, SocialButtons } from "./social-buttons";

const shop = (googleSignIn: boolean) => ({ "/shop": { body: { name: "Pasal", googleSignIn } } });

describe("social sign-in buttons", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows no social buttons at all when the shop has not configured Google", async () => {
    stubApi(shop(false));
    const { queryClient } = renderWithProviders(<SocialButtons />, { path: "/auth" });
    await waitFor(() => expect(queryClient.getQueryData(["shop"])).toBeDefined());
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByText(/or continue with/i)).toBeNull();
  });

  it("shows no button while the shop's configuration is unknown (it failed to load)", async () => {
    stubApi({ "/shop": { status: 500, body: { message: "Something went wrong" } } });
    const fetchMock = vi.mocked(fetch);
    renderWithProviders(<SocialButtons />, { path: "/auth" });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("offers Google, and no Facebook, when Google is configured; Google hands the browser to the server", async () => {
    stubApi(shop(true));
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
    renderWithProviders(<SocialButtons />, { path: "/auth" });
    fireEvent.click(await screen.findByRole("button", { name: "Google" }));
    expect(assign).toHaveBeenCalledWith(GOOGLE_SIGN_IN_PATH);
    expect(screen.queryByRole("button", { name: "Facebook" })).toBeNull();
  });
});
