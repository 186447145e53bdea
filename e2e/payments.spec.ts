import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { newAccount, screenshot, signUp, toast } from "./support/shopper";

// Online payment end to end (docs/requirements/payments.md): the checkout posts to the fake eSewa (or
// opens the fake Khalti page), the shopper pays or cancels there, and the server's verdict shows on the
// order's confirmation page and on /order. The fakes are real HTTP servers started by
// scripts/e2e-server.mjs.

const CHARGER = "/products/20W-USB-C-Power-Adapter";

// Each flow signs up, buys and visits a gateway: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function buyNow(page: Page, testInfo: TestInfo, tag: string, method: RegExp) {
  await signUp(page, newAccount(testInfo, tag));
  await page.goto(CHARGER);
  await page.getByRole("group", { name: "Colour" }).getByRole("button", { name: /White/ }).click();
  await page.getByRole("button", { name: "Buy now" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole("group", { name: "Payment method" }).getByRole("radio", { name: method }).check();
  await page.getByRole("button", { name: "Confirm Order" }).click();
}

const paymentBox = (page: Page) => page.getByRole("region", { name: "Payment" });

async function expectPaidEverywhere(page: Page, words: string) {
  await expect(page).toHaveURL(/\/order\/confirmation\/[0-9a-f-]{36}\?payment=paid$/);
  await expect(page.getByText("Payment received")).toBeVisible({ timeout: 15_000 });
  await expect(paymentBox(page)).toContainText(words);
  const orderId = (await page.getByRole("region", { name: "Order details" }).getByText(/^ORD-/).textContent())!.trim();
  await page.goto("/order");
  const card = page.getByRole("article", { name: `Order ${orderId}` });
  await expect(card).toContainText(words);
  await expect(card.getByText("completed")).toBeVisible();
  await expect(card.getByRole("button", { name: /Pay now/ })).toHaveCount(0);
}

test("a shopper pays with eSewa and sees Paid on the confirmation page and on /order", async ({ page }, testInfo) => {
  await signUp(page, newAccount(testInfo, "esewa"));
  await page.goto(CHARGER);
  await page.getByRole("group", { name: "Colour" }).getByRole("button", { name: /White/ }).click();
  await page.getByRole("button", { name: "Buy now" }).click();
  const choice = page.getByRole("group", { name: "Payment method" });
  await choice.getByRole("radio", { name: /eSewa/ }).check();
  await choice.scrollIntoViewIfNeeded();
  await page.getByRole("region", { name: "Order summary" }).screenshot({ path: `.tmp/screenshots/${testInfo.project.name}-checkout-payment-choice.png` });
  await page.getByRole("button", { name: "Confirm Order" }).click();

  await expect(page).toHaveTitle("eSewa (test)");
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(paymentBox(page)).toContainText("Paid with eSewa", { timeout: 15_000 });
  await expect(page.getByText(/Expected delivery:/)).toBeVisible();
  await screenshot(page, testInfo, "order-confirmation-paid");
  await expectPaidEverywhere(page, "Paid with eSewa");
});

test("a shopper pays with Khalti", async ({ page }, testInfo) => {
  await buyNow(page, testInfo, "khalti", /Khalti/);
  await expect(page).toHaveTitle("Khalti (test)");
  await page.getByRole("button", { name: "Pay" }).click();
  await expectPaidEverywhere(page, "Paid with Khalti");
});

test("a shopper pays with Fonepay, a gateway added as one folder and one registry line (decision 033)", async ({ page }, testInfo) => {
  await buyNow(page, testInfo, "fonepay", /Fonepay/);
  await expect(page).toHaveTitle("Fonepay (test)");
  await page.getByRole("button", { name: "Pay" }).click();
  await expectPaidEverywhere(page, "Paid with Fonepay");
});

test("a shopper cancels on the gateway page, then pays with Pay now", async ({ page }, testInfo) => {
  await buyNow(page, testInfo, "paynow", /eSewa/);
  await expect(page).toHaveTitle("eSewa (test)");
  await page.getByRole("button", { name: "Cancel" }).click();

  await expect(page).toHaveURL(/\?payment=cancelled$/);
  await expect(page.getByRole("alert")).toContainText("Payment cancelled", { timeout: 15_000 });
  await expect(paymentBox(page)).toContainText("Waiting for payment (eSewa)");
  await screenshot(page, testInfo, "order-confirmation-cancelled");
  await paymentBox(page).getByRole("button", { name: "Pay now with eSewa" }).click();

  await expect(page).toHaveTitle("eSewa (test)");
  await page.getByRole("button", { name: "Pay" }).click();
  await expectPaidEverywhere(page, "Paid with eSewa");
});

test("a cash on delivery order lands on its confirmation page", async ({ page }, testInfo) => {
  await buyNow(page, testInfo, "cod", /Cash on delivery/);
  await expect(toast(page, "Your order has been placed.")).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/order\/confirmation\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
  await expect(paymentBox(page)).toContainText("Pay on delivery");
  await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
  await screenshot(page, testInfo, "order-confirmation-cod");
});
