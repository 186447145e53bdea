import { expect, test } from "@playwright/test";
import { mailText, waitForConfirmationCode, waitForMail } from "./support/mail";
import { isMobile, newAccount, screenshot, toast } from "./support/shopper";

// Guest checkout (docs/requirements/orders.md#guest-checkout, decision 026): a shopper without an
// account buys with cash on delivery, sees the confirmation page, opens the order from the mail's link
// (and not without it), then creates an account from the offer and adds the order to it through the
// mailed link.

const CHARGER = "/products/20W-USB-C-Power-Adapter";

test("a guest buys with cash on delivery, then creates an account that takes the order", async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const guest = newAccount(testInfo, "guest");
  await page.goto(CHARGER);
  await page.getByRole("group", { name: "Colour" }).getByRole("button", { name: /White/ }).click();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(toast(page, "Product added to cart")).toBeVisible();
  await page.goto("/cart");
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await expect(page.getByRole("region", { name: "Checking out as a guest" })).toBeVisible();
  await page.getByLabel("First name").fill("Maya");
  await page.getByLabel("Last name").fill("Gurung");
  await page.getByLabel("Email", { exact: true }).fill(guest.email);
  await page.getByLabel("Phone number").fill(guest.phone);
  await expect(page.getByLabel("Province")).toBeEnabled();
  await expect(page.getByLabel("City")).toHaveValue("Kathmandu");
  await page.getByLabel("Province").selectOption("Gandaki Province");
  await page.getByLabel("District").selectOption("Kaski");
  // The city follows the district, then the local level (it used to stay "Kathmandu").
  await expect(page.getByLabel("City")).toHaveValue("Kaski");
  await page.getByLabel("Municipality / local level").selectOption("Pokhara Metropolitan City");
  await expect(page.getByLabel("City")).toHaveValue("Pokhara");
  await page.getByLabel("Address").fill("Lakeside 6");
  await expect(page.getByRole("radio", { name: /Cash on delivery/ })).toBeChecked();
  await screenshot(page, testInfo, "guest-checkout");

  const placedAt = Date.now();
  await page.getByRole("button", { name: "Confirm Order" }).click();
  await expect(toast(page, "Your order has been placed.")).toBeVisible();
  await expect(page).toHaveURL(/\/order\/confirmation\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
  const details = page.getByRole("region", { name: "Order details" });
  const orderId = (await details.getByText(/^ORD-/).textContent())!.trim();
  await expect(page.getByRole("region", { name: "Delivery" })).toContainText("Pokhara");
  const offer = page.getByRole("region", { name: "Save your details for next time" });
  await expect(offer).toContainText(guest.email);
  await screenshot(page, testInfo, "guest-confirmation");

  // The confirmation mail goes to the guest's e-mail; its link opens the order in any browser.
  const mail = mailText(await waitForMail(testInfo, guest.email, placedAt));
  expect(mail).toContain(orderId);
  const link = /(http\S+\/order\/confirmation\/\S+\?access=[0-9a-f]+)/.exec(mail)?.[1];
  expect(link, mail).toBeTruthy();
  const { pathname, search } = new URL(link!);
  // Without the token (this browser forgets it) the order id alone opens nothing.
  await page.evaluate(() => localStorage.removeItem("guestOrders"));
  await page.goto(pathname);
  await expect(page).toHaveURL(/\/auth$/, { timeout: 20_000 });
  await page.goto(pathname + search);
  await expect(page.getByRole("region", { name: "Order details" })).toContainText(orderId, { timeout: 20_000 });

  // The offer: sign-up filled in from the order; the order joins only after the mailed link.
  await offer.getByRole("link", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(guest.email);
  await expect(page.getByLabel("Full name")).toHaveValue("Maya Gurung");
  const askedAt = Date.now();
  await page.getByLabel("Password", { exact: true }).fill(guest.password);
  await page.getByLabel("Confirm password", { exact: true }).fill(guest.password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(toast(page, "Account created successfully")).toBeVisible();
  // Guest orders join only an account whose address is proven (decision 028): the code first.
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.getByLabel("Code from the e-mail").fill(await waitForConfirmationCode(testInfo, guest.email, askedAt));
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  const claimAskedAt = Date.now();
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByText(/We sent a link to your e-mail/)).toBeVisible();

  const claim = mailText(await waitForMail(testInfo, guest.email, claimAskedAt));
  const claimLink = /(http\S+\/api\/orders\/claim\/confirm\?token=\S+)/.exec(claim)?.[1];
  expect(claimLink, claim).toBeTruthy();
  await page.goto(new URL(claimLink!).pathname + new URL(claimLink!).search);
  await expect(page).toHaveURL(/\/order\?claimed=1$/);
  await expect(page.getByText("1 order you placed as a guest is now in your account.")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("article", { name: `Order ${orderId}` })).toBeVisible();
  if (!isMobile(testInfo)) await screenshot(page, testInfo, "guest-claimed");
});
