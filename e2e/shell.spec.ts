import { expect, test } from "@playwright/test";
import { screenshot } from "./support/shopper";

const PRICE = /^Rs\. \d{1,3}(,\d{2})*(,\d{3})?\.\d{2}$/;

test("the home page shows products from the catalogue", async ({ page }, testInfo) => {
  await page.goto("/");
  // The rows below the carousels hydrate, and fetch their products, as the shopper scrolls to them.
  await page
    .getByRole("heading", { name: /^Best deals on / })
    .first()
    .scrollIntoViewIfNeeded();
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(3);
  await expect(cards.first().getByText(PRICE).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Featured products" })).toBeVisible();
  await screenshot(page, testInfo, "home");
});

test("a product opened from the home page shows its name, price and breadcrumb", async ({ page }, testInfo) => {
  await page.goto("/");
  await page
    .getByRole("heading", { name: /^Best deals on / })
    .first()
    .scrollIntoViewIfNeeded();
  const card = page.getByRole("article").first();
  const name = (await card.getByRole("heading").innerText()).trim();
  await card.getByRole("link", { name }).click();

  await expect(page).toHaveURL(/\/products\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(PRICE).first()).toBeVisible();
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link", { name: "Home" })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\| `));
  await screenshot(page, testInfo, "product");
});

test("an unknown address shows the not-found page with a way home", async ({ page }, testInfo) => {
  await page.goto("/this-page-does-not-exist");
  await expect(page.getByRole("heading", { name: "Oops! Page Not Found" })).toBeVisible();
  await screenshot(page, testInfo, "not-found");
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the header navigates to the product listing", async ({ page }, testInfo) => {
  await page.goto("/");
  if (testInfo.project.name === "mobile") {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Products" }).click();
  } else {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products" }).click();
  }
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole("heading", { level: 1, name: "All products" })).toBeVisible();
  await expect(page.getByText(/^\d+ products? found$/)).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  const firstPage = await cards.count();
  await page.getByRole("button", { name: "Load more" }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(firstPage);
  await screenshot(page, testInfo, "products");
});

test("a category in the footer opens the listing with that category chosen", async ({ page }, testInfo) => {
  await page.goto("/help");
  const categories = page.getByRole("contentinfo").getByRole("list", { name: "Our Products" }).getByRole("link");
  await expect(categories.first()).toBeVisible();
  const category = categories.nth(1);
  const name = (await category.innerText()).trim();
  await category.click();

  await expect(page).toHaveURL(new RegExp(`/products\\?category=${encodeURIComponent(name).replace(/%20/g, "\\+")}`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(/^\d+ products? found$/)).toBeVisible();
  if (testInfo.project.name === "mobile") {
    await page.getByRole("button", { name: "Filters" }).click();
    await expect(page.getByRole("dialog", { name: "Filters" }).getByRole("radio", { name })).toBeChecked();
  } else {
    await expect(page.getByRole("complementary", { name: "Filters" }).getByRole("radio", { name })).toBeChecked();
  }
});
