import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { isMobile, newAccount, screenshot, signUp, toast } from "./support/shopper";

// Cart and wishlist flows (docs/requirements/cart.md) in the built app.

const IPHONE = "/products/iPhone-16";
const CHARGER = "/products/20W-USB-C-Power-Adapter";

/** Chooses the options given (group title → option label) and presses Add to cart. */
async function addToCart(page: Page, path: string, options: Record<string, RegExp>, expected = "Product added to cart") {
  await page.goto(path);
  for (const [group, option] of Object.entries(options)) {
    await page.getByRole("group", { name: group }).getByRole("button", { name: option }).click();
  }
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(toast(page, expected)).toBeVisible();
}

/** The visible cart lines: cards on a phone, the table on a desktop. */
function cartLines(page: Page, testInfo: TestInfo): Locator {
  return isMobile(testInfo) ? page.getByRole("list", { name: "Cart items" }) : page.getByRole("table");
}

test("a guest fills the cart, edits quantities and removes lines", async ({ page }, testInfo) => {
  await addToCart(page, IPHONE, { Colour: /^Black$/, Variant: /256GB/ });
  await addToCart(page, CHARGER, { Colour: /White/ });
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();

  await page.goto("/cart");
  const lines = cartLines(page, testInfo);
  await expect(lines.getByText("256GB")).toBeVisible();
  // Neither product has phone models: no "No model chosen" line (docs/requirements/cart.md#cart-lines).
  await expect(lines.getByText("No model chosen")).toHaveCount(0);
  await expect(lines.getByText(/items available/).first()).toBeVisible();
  await screenshot(page, testInfo, "cart-filled");

  await lines.getByRole("button", { name: /Increase quantity of .*20W/ }).click();
  await expect(toast(page, "Quantity increased")).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart, 3 items" })).toBeVisible();
  await lines.getByRole("button", { name: /Decrease quantity of .*20W/ }).click();
  await expect(toast(page, "Quantity decreased")).toBeVisible();
  await lines.getByRole("button", { name: /Decrease quantity of .*20W/ }).click();
  await expect(toast(page, "Quantity cannot be less than 1")).toBeVisible();

  await lines.getByRole("button", { name: /Remove .*iPhone 16/ }).click();
  await expect(toast(page, "Item removed from cart")).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  await expect(page.getByLabel("Grand total")).toHaveText(/^Rs\. 3,299\.00$/);
  await lines.getByRole("button", { name: /Remove .*20W/ }).click();
  await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  await screenshot(page, testInfo, "cart-empty");
});

test("a guest's wishlist adds what needs no choice to the cart", async ({ page }, testInfo) => {
  for (const path of [CHARGER, IPHONE]) {
    await page.goto(path);
    await page.getByRole("button", { name: "Add to wishlist" }).click();
    await expect(toast(page, "Added to wishlist")).toBeVisible();
  }
  await page.goto("/wishlist");
  await expect(page.getByText("2 items")).toBeVisible();
  await screenshot(page, testInfo, "wishlist");

  await page.getByRole("button", { name: "Add All to Cart" }).click();
  await expect(toast(page, /1 of 2 items added to cart; choose options for .*iPhone 16/)).toBeVisible();
  await expect(page.getByRole("note").getByRole("link", { name: /iPhone 16/ })).toHaveAttribute("href", IPHONE);
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  await screenshot(page, testInfo, "wishlist-after-add-all");

  await page.getByRole("button", { name: /Remove .*iPhone 16 from wishlist/ }).click();
  await expect(toast(page, "Item removed from wishlist")).toBeVisible();
  await page.getByRole("button", { name: "Continue Shopping" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});

test("signing in merges the guest cart and wishlist into the account", async ({ page }, testInfo) => {
  await addToCart(page, CHARGER, { Colour: /White/ });
  await page.getByRole("button", { name: "Add to wishlist" }).click();
  await expect(toast(page, "Added to wishlist")).toBeVisible();

  await signUp(page, newAccount(testInfo, "cart"));
  // The guest cart joins the account after sign-up (a merge call, then the cart is read again).
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem("cart"))).toBeNull();

  await addToCart(page, IPHONE, { Colour: /^White$/, Variant: /128GB/ });
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
  await page.goto("/cart");
  const lines = cartLines(page, testInfo);
  await expect(lines.getByText("128GB")).toBeVisible();
  await lines.getByRole("button", { name: /Increase quantity of .*iPhone 16/ }).click();
  await expect(toast(page, "Quantity increased")).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart, 3 items" })).toBeVisible();
  await screenshot(page, testInfo, "cart-signed-in");

  await page.goto("/wishlist");
  await expect(page.getByText("1 item")).toBeVisible();
  await expect(page.getByRole("link", { name: /20W/ }).first()).toBeVisible();
});
