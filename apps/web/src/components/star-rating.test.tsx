import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StarRating } from "./star-rating";

describe("StarRating", () => {
  it("fills the five stars up to the rating rounded to a half star, in one element", () => {
    render(<StarRating rating={3.6} reviews={12} />);
    const stars = screen.getByRole("img", { name: "Rated 3.5 out of 5" });
    expect(stars.style.getPropertyValue("--stars")).toBe("70%");
    expect(stars.childElementCount).toBe(0);
    expect(screen.getByText("(12)")).toBeInTheDocument();
  });

  it("draws no amber for an unrated product and all five for a perfect one", () => {
    const { rerender } = render(<StarRating rating={0} />);
    expect(screen.getByRole("img").style.getPropertyValue("--stars")).toBe("0%");
    rerender(<StarRating rating={5} size="md" />);
    expect(screen.getByRole("img").style.getPropertyValue("--stars")).toBe("100%");
  });
});
