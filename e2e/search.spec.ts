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
    const price = results
      .nth(k)
      .getByText(/^Rs\.\s/)
      .first();
    // One line: the price is no taller than its own line height (it used to break after "Rs.").
    const { height, lineHeight } = await price.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(element).lineHeight),
    }));
    expect(height, `price of result ${k + 1}`).toBeLessThan(lineHeight * 1.5);
  }
  await screenshot(page, testInfo, "search-nepali");
});

test("on a phone, no price in the search listing takes two lines, in English or Nepali", async ({ page }, testInfo) => {
  test.skip(!isMobile(testInfo), "the listing's prices wrapped at 390 px");
  for (const path of ["/products?search=samsung", "/ne/products?search=samsung"]) {
    await page.goto(path);
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible({ timeout: 20_000 });
    // Each price's text, line by line: a text node that wraps has a box per line.
    const wrapped = await page.getByRole("main").evaluate((main) => {
      const found: string[] = [];
      let prices = 0;
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        if (!/^(Rs\.|रु\.)\s/.test(text.trim())) continue;
        prices += 1;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1) found.push(text.trim());
      }
      return { prices, found };
    });
    expect(wrapped.prices, path).toBeGreaterThan(5);
    expect(wrapped.found, path).toEqual([]);
  }
  await screenshot(page, testInfo, "search-listing-prices-ne");
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
