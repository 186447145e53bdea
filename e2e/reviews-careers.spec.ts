import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { mailText, waitForMail } from "./support/mail";
import { png } from "./support/png";
import { duplicateIds, newAccount, scrollUntilVisible, signUp, toast } from "./support/shopper";

// Reviews, testimonials and careers end to end (docs/requirements/catalogue.md#reviews,
// docs/requirements/home.md#testimonials, docs/requirements/content-pages.md#careers): uploads go
// through the real server's content checks, and the application mail is caught by the e2e SMTP peer.

const SHOP_EMAIL = "support@pasal.com.np";
const PRODUCT = "AirPods-4";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

/** What the shopper sees now (the viewport, or one element), saved under .tmp/screenshots to be looked at. */
async function shot(page: Page, testInfo: TestInfo, name: string, element?: Locator) {
  await page.waitForTimeout(400);
  const path = `.tmp/screenshots/${testInfo.project.name}-${name}.png`;
  await (element ? element.screenshot({ path }) : page.screenshot({ path }));
}

async function productRating(page: Page) {
  const product = await (await page.request.get(`/api/product/${PRODUCT}`)).json();
  return { id: product._id as string, rating: product.rating as number, reviews: product.reviews as number };
}

test("a shopper writes a review with a photo, sees it and the new rating, and deletes it", async ({ page }, testInfo) => {
  // Sign-up, a product page, two uploads and three toasts: past 30 s once on a loaded machine.
  test.setTimeout(60_000);
  const account = newAccount(testInfo, "review");
  await signUp(page, account);
  const before = await productRating(page);

  await page.goto(`/products/${PRODUCT}`);
  // The reviews load as the shopper nears them (decision 023).
  await scrollUntilVisible(page, page.getByRole("heading", { name: "Customer reviews" }));
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Customer reviews" }) });
  await section.getByRole("button", { name: "Write a review" }).click();
  const dialog = page.getByRole("dialog", { name: "Write a review" });
  await expect(dialog).toBeVisible();
  // Opened after the page hydrated, its title's and fields' ids are not the page's (a review
  // dialog was once named by the footer's "Our Products" heading, which had the same id).
  expect(await duplicateIds(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Post review" }).click();
  await expect(toast(page, "Please select a rating")).toBeVisible();

  await dialog.getByRole("radio", { name: "5 stars" }).click();
  await dialog.getByLabel(/Your review/).fill("Clear sound and the case fits my pocket. <b>Recommended</b>.");
  await dialog.locator('input[type="file"]').setInputFiles({ name: "buds.png", mimeType: "image/png", buffer: png() });
  await expect(dialog.getByRole("img", { name: "buds.png" })).toBeVisible();
  await shot(page, testInfo, "review-modal");
  await dialog.getByRole("button", { name: "Post review" }).click();
  await expect(toast(page, "Review posted successfully")).toBeVisible();
  await expect(dialog).toBeHidden();

  const mine = section.getByRole("listitem").filter({ hasText: account.fullName });
  await expect(mine.getByText("Clear sound and the case fits my pocket. <b>Recommended</b>.")).toBeVisible();
  const photo = mine.getByRole("img", { name: `Photo from ${account.fullName}` });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
  const after = await productRating(page);
  expect(after.reviews).toBe(before.reviews + 1);
  await expect(section.getByText(after.rating.toFixed(1), { exact: true })).toBeVisible();
  await shot(page, testInfo, "product-reviews", section);

  await mine.getByRole("button", { name: "Delete your review" }).click();
  await expect(toast(page, "Review deleted successfully")).toBeVisible();
  await expect(section.getByText(account.fullName)).toHaveCount(0);
  expect((await productRating(page)).reviews).toBe(before.reviews);
});

test("the review dialog opened after every part of the page hydrated is named by its own title", async ({ page }, testInfo) => {
  await signUp(page, newAccount(testInfo, "reviewids"));
  await page.goto(`/products/${PRODUCT}`);
  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 45_000 });
  // Read to the bottom, as a shopper might: the footer (hydrated with every other part, decision
  // 031) and the sections that load when near are all on the page with their ids.
  await page.getByRole("contentinfo").getByRole("heading", { name: "Our Products" }).scrollIntoViewIfNeeded();
  await page.getByRole("button", { name: "Write a review" }).click();
  await expect(page.getByRole("dialog", { name: "Write a review" })).toBeVisible();
  expect(await duplicateIds(page)).toEqual([]);
});

test("a guest is asked to log in before writing a review", async ({ page }) => {
  await page.goto(`/products/${PRODUCT}`);
  const write = page.getByRole("button", { name: "Write a review" });
  await scrollUntilVisible(page, write);
  await write.click();
  await expect(toast(page, "Please login first!")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a shopper shares a testimonial from the home page", async ({ page }, testInfo) => {
  await page.goto("/");
  const button = page.getByRole("button", { name: "Share your experience" });
  await scrollUntilVisible(page, button);
  await shot(page, testInfo, "testimonials-section", page.locator("section", { has: page.getByRole("heading", { name: "What our customers say" }) }));
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Share your experience" });
  await dialog.getByLabel("Name").fill("Gita Magar");
  await dialog.getByLabel("Location").fill("Hetauda");
  await dialog.getByLabel("Experience").fill("Ordered earbuds on Friday, they came on Sunday. Genuine and sealed.");
  await dialog.getByLabel("Your photo").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png(64, [219, 39, 119]) });
  await shot(page, testInfo, "testimonial-modal");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(toast(page, "Testimonial submitted successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
});

test("an applicant sends the careers form with a PDF resume and the shop gets the mail", async ({ page }, testInfo) => {
  await page.goto("/careers");
  await expect(page.getByRole("heading", { name: "Join Our Team" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Why Join Us" })).toBeVisible();
  await shot(page, testInfo, "careers-top");
  await page.getByRole("button", { name: "Apply for Delivery Rider" }).click();
  await shot(page, testInfo, "careers-form", page.getByRole("form", { name: "Job application" }));

  const form = page.getByRole("form", { name: "Job application" });
  const last = `Sharma${testInfo.project.name}`;
  await form.getByLabel("First name").fill("Sita");
  await form.getByLabel("Last name").fill(last);
  await form.getByLabel("Email").fill(`sita.${testInfo.project.name}@example.com`);
  await form.getByLabel("Phone").fill("9841234567");
  await form.getByLabel(/LinkedIn/).fill("https://www.linkedin.com/in/sita");
  await form.getByLabel("How did you hear about us?").selectOption("referral");
  await form.getByLabel("Cover letter").fill("I know every lane of Patan and Bhaktapur.");
  await form.getByLabel("Resume").setInputFiles({ name: "sita-cv.pdf", mimeType: "application/pdf", buffer: PDF });
  const sentAt = Date.now();
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { name: "Application Submitted" })).toBeVisible();
  await shot(page, testInfo, "careers-submitted");

  const raw = await waitForMail(testInfo, SHOP_EMAIL, sentAt);
  expect(mailText(raw)).toContain(`Name: Sita ${last}`);
  expect(mailText(raw)).toContain("Position: Delivery Rider");
  expect(raw).toMatch(new RegExp(`filename=Sita-${last}-resume\\.pdf`));
});
