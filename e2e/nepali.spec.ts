import { expect, test } from "@playwright/test";
import { screenshot } from "./support/shopper";

// docs/requirements/nepali.md#nepali-ui: the storefront in Nepali under /ne, prices in Devanagari digits
// with lakh grouping.
const NEPALI_PRICE = /^रु\. [०-९]{1,3}(,[०-९]{2})*(,[०-९]{3})?\.[०-९]{2}$/;
const ENGLISH_PRICE = /^Rs\. \d{1,3}(,\d{2})*(,\d{3})?\.\d{2}$/;

// Full-page screenshots of the long home page are slow on the shared test machine.
test.describe.configure({ timeout: 180_000 });

test("the Nepali home and listing show Devanagari prices, and the switch goes back to English", async ({ page }, testInfo) => {
  await page.goto("/ne/");
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  // The first row of deals fetches its products once the shopper scrolls to it.
  await page
    .getByRole("heading", { name: /मा उत्कृष्ट डिलहरू$/ })
    .first()
    .scrollIntoViewIfNeeded();
  await expect(page.getByRole("article").first().getByText(NEPALI_PRICE).first()).toBeVisible();
  // Devanagari is drawn with the shop's own font, first in the list: a device without a Devanagari
  // font showed boxes when it came after the system fonts.
  const family = await page
    .locator("h1, h2")
    .first()
    .evaluate((element) => getComputedStyle(element).fontFamily);
  expect(family).toMatch(/^"Pasal Devanagari"/);
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Pasal Devanagari"', "नेपाली"))).toBe(true);
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

test("a shopper buys in Nepali: product page, cart and checkout read in Nepali with Devanagari prices", async ({ page }, testInfo) => {
  await page.goto("/ne/products/20W-USB-C-Power-Adapter");
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  await expect(page.getByText(NEPALI_PRICE).filter({ visible: true }).first()).toBeVisible();
  await page.getByRole("group", { name: "रङ" }).getByRole("button", { name: /White/ }).click();
  await screenshot(page, testInfo, "ne-product");
  await page.getByRole("button", { name: "कार्टमा थप्नुहोस्" }).click();
  await expect(page.getByRole("status").filter({ hasText: "उत्पादन कार्टमा थपियो" })).toBeVisible();

  await page.goto("/ne/cart");
  // The cart draws its lines twice (a table on wide screens, cards on phones): the visible one counts.
  await expect(page.getByText(NEPALI_PRICE).filter({ visible: true }).first()).toBeVisible();
  await screenshot(page, testInfo, "ne-cart");
  await page.getByRole("link", { name: "चेकआउटमा जानुहोस्" }).click();
  await expect(page).toHaveURL(/\/ne\/checkout$/);
  await expect(page.getByRole("region", { name: "अतिथिको रूपमा चेकआउट" })).toBeVisible();
  await expect(page.getByLabel("पहिलो नाम")).toBeVisible();
  await expect(page.getByLabel("शहर")).toHaveValue("Kathmandu");
  // No English label is left on the form the shopper fills in.
  for (const english of ["First name", "Confirm Order", "Shipping address", "Cash on delivery"]) {
    await expect(page.getByText(english, { exact: true })).toHaveCount(0);
  }
  await screenshot(page, testInfo, "ne-checkout");

  await page.goto("/ne/help");
  await expect(page.getByRole("heading", { name: "सहायता केन्द्र" })).toBeVisible();
  await screenshot(page, testInfo, "ne-help");
});
