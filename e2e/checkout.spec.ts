import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { mailText, waitForMail } from "./support/mail";
import { isMobile, newAccount, screenshot, signUp, submitSignUp, toast, type Account } from "./support/shopper";

// Checkout and orders end to end (docs/requirements/orders.md): a guest's
// cart order through sign-up, and a signed-in buy-now order. The map pin works without tiles.

const IPHONE = "/products/iPhone-16";
const CHARGER = "/products/20W-USB-C-Power-Adapter";

// The browser reports a position in Kathmandu, so "Use my current location" centres the map there.
test.use({ geolocation: { latitude: 27.7172, longitude: 85.324 }, permissions: ["geolocation"] });

/** A picture of one part of the page (a phone's full page is too tall to look at). */
async function partShot(locator: Locator, testInfo: TestInfo, name: string) {
  await locator.scrollIntoViewIfNeeded();
  await locator.screenshot({ path: `.tmp/screenshots/${testInfo.project.name}-${name}.png` });
}

async function addToCart(page: Page, path: string, options: Record<string, RegExp>) {
  await page.goto(path);
  for (const [group, option] of Object.entries(options)) {
    await page.getByRole("group", { name: group }).getByRole("button", { name: option }).click();
  }
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(toast(page, "Product added to cart")).toBeVisible();
}

async function fillShipping(page: Page, account: Account) {
  const [first, ...rest] = account.fullName.split(" ");
  await page.getByLabel("First name").fill(first!);
  await page.getByLabel("Last name").fill(rest.join(" "));
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Phone number").fill(account.phone);
  await expect(page.getByLabel("Province")).toBeEnabled();
  await page.getByLabel("Province").selectOption("Bagmati Province");
  await page.getByLabel("District").selectOption("Kathmandu");
  await page.getByLabel("Municipality / local level").selectOption({ index: 1 });
  await page.getByLabel("Address").fill("Thamel Marg 4");
  await page.getByLabel("Landmark").fill("Opposite the Garden of Dreams");
}

/** Opens the map and clicks a point on it: tiles never load offline, the click still pins. */
async function pinOnMap(page: Page) {
  await page.getByRole("button", { name: "Use my current location" }).click();
  const map = page.getByRole("region", { name: "Delivery location map" }).locator(".leaflet-container");
  await expect(map).toBeVisible();
  await map.click({ position: { x: 120, y: 90 } });
  await expect(page.getByText(/Location pinned \(27\.\d+, 85\.\d+\)/)).toBeVisible();
}

async function newestOrder(page: Page) {
  await page.goto("/order");
  await expect(page.getByRole("heading", { level: 1, name: "Your Orders" })).toBeVisible();
  const card = page.getByRole("article").first();
  await expect(card).toBeVisible();
  return card;
}

test("a guest checks out a cart, signs up on the way and finds the order", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const account = newAccount(testInfo, "checkout");
  await addToCart(page, IPHONE, { Colour: /^Black$/, Variant: /256GB/ });
  await addToCart(page, CHARGER, { Colour: /White/ });
  await page.goto("/cart");
  const lines = isMobile(testInfo) ? page.getByRole("list", { name: "Cart items" }) : page.getByRole("table");
  await lines.getByRole("button", { name: /Increase quantity of .*20W/ }).click();
  await expect(toast(page, "Quantity increased")).toBeVisible();
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  const summary = page.getByRole("region", { name: "Order summary" });
  await expect(summary.getByText("Black · 256GB")).toBeVisible();
  await expect(summary.getByText(/Qty 2 ×/)).toBeVisible();
  await expect(summary.getByText("14 days free return")).toBeVisible();
  await page.getByRole("button", { name: "Confirm Order" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("Phone number is required")).toBeVisible();
  await fillShipping(page, account);
  await pinOnMap(page);
  await screenshot(page, testInfo, "checkout-map");
  await partShot(page.getByRole("region", { name: "Delivery location map" }), testInfo, "checkout-map-part");
  await partShot(summary, testInfo, "checkout-summary-part");

  // A guest may sign in first; signing up brings them back with the form as they left it.
  await page.getByRole("button", { name: "Have an account? Sign in" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await submitSignUp(page, account);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel("Address")).toHaveValue("Thamel Marg 4");
  await expect(page.getByLabel("District")).toHaveValue("Kathmandu");
  await expect(page.getByText(/Location pinned/)).toBeVisible();
  await expect(summary.getByText("Black · 256GB")).toBeVisible();

  const placedAt = Date.now();
  await page.getByRole("button", { name: "Confirm Order" }).click();
  await expect(toast(page, "Your order has been placed.")).toBeVisible();
  await expect(page).toHaveURL(/\/order\/confirmation\/[0-9a-f-]{36}$/);

  const card = await newestOrder(page);
  const orderId = (await card.getByText(/^ORD-/).textContent())!.trim();
  await expect(card.getByRole("list", { name: "Order progress" })).toContainText("Your order is being prepared");
  await expect(card.getByText("processing").first()).toBeVisible();
  await expect(card.getByText(/iPhone 16/)).toBeVisible();
  await expect(card.getByText(/Thamel Marg 4/)).toBeVisible();
  await screenshot(page, testInfo, "orders");
  await partShot(card, testInfo, "orders-card-part");

  const mail = mailText(await waitForMail(testInfo, account.email, placedAt));
  expect(mail).toContain(orderId);

  await page.goto("/profile");
  await page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Orders" }).click();
  await expect(page.getByRole("article", { name: `Order ${orderId}` })).toBeVisible();
  await screenshot(page, testInfo, "profile-orders");
  await partShot(page.getByRole("article", { name: `Order ${orderId}` }), testInfo, "profile-orders-part");
});

test("a signed-in shopper buys one item now and is shown that order", async ({ page }, testInfo) => {
  const account = newAccount(testInfo, "buynow");
  await signUp(page, account);
  await page.goto(IPHONE);
  await page
    .getByRole("group", { name: "Colour" })
    .getByRole("button", { name: /^Black$/ })
    .click();
  await page.getByRole("group", { name: "Variant" }).getByRole("button", { name: /128GB/ }).click();
  await page.getByRole("button", { name: "Buy now" }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // Prefilled from the account; the full name is split on the first space.
  await expect(page.getByLabel("First name")).toHaveValue("Ram");
  await expect(page.getByLabel("Last name")).toHaveValue("buynow Thapa");
  await expect(page.getByLabel("Phone number")).toHaveValue(account.phone);
  await expect(page.getByRole("region", { name: "Order summary" }).getByText("Black · 128GB")).toBeVisible();
  await expect(page.getByRole("radio", { name: /Cash on delivery/ })).toBeChecked();

  await page.getByRole("button", { name: "Confirm Order" }).click();
  await expect(toast(page, "Your order has been placed.")).toBeVisible();
  await expect(page).toHaveURL(/\/order\/confirmation\/[0-9a-f-]{36}$/);

  const card = await newestOrder(page);
  const orderId = (await card.getByText(/^ORD-/).textContent())!.trim();
  await expect(card.getByText(/128GB/)).toBeVisible();
  await page.goto(`/order?id=${orderId}`);
  await expect(page.getByRole("article", { name: `Order ${orderId}` })).toHaveAttribute("data-highlighted", "true");
  await expect(page.getByRole("article", { name: `Order ${orderId}` })).not.toHaveAttribute("data-highlighted", { timeout: 5000 });
});
