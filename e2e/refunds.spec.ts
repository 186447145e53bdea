import { expect, test } from "@playwright/test";
import { logIn, newAccount, signUp, toast } from "./support/shopper";

// A refund end to end (decision 029): a shopper pays with the fake Khalti, the owner refunds part
// of it from the order's page (through the fake's refund API), and the shopper's /order says so.
test.describe.configure({ timeout: 90_000 });
test.skip(({ isMobile }) => isMobile, "the back office's flows run once, on the desktop project");

test("the owner refunds part of a Khalti payment and the shopper sees it partially refunded", async ({ browser, page }, testInfo) => {
  await signUp(page, newAccount(testInfo, "refund"));
  await page.goto("/products/20W-USB-C-Power-Adapter");
  await page.getByRole("group", { name: "Colour" }).getByRole("button", { name: /White/ }).click();
  await page.getByRole("button", { name: "Buy now" }).click();
  await page
    .getByRole("group", { name: "Payment method" })
    .getByRole("radio", { name: /Khalti/ })
    .check();
  await page.getByRole("button", { name: "Confirm Order" }).click();
  await expect(page).toHaveTitle("Khalti (test)");
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByText("Payment received")).toBeVisible({ timeout: 15_000 });
  const orderId = (await page.getByRole("region", { name: "Order details" }).getByText(/^ORD-/).textContent())!.trim();

  const owner = await browser.newContext();
  const admin = await owner.newPage();
  await logIn(admin, "owner@pasal.test", "owner-pass-123");
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto(`/admin/orders/${orderId}`);
  const refunds = admin.getByRole("region", { name: "Refunds" });
  await refunds.getByRole("button", { name: "Refund" }).click();
  const dialog = admin.getByRole("dialog", { name: "Refund" });
  await dialog.getByLabel("Amount (Rs.)").fill("100");
  await dialog.getByLabel("Reason").fill("Scratched box");
  await dialog.getByRole("button", { name: "Refund" }).click();
  await expect(toast(admin, `Rs. 100.00 refunded on ${orderId}`)).toBeVisible();
  await expect(refunds.getByRole("list", { name: "Refunds made" })).toContainText("Scratched box");
  await expect(refunds).toContainText("Partially refunded");
  await owner.close();

  await page.goto(`/order?id=${orderId}`);
  await expect(page.getByRole("article", { name: `Order ${orderId}` }).locator("[data-refund-status]")).toHaveText("Partially refunded: Rs. 100.00");
});
