import { expect, test } from "@playwright/test";
import { newAccount, signUp, toast } from "./support/shopper";

// What the spec's original storefront does, in a real browser (decision 032): the browser itself
// adds the Fetch Metadata the server decides on.

test("a script's GET sign-out signs out; an image pointing at it does not", async ({ page }, testInfo) => {
  await signUp(page, newAccount(testInfo, "getlogout"));
  const signedIn = async () => (await page.request.get("/api/auth/check")).status() === 200;

  // What another page could embed: the browser sends it as an image (no-cors), and nobody is signed out.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const image = new Image();
        image.onload = image.onerror = () => resolve();
        image.src = "/api/auth/logout";
      }),
  );
  expect(await signedIn()).toBe(true);

  // The spec client's call: a fetch from the store's own origin.
  const answer = await page.evaluate(() => fetch("/api/auth/logout", { credentials: "include" }).then((res) => res.json()));
  expect(answer).toEqual({ message: "Logged out successfully" });
  expect(await signedIn()).toBe(false);
});

test("signing in names a guest-cart line the account's cart could not take", async ({ page }, testInfo) => {
  // A line left from a product card: a phone with several colours, none chosen.
  const phone = await (await page.request.get("/api/product/iPhone-16")).json();
  expect(phone.color.length).toBeGreaterThan(1);
  await page.goto("/");
  await page.evaluate((line) => localStorage.setItem("cart", JSON.stringify([line])), {
    productId: phone._id,
    name: phone.name,
    quantity: 1,
    color: "No color chosen",
  });
  await signUp(page, newAccount(testInfo, "dropped"));
  await expect(toast(page, `Not moved to your cart: ${phone.name}. Open the product to choose again.`)).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem("cart"))).toBeNull();
});
