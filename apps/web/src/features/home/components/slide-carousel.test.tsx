import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SlideCarousel } from "./slide-carousel";

const slides = ["One", "Two", "Three"];

function renderCarousel() {
  render(<SlideCarousel label="Featured products" items={slides} intervalMs={5000} getKey={(s) => s} renderSlide={(s) => <p>{s}</p>} tone="dark" />);
  const current = () => screen.getByRole("button", { name: /Go to slide/, current: true }).getAttribute("aria-label");
  const viewport = screen.getByText("One").closest("[class*=touch-pan-y]")!;
  return { current, viewport };
}

/** A drag of `dx` px with the given pointer; jsdom has no PointerEvent, so the type rides on the init. */
function drag(target: Element, dx: number, pointerType: string) {
  const at = (clientX: number) => ({ pointerId: 1, pointerType, clientX, clientY: 100, button: 0 });
  fireEvent.pointerDown(target, at(300));
  fireEvent.pointerMove(target, at(300 + dx / 2));
  fireEvent.pointerMove(target, at(300 + dx));
  fireEvent.pointerUp(target, at(300 + dx));
}

describe("SlideCarousel", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("advances every interval, wraps around, and holds still while hovered", () => {
    const { current } = renderCarousel();
    expect(current()).toBe("Go to slide 1");
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe("Go to slide 2");
    act(() => vi.advanceTimersByTime(5000));
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe("Go to slide 1");

    fireEvent.mouseEnter(screen.getByRole("region", { name: "Featured products" }));
    act(() => vi.advanceTimersByTime(20000));
    expect(current()).toBe("Go to slide 1");
  });

  it("changes slide only for drags past the threshold", () => {
    const { current, viewport } = renderCarousel();
    drag(viewport, -80, "mouse");
    expect(current()).toBe("Go to slide 1");
    drag(viewport, -120, "mouse");
    expect(current()).toBe("Go to slide 2");
    drag(viewport, 60, "touch");
    expect(current()).toBe("Go to slide 1");
    drag(viewport, 60, "touch");
    expect(current()).toBe("Go to slide 3");
  });

  it("has previous and next buttons and dots", () => {
    const { current } = renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(current()).toBe("Go to slide 3");
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    fireEvent.click(screen.getByRole("button", { name: "Go to slide 2" }));
    expect(current()).toBe("Go to slide 2");
  });
});
