import { fireEvent, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PLACEHOLDER_IMAGE, ProductImage } from "./product-image";

const SVG = "/media/demo/products/iphone-16-1.svg";
const img = (container: HTMLElement) => container.querySelector("img")!;

describe("ProductImage", () => {
  it("asks for WebP copies at the fixed widths, with the layout's sizes and the picture's own size", () => {
    const { container } = render(<ProductImage src={SVG} width={800} height={600} sizes="240px" alt="iPhone 16" />);
    const image = img(container);
    expect(image.getAttribute("src")).toBe(`/media/w640${SVG}`);
    expect(image.getAttribute("srcset")).toBe([160, 320, 480, 640, 960, 1280].map((w) => `/media/w${w}${SVG} ${w}w`).join(", "));
    expect(image.getAttribute("sizes")).toBe("240px");
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["800", "600"]);
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("fetchpriority")).toBeNull();
    expect(image).toHaveAttribute("alt", "iPhone 16");
  });

  it("loads the LCP picture at once and first", () => {
    const image = img(render(<ProductImage src={SVG} sizes="100vw" priority alt="" />).container);
    expect(image.getAttribute("loading")).toBe("eager");
    expect(image.getAttribute("fetchpriority")).toBe("high");
    // Size unknown: the square box product pictures are drawn in.
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["800", "800"]);
  });

  it("falls back to the original when the resized copy fails, then to the placeholder", () => {
    const image = img(render(<ProductImage src={SVG} sizes="80px" alt="" />).container);
    fireEvent.error(image);
    expect(image.getAttribute("src")).toBe(SVG);
    expect(image.getAttribute("srcset")).toBeNull();
    fireEvent.error(image);
    expect(image.getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
  });

  it("shows another site's picture as it is, and the placeholder when there is none", () => {
    const external = img(render(<ProductImage src="https://img.example.com/a.jpg" sizes="80px" alt="" />).container);
    expect(external.getAttribute("src")).toBe("https://img.example.com/a.jpg");
    expect(external.getAttribute("srcset")).toBeNull();
    expect(external.getAttribute("sizes")).toBeNull();
    const none = img(render(<ProductImage src={undefined} sizes="80px" alt="" />).container);
    expect(none.getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
  });
});
