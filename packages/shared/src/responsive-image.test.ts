import { describe, expect, it } from "vitest";
import { RESPONSIVE_WIDTHS, isResizable, isResponsiveWidth, resizedImageUrl, responsiveImage } from "./responsive-image.js";

describe("responsiveImage", () => {
  it("offers a vector catalogue picture at every width, with 640 as src", () => {
    const image = responsiveImage("/media/demo/products/iphone-16-1.svg", { width: 800, height: 800 });
    expect(image.src).toBe("/media/w640/media/demo/products/iphone-16-1.svg");
    expect(image.srcSet).toBe(RESPONSIVE_WIDTHS.map((w) => `/media/w${w}/media/demo/products/iphone-16-1.svg ${w}w`).join(", "));
    expect([image.width, image.height]).toEqual([800, 800]);
  });

  it("never offers a raster picture wider than it is", () => {
    const image = responsiveImage("/uploads/products/0123456789abcdef0123456789abcdef-1024.webp", { width: 500, height: 250 });
    expect(image.srcSet).toBe(
      "/media/w160/uploads/products/0123456789abcdef0123456789abcdef-1024.webp 160w, " +
        "/media/w320/uploads/products/0123456789abcdef0123456789abcdef-1024.webp 320w, " +
        "/media/w480/uploads/products/0123456789abcdef0123456789abcdef-1024.webp 480w",
    );
    expect(image.src).toBe("/media/w480/uploads/products/0123456789abcdef0123456789abcdef-1024.webp");
    expect([image.width, image.height]).toEqual([500, 250]);
    // Smaller than the smallest width: still one resized (WebP) copy.
    expect(responsiveImage("/uploads/products/a.png", { width: 90, height: 90 }).srcSet).toBe("/media/w160/uploads/products/a.png 160w");
  });

  it("reserves a square when the size is unknown, and leaves other sites' pictures as they are", () => {
    expect(responsiveImage("/media/demo/brands/apple.svg")).toMatchObject({ width: 800, height: 800 });
    expect(responsiveImage("https://cdn.example.com/a.jpg")).toEqual({ src: "https://cdn.example.com/a.jpg", srcSet: undefined, width: 800, height: 800 });
    expect(responsiveImage("/placeholder-product.svg").srcSet).toBeUndefined();
    expect(responsiveImage("https://cdn.example.com/a.jpg?x=/media/b.png").srcSet).toBeUndefined();
  });

  it("keeps the origin of an absolute URL (the API with PUBLIC_URL set)", () => {
    const image = responsiveImage("https://shop.example.com/media/demo/x.svg");
    expect(image.src).toBe("https://shop.example.com/media/w640/media/demo/x.svg");
    expect(image.srcSet?.split(", ")[0]).toBe("https://shop.example.com/media/w160/media/demo/x.svg 160w");
  });

  it("resizes only the shop's own picture folders", () => {
    expect(isResizable("/media/demo/x.svg")).toBe(true);
    expect(isResizable("/uploads/testimonials/a.jpg")).toBe(true);
    expect(isResizable("/media/w320/media/demo/x.svg")).toBe(false);
    expect(isResizable("/uploads/resumes/a.pdf")).toBe(false);
    expect(isResizable("/uploads/reviews/a.mp4")).toBe(false);
    expect(isResizable("/media/../etc/passwd.png")).toBe(false);
    expect(isResizable("/media/demo/x.svg?v=1")).toBe(false);
  });

  it("knows the widths the server makes", () => {
    expect(isResponsiveWidth(320)).toBe(true);
    expect(isResponsiveWidth(333)).toBe(false);
    expect(resizedImageUrl("/media/a.png", 160)).toBe("/media/w160/media/a.png");
  });
});
