import type { ReactNode } from "react";
import { renderHook } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveScroll, useRestoreScroll } from "./scroll-memory";

// A MemoryRouter's first entry arrives as a history "POP", like coming back with Back.
const popped = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

describe("scroll memory", () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it("returns to the saved position for the same list once it is rendered, then forgets it", async () => {
    Object.defineProperty(window, "scrollY", { value: 1240, configurable: true });
    saveScroll("products", "/products?category=Phone");
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});

    const { rerender } = renderHook(({ ready }) => useRestoreScroll("products", "/products?category=Phone", ready), {
      wrapper: popped,
      initialProps: { ready: false },
    });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(scrollTo).not.toHaveBeenCalled();

    rerender({ ready: true });
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 1240, left: 0, behavior: "instant" }));
    expect(sessionStorage.getItem("scroll:products")).toBeNull();
  });

  it("ignores a position saved for another list", async () => {
    Object.defineProperty(window, "scrollY", { value: 800, configurable: true });
    saveScroll("products", "/products?category=Laptop");
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    renderHook(() => useRestoreScroll("products", "/products?category=Phone", true), { wrapper: popped });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
