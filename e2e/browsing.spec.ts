import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { isMobile, screenshot } from "./support/shopper";

const PRICE = /^Rs\. \d{1,3}(,\d{2})*(,\d{3})?\.\d{2}$/;

/** "Rs. 1,23,456.00" → 123456 */
const rupees = (text: string) => Number(text.replace(/^Rs\.\s*/, "").replace(/,/g, ""));

/** The filter controls: the side panel on desktop, the full-screen overlay on phones. */
async function filters(page: Page, testInfo: TestInfo): Promise<Locator> {
  if (!isMobile(testInfo)) return page.getByRole("complementary", { name: "Filters" });
  await page.getByRole("button", { name: "Filters" }).click();
  return page.getByRole("dialog", { name: "Filters" });
}

/** The selling price of every card, in order (the first price on a card; a struck-out one follows). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole("article").allInnerTexts();
  return texts.map((text) => rupees(text.match(/Rs\. [\d,]+\.\d{2}/)?.[0] ?? "NaN"));
}

test("the home page shows its carousels, a best-deals row and the brands strip", async ({ page }, testInfo) => {
  await page.goto("/");
  const featured = page.getByRole("region", { name: "Featured products" });
  await expect(featured).toBeVisible();
  await expect(featured.getByRole("link", { name: /^Shop now/ })).toBeVisible();
  const firstSlide = await featured.getByRole("heading", { level: 2 }).first().innerText();
  await featured.getByRole("button", { name: "Next slide" }).click();
  await expect(featured.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");
  await expect(featured.getByRole("link", { name: /^Shop now/ })).not.toHaveText(`Shop now: ${firstSlide}`);
  await expect(page.getByRole("region", { name: "Offers" })).toBeVisible();

  const deals = page.getByRole("region", { name: /^Best deals on / }).first();
  await deals.scrollIntoViewIfNeeded();
  await expect(deals.getByRole("article").first()).toBeVisible();
  await expect(deals.getByRole("article").first().getByText(PRICE).first()).toBeVisible();

  const brands = page.getByRole("region", { name: "Top electronics brands" });
  await brands.scrollIntoViewIfNeeded();
  await expect(brands.getByRole("link").first()).toBeVisible();
  await screenshot(page, testInfo, "home");
});

test("the listing filters by category and price and sorts by price on the server", async ({ page }, testInfo) => {
  await page.goto("/products");
  await expect(page.getByText(/^\d+ products? found$/)).toBeVisible();

  const panel = await filters(page, testInfo);
  const phone = panel.getByRole("radio", { name: "Phone", exact: true });
  await phone.click();
  await expect(phone).toBeChecked();
  await panel.getByRole("textbox", { name: "Minimum price" }).fill("20000");
  await panel.getByRole("textbox", { name: "Maximum price" }).fill("100000");
  await panel.getByRole("textbox", { name: "Maximum price" }).press("Enter");
  if (isMobile(testInfo)) await panel.getByRole("button", { name: /^Apply/ }).click();

  await expect(page).toHaveURL(/category=Phone/);
  await expect(page).toHaveURL(/minPrice=20000&maxPrice=100000/);
  await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price: low to high" });
  await expect(page).toHaveURL(/sort=price-low/);
  await expect(page.getByRole("heading", { level: 1, name: "Phone" })).toBeVisible();

  await expect(page.getByRole("article").first()).toBeVisible();
  const prices = await cardPrices(page);
  expect(prices.length).toBeGreaterThan(3);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  expect(Math.min(...prices)).toBeGreaterThanOrEqual(20000);
  expect(Math.max(...prices)).toBeLessThanOrEqual(100000);

  await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price: high to low" });
  await expect(page).toHaveURL(/sort=price-high/);
  await expect.poll(async () => (await cardPrices(page))[0]).toBeGreaterThanOrEqual(Math.max(...prices));
  const descending = await cardPrices(page);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  expect(Math.max(...descending)).toBeLessThanOrEqual(100000);
  await screenshot(page, testInfo, "products");
});

test("a suggestion picked under the header search box searches for it", async ({ page }) => {
  await page.goto("/");
  const box = page.getByRole("combobox", { name: "Search products" });
  const suggestions = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
  await box.click();
  await box.pressSequentially("gala", { delay: 40 });
  const option = suggestions.first();
  await expect(option).toBeVisible();
  const phrase = (await option.innerText()).trim();
  await option.click();

  await expect(page).toHaveURL(new RegExp(`/products\\?search=${encodeURIComponent(phrase).replace(/%20/g, "(%20|\\+)")}$`));
  await expect(page.getByRole("heading", { name: `Search results for “${phrase}”` })).toBeVisible();
  await expect(suggestions).toHaveCount(0);
  await expect(box).toHaveValue(phrase);
  // Relevance order: the best match comes first.
  await expect(page.getByRole("article").first()).toContainText(new RegExp(phrase.split(" ")[0]!, "i"));
});

test("the search page suggests, searches and lists results", async ({ page }, testInfo) => {
  await page.goto("/search");
  const box = page.getByPlaceholder("Search products or models…");
  const suggestions = page.getByRole("main").getByRole("listbox", { name: "Suggestions" }).getByRole("option");
  await box.pressSequentially("iphone", { delay: 40 });
  const option = suggestions.first();
  await expect(option).toBeVisible();
  const phrase = (await option.innerText()).trim();
  await option.click();
  await expect(box).toHaveValue(phrase);
  await expect(suggestions).toHaveCount(0);
  await expect(page.getByRole("article").first()).toContainText(new RegExp(phrase.split(" ")[0]!, "i"));
  await expect(page.getByText(/score/i)).toHaveCount(0);
  await screenshot(page, testInfo, "search");
});

test("choosing a colour and a variant changes the photo and the price", async ({ page }, testInfo) => {
  await page.goto("/products/iPhone-16-Pro-Max");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const title = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
  const photo = page.getByRole("img", { name: title, exact: true });
  // The first price on the page is the one the choices set (variant buttons list theirs below it).
  const price = page.getByRole("main").getByText(PRICE).first();
  const before = await photo.getAttribute("src");
  await expect(price).toHaveText("Rs. 2,19,999.00");

  await page
    .getByRole("group", { name: "Colour" })
    .getByRole("button", { name: /White Titanium/ })
    .click();
  await expect(photo).toHaveAttribute("src", /white-titanium/);
  expect(await photo.getAttribute("src")).not.toBe(before);

  await page.getByRole("group", { name: "Variant" }).getByRole("button", { name: /512GB/ }).click();
  await expect(price).toHaveText("Rs. 2,54,999.00");
  // A second click deselects the variant and the base price returns.
  await page.getByRole("group", { name: "Variant" }).getByRole("button", { name: /512GB/ }).click();
  await expect(price).toHaveText("Rs. 2,19,999.00");
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\| `));
  await screenshot(page, testInfo, "product");
});

test("Back from a product returns to the same place in the listing", async ({ page }) => {
  await page.goto("/products?category=Phone");
  const cards = page.getByRole("article");
  await expect(cards.nth(8)).toBeVisible();
  const card = cards.nth(8);
  await card.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy({ top: 120, behavior: "instant" }));
  const y = await page.evaluate(() => Math.round(window.scrollY));
  expect(y).toBeGreaterThan(300);
  const name = (await card.getByRole("heading").innerText()).trim();
  await card.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page).toHaveURL(/\/products\?category=Phone$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(y - 5);
  expect(Math.abs((await page.evaluate(() => Math.round(window.scrollY))) - y)).toBeLessThanOrEqual(5);
  await expect(page.getByRole("heading", { level: 1, name: "Phone" })).toBeVisible();
});

test("a brand from the home page's strip opens its product list", async ({ page }, testInfo) => {
  await page.goto("/");
  const brands = page.getByRole("region", { name: "Top electronics brands" });
  await brands.scrollIntoViewIfNeeded();
  const brand = brands.getByRole("link").first();
  const brandName = (await brand.innerText()).split("\n")[0]!.trim();
  await brand.click();

  await expect(page).toHaveURL(/\/top-brands$/);
  await expect(page.getByRole("heading", { level: 1, name: `${brandName} Products` })).toBeVisible();
  await expect(page.getByText(`Discover our curated collection of ${brandName} products.`)).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByRole("link", { name: /^View Details/ })).toBeVisible();
  await expect(cards.first().getByText(/in stock$|^Out of stock$/)).toBeVisible();
  await screenshot(page, testInfo, "top-brands");

  // Without a brand in the navigation state the page goes home.
  await page.goto("/help");
  await page.goto("/top-brands");
  await expect(page).toHaveURL(/\/$/);
});

test("Recently Viewed lists the last products opened, newest first", async ({ page }) => {
  // The heading arrives in the server's HTML; the view is recorded once the page has hydrated.
  const viewed = () => page.evaluate(() => (JSON.parse(localStorage.getItem("recentlyViewed") ?? "[]") as unknown[]).length);
  await page.goto("/products/iPhone-16-Pro-Max");
  const first = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
  await expect.poll(viewed).toBe(1);
  await page.goto("/products/Pixel-8a");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const second = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
  await expect.poll(viewed).toBe(2);

  await page.goto("/");
  const recent = page.getByRole("region", { name: "Recently Viewed" });
  await recent.scrollIntoViewIfNeeded();
  await expect(recent).toBeVisible();
  const links = recent.getByRole("link");
  await expect(links).toHaveCount(2);
  await expect(links.nth(0)).toContainText(second);
  await expect(links.nth(1)).toContainText(first);
});
