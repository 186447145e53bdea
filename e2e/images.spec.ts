import { expect, test } from "@playwright/test";
import { screenshot } from "./support/shopper";

/** Every product picture on screen came as WebP at one of the fixed widths, and drew. */
async function expectResponsivePictures(page: import("@playwright/test").Page) {
  const pictures = await page.locator("img[srcset]").evaluateAll((images) =>
    (images as HTMLImageElement[]).map((img) => ({
      current: img.currentSrc,
      complete: img.complete,
      natural: img.naturalWidth,
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
      loading: img.loading,
      priority: img.getAttribute("fetchpriority"),
    })),
  );
  expect(pictures.length).toBeGreaterThan(0);
  for (const p of pictures) {
    expect(p.width).toMatch(/^\d+$/);
    expect(p.height).toMatch(/^\d+$/);
    if (p.current) {
      expect(p.current).toMatch(/\/media\/w(160|320|480|640|960|1280)\/(media|uploads)\//);
      if (p.complete) expect(p.natural, p.current).toBeGreaterThan(0);
    }
  }
  return pictures;
}

test("home and product pages show resized WebP pictures with sizes set, the LCP one first", async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const webp: string[] = [];
  page.on("response", (response) => {
    if (/\/media\/w\d+\//.test(response.url()) && response.ok()) webp.push(response.headers()["content-type"] ?? "");
  });

  await page.goto("/");
  const featured = page.getByRole("region", { name: "Featured products" });
  await expect(featured.locator("img").first()).toHaveJSProperty("complete", true, { timeout: 60_000 });
  const lcp = featured.locator("img[fetchpriority=high]");
  await expect(lcp).toHaveCount(1);
  await expect(lcp).toHaveAttribute("loading", "eager");
  await screenshot(page, testInfo, "images-home");
  const home = await expectResponsivePictures(page);
  expect(home.filter((p) => p.loading === "lazy").length).toBeGreaterThan(5);

  await page.goto("/products/iphone-16-pro-max");
  const main = page.getByRole("button", { name: /Zoom in on the photo/ }).locator("img");
  await expect(main).toHaveAttribute("fetchpriority", "high", { timeout: 60_000 });
  await expect(main).toHaveJSProperty("complete", true, { timeout: 30_000 });
  expect(await main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThanOrEqual(320);
  await screenshot(page, testInfo, "images-product");
  await expectResponsivePictures(page);

  expect(webp.length).toBeGreaterThan(3);
  expect(new Set(webp)).toEqual(new Set(["image/webp"]));
});
