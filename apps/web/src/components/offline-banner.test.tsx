import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, NetworkError, OFFLINE_MESSAGE } from "@/lib/api-client";
import { ErrorState } from "./error-state";
import { OfflineBanner } from "./offline-banner";
import { ProductGridSkeleton } from "./skeleton";

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  act(() => window.dispatchEvent(new Event(online ? "online" : "offline")));
};

describe("offline notice", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows a banner while the browser is offline and hides it when back online", () => {
    render(<OfflineBanner />);
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
    setOnline(false);
    expect(screen.getByRole("status")).toHaveTextContent("You're offline. Check your connection.");
    setOnline(true);
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
  });

  it("turns the browser's Failed to fetch into the offline message, never the raw text", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const failure = await apiRequest("/products").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect((failure as Error).message).toBe(OFFLINE_MESSAGE);
  });

  it("offers a retry on a failed query", () => {
    const retry = vi.fn();
    render(<ErrorState title="Failed to load products" message={OFFLINE_MESSAGE} error={new NetworkError()} onRetry={retry} />);
    expect(screen.getByRole("alert")).toHaveTextContent(OFFLINE_MESSAGE);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe("skeletons", () => {
  it("announce what is loading once and hide their shapes from screen readers", () => {
    render(<ProductGridSkeleton label="Loading products..." cards={4} />);
    const region = screen.getByRole("status");
    expect(region).toHaveAttribute("aria-busy", "true");
    expect(region).toHaveTextContent("Loading products...");
    expect(region.querySelectorAll("li")).toHaveLength(4);
    expect(region.querySelector("[aria-hidden]")).not.toBeNull();
  });
});
