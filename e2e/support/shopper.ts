import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";

// Shared steps of the browser tests: a fresh shopper per test, signing up, in and out, toasts and
// screenshots (saved under .tmp/screenshots/<project>-<name>.png to be looked at).

export type Account = { fullName: string; phone: string; email: string; password: string };

export function newAccount(testInfo: TestInfo, tag: string): Account {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    fullName: `Ram ${tag} Thapa`,
    phone: `98${unique.slice(-8)}`,
    email: `${tag}-${testInfo.project.name}-${unique}@example.com`,
    password: "namaste123",
  };
}

export const isMobile = (testInfo: TestInfo) => testInfo.project.name === "mobile";
export const toast = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });

/** Scrolls through the page so lazy images and scroll-revealed parts appear, then captures all of it. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => setTimeout(resolve, 80));
    }
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `.tmp/screenshots/${testInfo.project.name}-${name}.png`, fullPage: true });
}

/** On the auth screen: switches to Sign Up, fills the form and waits for the account. */
export async function submitSignUp(page: Page, account: Account) {
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
  await page.getByLabel("Full name").fill(account.fullName);
  await page.getByLabel("Phone number").fill(account.phone);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(toast(page, "Account created successfully")).toBeVisible();
}

/** Signs up and leaves the "confirm your e-mail" page for later (decision 028), landing on the profile. */
export async function signUp(page: Page, account: Account) {
  await page.goto("/auth");
  await submitSignUp(page, account);
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.getByRole("link", { name: "Later" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: account.fullName })).toBeVisible();
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}

/** Logout from the header (desktop) or the menu drawer (mobile). */
export async function logOut(page: Page, testInfo: TestInfo) {
  if (isMobile(testInfo)) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Logout" }).click();
  } else {
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  }
  await expect(toast(page, "Logged out successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Scrolls down the page about a screen at a time, as a shopper does, until `target` shows: sections far
 * down load only when they near the screen (decision 023), so a jump straight to them finds nothing.
 */
export async function scrollUntilVisible(page: Page, target: Locator) {
  await expect(async () => {
    // Instant: the site scrolls smoothly, and a wheel's animation would slow every step.
    await page.evaluate(() => window.scrollBy({ top: 1_000, behavior: "instant" }));
    await expect(target).toBeVisible({ timeout: 300 });
  }).toPass({ timeout: 20_000 });
  await target.scrollIntoViewIfNeeded();
}

/** Ids that more than one element of the page carries (a label or dialog would name the wrong one). */
export function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const counts = new Map<string, number>();
    for (const element of Array.from(document.querySelectorAll("[id]"))) counts.set(element.id, (counts.get(element.id) ?? 0) + 1);
    return [...counts].filter(([, count]) => count > 1).map(([id]) => id);
  });
}
