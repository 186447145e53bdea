import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { captureInstallPrompt, resetInstallPrompt } from "@/lib/install-prompt";
import { renderWithProviders } from "@/testing/render";
import { INSTALL_TEXTS } from "../install-texts";
import { InstallPage } from "./install-page";

const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

/** A `beforeinstallprompt` as Chromium fires it, with the shopper's answer. */
function offerInstall(outcome: "accepted" | "dismissed" = "accepted") {
  const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome, platform: "web" }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

function useAgent(userAgent: string) {
  vi.spyOn(navigator, "userAgent", "get").mockReturnValue(userAgent);
}

function standalone(matches: boolean) {
  window.matchMedia = (query: string) =>
    ({ matches: matches && query.includes("standalone"), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
}

describe("install page", () => {
  const originalMatchMedia = window.matchMedia;
  beforeEach(() => {
    resetInstallPrompt();
    captureInstallPrompt();
    standalone(false);
  });
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
    vi.restoreAllMocks();
  });

  it("is titled Install App and tells an unsupported browser to use Chrome on Android", () => {
    useAgent(FIREFOX);
    renderWithProviders(<InstallPage />, { path: "/install" });
    expect(screen.getByRole("heading", { level: 1, name: INSTALL_TEXTS.title })).toBeInTheDocument();
    expect(screen.getByText(INSTALL_TEXTS.unavailable)).toBeInTheDocument();
  });

  it("waits on Android, then offers the captured prompt and shows installed once accepted", async () => {
    useAgent(ANDROID);
    renderWithProviders(<InstallPage />, { path: "/install" });
    expect(screen.getByText(INSTALL_TEXTS.waiting)).toBeInTheDocument();

    const event = offerInstall("accepted");
    expect(event.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Install App" }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(await screen.findByText(INSTALL_TEXTS.installed)).toBeInTheDocument();
  });

  it("keeps a prompt fired before the page opened, and prompts at once with ?install=true", async () => {
    useAgent(ANDROID);
    const event = offerInstall("dismissed");
    renderWithProviders(<InstallPage />, { path: "/install?install=true" });
    expect(event.prompt).toHaveBeenCalledOnce();
    // Dismissed: the offer is spent, so the page waits for the browser to offer again.
    expect(await screen.findByText(INSTALL_TEXTS.waiting)).toBeInTheDocument();
  });

  it("does not prompt by itself without ?install=true", () => {
    useAgent(ANDROID);
    const event = offerInstall();
    renderWithProviders(<InstallPage />, { path: "/install" });
    expect(screen.getByRole("button", { name: "Install App" })).toBeInTheDocument();
    expect(event.prompt).not.toHaveBeenCalled();
  });

  it("says the app is installed when running standalone or after appinstalled", () => {
    standalone(true);
    const { unmount } = renderWithProviders(<InstallPage />, { path: "/install" });
    expect(screen.getByText(INSTALL_TEXTS.installed)).toBeInTheDocument();
    unmount();

    standalone(false);
    useAgent(ANDROID);
    renderWithProviders(<InstallPage />, { path: "/install" });
    expect(screen.getByText(INSTALL_TEXTS.waiting)).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event("appinstalled"));
    });
    expect(screen.getByText(INSTALL_TEXTS.installed)).toBeInTheDocument();
  });

  it("shows Safari's Add to Home Screen steps on iOS", () => {
    useAgent(IPHONE);
    renderWithProviders(<InstallPage />, { path: "/install" });
    expect(screen.getByText(/Add to Home Screen/)).toBeInTheDocument();
    expect(screen.queryByText(INSTALL_TEXTS.unavailable)).not.toBeInTheDocument();
  });
});
