import { expect, test } from "@playwright/test";
import { isMobile, screenshot } from "./support/shopper";

// Every result's price is measured one by one; on a busy machine that takes longer than 30 s.
test.describe.configure({ timeout: 90_000 });

test("a search in Nepali finds covers, says what was searched and keeps each price on one line", async ({ page }, testInfo) => {
  await page.goto(`/search?q=${encodeURIComponent("मोबाइलको कभर")}`);
  await expect(page.getByRole("heading", { level: 2, name: "Results for “मोबाइलको कभर”" })).toBeVisible({ timeout: 20_000 });
  const results = page.getByRole("main").getByRole("article");
  await expect(results.first()).toContainText("Cover");
  const count = await results.count();
  expect(count).toBeGreaterThan(2);
  for (let k = 0; k < count; k++) {
    const price = results.nth(k).getByText(/^Rs\.\s/).first();
    // One line: the price is no taller than its own line height (it used to break after "Rs.").
    const { height, lineHeight } = await price.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(element).lineHeight),
    }));
    expect(height, `price of result ${k + 1}`).toBeLessThan(lineHeight * 1.5);
  }
  await screenshot(page, testInfo, "search-nepali");
});

test("the header box suggests whole product names", async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo), "the phone header opens its box differently; the search page covers phones");
  await page.goto("/");
  const box = page.getByRole("combobox", { name: "Search products", exact: true });
  await box.focus();
  await box.pressSequentially("samsung", { delay: 40 });
  const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
  await expect(options.first()).toBeVisible({ timeout: 15_000 });
  for (const text of await options.allInnerTexts()) expect(text.trim()).toMatch(/^Samsung [A-Z0-9]/);
});
