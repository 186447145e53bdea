import { expect, test, type Page } from "@playwright/test";
import { mailText, waitForMail } from "./support/mail";
import { screenshot, toast } from "./support/shopper";

// The company pages, the contact form, the footer and the installable app
// (docs/requirements/content-pages.md, docs/requirements/app-shell.md#installable-app).

/** The e2e server keeps the default shop address (apps/server/src/config.ts SHOP_EMAIL). */
const SHOP_EMAIL = "support@pasal.com.np";

const sectionTop = (page: Page, id: string) => page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id);

test("the Help Center opens the section in the address and scrolls it into view", async ({ page }, testInfo) => {
  await page.goto("/help#warranty");
  await expect(page.getByRole("heading", { level: 1, name: "Help Center" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Warranty" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("region", { name: "Warranty" })).toContainText("manufacturer's warranty");
  await expect(page.locator("#warranty")).toBeInViewport();
  // 80 px below the top of the window, once the smooth scroll has settled.
  await expect.poll(() => sectionTop(page, "warranty")).toBeGreaterThan(70);
  await expect.poll(() => sectionTop(page, "warranty")).toBeLessThan(90);
  await expect(page.getByRole("button", { expanded: true })).toHaveCount(1);

  // The return period is the shop's one configured value, 14 days by default.
  await page.getByRole("button", { name: "Return Policy" }).click();
  await expect(page.getByRole("region", { name: "Return Policy" })).toContainText("14 days");
  await expect(page.getByRole("button", { name: "Warranty" })).toHaveAttribute("aria-expanded", "false");

  // A footer link to another section while on the page opens and shows it.
  await page.getByRole("contentinfo").getByRole("link", { name: "Shipping & Delivery" }).click();
  await expect(page).toHaveURL(/\/help#shipping$/);
  await expect(page.getByRole("button", { name: "Shipping & Delivery" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("#shipping")).toBeInViewport();
  await screenshot(page, testInfo, "help");
});

test("a contact message reaches the shop's mailbox", async ({ page }, testInfo) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
  const details = page.getByRole("complementary", { name: "Contact details" });
  await expect(details).toContainText(SHOP_EMAIL);
  await expect(details).toContainText("Sunday to Friday");

  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await screenshot(page, testInfo, "contact");

  const sender = `contact-${testInfo.project.name}-${Date.now()}@example.com`;
  const message = `Is the Galaxy A55 available in Pokhara? (${testInfo.project.name})`;
  await page.getByLabel("Name").fill("Maya Gurung");
  await page.getByLabel("Email").fill(sender);
  await page.getByLabel("Message", { exact: true }).fill(message);
  const sentAt = Date.now();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, /Thank you for getting in touch/)).toBeVisible();
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");

  const raw = await waitForMail(testInfo, SHOP_EMAIL, sentAt);
  expect(raw).toMatch(new RegExp(`^Reply-To: ${sender.replace(/[.]/g, "\\.")}`, "im"));
  expect(mailText(raw)).toContain(message);
});

test("one about page: /about moves to /aboutus, with figures from data, the legal details and the way to sustainability", async ({ page }, testInfo) => {
  await page.goto("/about");
  await expect(page).toHaveURL(/\/aboutus$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Electronics for every corner of Nepal");
  await page.getByRole("button", { name: "Discover who we are" }).click();
  await expect(page.locator("#about-section")).toBeInViewport();
  await expect(page.getByText("Products in the catalogue")).toBeVisible();
  await expect(page.getByText("50K+")).toHaveCount(0);
  await expect(page.getByText("14 days free return on unused items")).toBeVisible();
  await expect(page.getByRole("heading", { name: "The business behind the shop" })).toBeVisible();
  await screenshot(page, testInfo, "aboutus");
  await page.getByRole("link", { name: /Our sustainability goals/ }).click();
  await expect(page).toHaveURL(/\/sustainability$/);
});

test("sustainability reveals its four sections on scroll and leads back home", async ({ page }, testInfo) => {
  await page.goto("/sustainability");
  const sections = page.locator("main section[aria-labelledby]");
  await expect(sections).toHaveCount(4);
  for (const title of ["Carbon neutral by 2030", "Towards 100% renewable energy", "Aiming for zero waste", "E-waste take-back"]) {
    const heading = page.getByRole("heading", { name: title });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeInViewport();
  }
  await expect.poll(() => sections.last().evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  await screenshot(page, testInfo, "sustainability");
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the install page offers a prompt the app caught before it opened", async ({ page }, testInfo) => {
  await page.goto("/install");
  await expect(page.getByRole("heading", { level: 1, name: "Install App" })).toBeVisible();
  // Headless Chromium never offers installation: Android waits, a computer is told to use Chrome on Android.
  const expected = testInfo.project.name === "mobile" ? "Waiting for install prompt..." : /not available on this device/;
  await expect(page.getByText(expected)).toBeVisible();
  await screenshot(page, testInfo, "install");

  // The browser's offer arrives on the home page; the install page, opened later, still has it.
  await page.goto("/");
  await page.evaluate(() => {
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: boolean }).prompted = true;
      },
      userChoice: Promise.resolve({ outcome: "accepted", platform: "web" }),
    });
    window.dispatchEvent(event);
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "install our app" }).click();
  await page.getByRole("button", { name: "Install App" }).click();
  await expect(page.getByText("App already installed!")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
});

test("the app is installable: a manifest with icons and a service worker that serves the shell offline", async ({ page, context }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBeTruthy();
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({ start_url: "/", display: "standalone", short_name: "Pasal" });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === "maskable")).toBe(true);
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.headers()["content-type"]).toBe("image/png");
  }

  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)).toBe("activated");
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // Offline, a page the shopper never opened still loads from the cached shell.
  await context.setOffline(true);
  await page.goto("/help#payment");
  await expect(page.getByRole("heading", { level: 1, name: "Help Center" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Payment Methods" })).toHaveAttribute("aria-expanded", "true");
  await context.setOffline(false);
});
