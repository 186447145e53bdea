import { describe, expect, it } from "vitest";
import { absoluteMediaUrls, publicUrl } from "./public-url.js";

describe("absolute media URLs", () => {
  const base = "https://shop.example.com/";

  it("prefixes JSON values that are media or upload paths, and nothing else", () => {
    const json = JSON.stringify({
      image: "/media/a.png",
      medias: [{ url: "/uploads/reviews/b.png" }],
      comment: 'I saw "/media/x.png" in the page',
      other: "/api/product",
      already: "https://cdn.example.com/media/c.png",
    });
    expect(JSON.parse(absoluteMediaUrls(base, json))).toEqual({
      image: "https://shop.example.com/media/a.png",
      medias: [{ url: "https://shop.example.com/uploads/reviews/b.png" }],
      comment: 'I saw "/media/x.png" in the page',
      other: "/api/product",
      already: "https://cdn.example.com/media/c.png",
    });
  });

  it("is idempotent and leaves everything as is without a public URL", () => {
    const json = JSON.stringify(["/media/a.png"]);
    expect(absoluteMediaUrls(base, absoluteMediaUrls(base, json))).toBe('["https://shop.example.com/media/a.png"]');
    expect(absoluteMediaUrls(undefined, json)).toBe(json);
    expect(publicUrl(undefined, "/media/a.png")).toBe("/media/a.png");
    expect(publicUrl(base, "/media/a.png")).toBe("https://shop.example.com/media/a.png");
    expect(publicUrl(base, "//evil.example/x")).toBe("//evil.example/x");
  });
});
