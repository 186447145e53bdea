import { expect, test } from "@playwright/test";
import { screenshot } from "./support/shopper";

// Issue 14: the storefront in Nepali under /ne, prices in Devanagari digits with lakh grouping.
const NEPALI_PRICE = /^रु\. [०-९]{1,3}(,[०-९]{2})*(,[०-९]{3})?\.[०-९]{2}$/;
const ENGLISH_PRICE = /^Rs\. \d{1,3}(,\d{2})*(,\d{3})?\.\d{2}$/;

// Full-page screenshots of the long home page are slow on the shared test machine.
test.describe.configure({ timeout: 180_000 });

test("the Nepali home and listing show Devanagari prices, and the switch goes back to English", async ({ page }, testInfo) => {
  await page.goto("/ne/");
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  await expect(page.getByRole("heading", { name: /मा उत्कृष्ट डिलहरू$/ }).first()).toBeVisible();
  await expect(page.getByRole("article").first().getByText(NEPALI_PRICE).first()).toBeVisible();
  await screenshot(page, testInfo, "ne-home");

  await page.goto("/ne/products");
  await expect(page.getByRole("article").first().getByText(NEPALI_PRICE).first()).toBeVisible();
  // A link inside the app keeps the language: the router's basename is /ne.
  const firstProduct = page.getByRole("article").first().getByRole("link").first();
  await expect(firstProduct).toHaveAttribute("href", /^\/ne\/products\//);
  await screenshot(page, testInfo, "ne-products");

  await page.getByRole("link", { name: "English" }).first().click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("article").first().getByText(ENGLISH_PRICE).first()).toBeVisible();
  await screenshot(page, testInfo, "en-products-after-switch");

  // The choice is remembered: the root stays English now, even for a Nepali browser.
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test.describe("a Nepali browser", () => {
  test.use({ locale: "ne-NP" });

  test("starts in Nepali on its first visit, and the switch is remembered", async ({ page }, testInfo) => {
    await page.goto("/products");
    await expect(page).toHaveURL(/\/ne\/products$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ne");
    await page.getByRole("link", { name: "English" }).first().click();
    await expect(page).toHaveURL(/\/products$/);
    await page.goto("/");
    await expect(page).not.toHaveURL(/\/ne/);
    await expect(page.getByRole("link", { name: "नेपाली" }).first()).toBeVisible();
    await screenshot(page, testInfo, "en-home");
  });
});
