import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { mailText, waitForMail } from "./support/mail";
import { logIn, newAccount, toast, type Account } from "./support/shopper";

// The back office (issue 11). The owner is made by `admin:create` in scripts/e2e-server.mjs.
const OWNER = { email: "owner@pasal.test", password: "owner-pass-123" };
const CHARGER = "20W-USB-C-Power-Adapter";

/** A shopper signs up and buys one charger through the API (their own cookie jar). */
async function shopperOrder(request: APIRequestContext, account: Account, baseURL: string): Promise<string> {
  const headers = { Origin: baseURL };
  const signup = await request.post("/api/auth/signup", { headers, data: { fullName: account.fullName, phoneNumber: account.phone, email: account.email, password: account.password } });
  expect(signup.ok()).toBeTruthy();
  const { user } = await signup.json();
  const product = await (await request.get(`/api/product/${CHARGER}`)).json();
  const checkout = await request.post("/api/checkout", {
    headers: { ...headers, "Idempotency-Key": `e2e-${Date.now()}` },
    data: {
      userId: user._id,
      username: account.fullName,
      mail: account.email,
      phoneNumber: account.phone,
      buyNow: true,
      products: [{ productId: product._id, quantity: 1 }],
      shippingAddress: { street: "Thamel Marg 4", city: "Kathmandu", province: "Bagmati Province", district: "Kathmandu", municipality: "Kathmandu Metropolitan City", location: { lat: 27.7149, lng: 85.3123 } },
    },
  });
  expect(checkout.ok(), await checkout.text()).toBeTruthy();
  return (await checkout.json()).order.orderId;
}

async function signInAsOwner(page: Page) {
  await logIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/admin$/);
  // On a phone the sidebar waits behind the menu button.
  await expect(page.getByRole("navigation", { name: "Back office" }).or(page.getByRole("button", { name: "Open menu" }))).toBeVisible();
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `.tmp/screenshots/admin-${testInfo.project.name}-${page.viewportSize()?.width}-${name}.png`, fullPage: true });
}

test("the owner lands on /admin, finds a shopper's order and ships it; the shopper sees it shipped", async ({ page, browser, playwright, baseURL }, testInfo) => {
  const shopper = newAccount(testInfo, "adminship");
  const request = await playwright.request.newContext({ baseURL });
  const orderId = await shopperOrder(request, shopper, baseURL!);

  await signInAsOwner(page);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Orders" }).click();
  const table = page.getByRole("table", { name: "Orders" });
  await expect(table.getByRole("link", { name: orderId })).toBeVisible();
  await page.getByLabel("Search").fill(orderId);
  await expect(page).toHaveURL(new RegExp(`q=${orderId}`));
  await expect(table.getByRole("row")).toHaveCount(2);
  await table.getByRole("link", { name: orderId }).click();

  await expect(page.getByRole("heading", { name: `Order ${orderId}` })).toBeVisible();
  await page.getByRole("button", { name: "Ship" }).click();
  const dialog = page.getByRole("dialog", { name: "Ship this order" });
  await dialog.getByLabel("Tracking number").fill("NCM-552211");
  await dialog.getByLabel("Carrier").fill("Nepal Can Move");
  await dialog.getByRole("button", { name: "Mark shipped" }).click();
  await expect(toast(page, `Order ${orderId} is shipped`)).toBeVisible();
  await expect(page.getByRole("list", { name: "Status history" })).toContainText("Shipped");
  await expect(page.getByRole("region", { name: "Payment and shipping" })).toContainText("NCM-552211 (Nepal Can Move)");

  const shopperPage = await (await browser.newContext({ storageState: await request.storageState() })).newPage();
  await shopperPage.goto(`/order?id=${orderId}`);
  const card = shopperPage.getByRole("article", { name: `Order ${orderId}` });
  await expect(card.locator("[data-status]")).toHaveText("shipped");
  await expect(card).toContainText("NCM-552211");
  await request.dispose();
});

test("the owner invites support by mail; support sets a password from the link and cannot edit prices", async ({ page, browser }, testInfo) => {
  const support = `support-${Date.now()}@example.com`;
  await signInAsOwner(page);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Staff" }).click();
  const invitedAt = Date.now();
  const form = page.getByRole("form", { name: "Invite a staff member" });
  await form.getByLabel("E-mail").fill(support);
  await form.getByLabel("Role").selectOption("support");
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(toast(page, `Invitation sent to ${support}`)).toBeVisible();
  await expect(page.getByRole("list", { name: "Staff members" })).toContainText(support);

  const link = /https?:\/\/\S+\/admin\/invite\?token=[\w%-]+/.exec(mailText(await waitForMail(testInfo, support, invitedAt)))?.[0];
  expect(link).toBeTruthy();
  const supportPage = await (await browser.newContext()).newPage();
  await supportPage.goto(new URL(link!).pathname + new URL(link!).search);
  await supportPage.getByLabel("Your name (optional)").fill("Sunita Support");
  await supportPage.getByLabel("New password", { exact: true }).fill("support-pass-1");
  await supportPage.getByLabel("Confirm password", { exact: true }).fill("support-pass-1");
  await supportPage.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(supportPage).toHaveURL(/\/admin$/);
  const nav = supportPage.getByRole("navigation", { name: "Back office" });
  await expect(nav.getByRole("link", { name: "Orders" })).toBeVisible();
  for (const hidden of ["Stock", "Staff", "Settings", "Audit"]) await expect(nav.getByRole("link", { name: hidden })).toHaveCount(0);

  // The product endpoints are on another branch (issue 11); until they are merged the product is
  // answered here so that the screen itself can be checked. The server refuses support's price edits anyway.
  await supportPage.route("**/api/admin/products/p-demo", (route) => route.fulfill({ json: demoProduct }));
  await supportPage.goto("/admin/products/p-demo");
  await expect(supportPage.getByRole("heading", { name: demoProduct.name })).toBeVisible();
  await expect(supportPage.getByLabel("Name", { exact: true })).toBeDisabled();
  await expect(supportPage.getByLabel("Selling price (Rs.)")).toHaveCount(0);
  await expect(supportPage.getByLabel("Variant 1 price")).toHaveCount(0);
  await expect(supportPage.getByRole("button", { name: "Save changes" })).toHaveCount(0);
  // Support reaches /admin/staff only to be told no.
  await supportPage.goto("/admin/staff");
  await expect(supportPage.getByRole("heading", { name: "You can't open this page" })).toBeVisible();
});

const demoProduct = {
  id: "p-demo",
  name: "Galaxy A55 5G",
  modelName: "Galaxy A55",
  description: "A dependable mid-range phone.",
  shortDescription: "",
  parentCategory: "Phone",
  parentSubcategory: "Samsung",
  sellingPrice: 52999,
  originalPrice: 54999,
  stock: 7,
  lowStockThreshold: 5,
  color: [{ colorName: "Awesome Navy" }, { colorName: "Lilac" }],
  model: [],
  variant: [{ variantName: "8GB/128GB", variantSP: 52999 }, { variantName: "8GB/256GB", variantSP: 57999 }],
  bundle: [],
  specs: { Display: "6.6-inch Super AMOLED", RAM: "8 GB", Battery: "5000 mAh" },
  keyFeatures: "<ul><li>Bright display</li><li>Two days of battery</li></ul>",
  extras: ["caraousel"],
  freeShipping: true,
  images: [{ url: "/media/demo/products/galaxy-a55.svg", alt: "Galaxy A55 front" }],
  published: true,
  updatedAt: "2025-03-12T08:00:00.000Z",
};

const demoDashboard = {
  today: { orders: 4, revenue: 112997 },
  last7Days: { orders: 31, revenue: 824500 },
  last30Days: { orders: 122, revenue: 3390210 },
  averageOrderValue: 27788,
  salesByDay: Array.from({ length: 30 }, (_, day) => ({ date: new Date(Date.UTC(2025, 2, day + 1)).toISOString().slice(0, 10), orders: 2 + (day % 5), revenue: 60000 + ((day * 7919) % 90000) })),
  waitingByStatus: { processing: 6, shipped: 9 },
  lowStock: [{ id: "p1", name: "iPhone 16", stock: 2, threshold: 5 }, { id: "p2", name: "20W USB-C Power Adapter", stock: 0, threshold: 5 }],
  moderation: { testimonials: 3, reviews: 1 },
};

for (const width of [1280, 390]) {
  test(`screens at ${width} px: dashboard, orders, order detail, product form`, async ({ page, playwright, baseURL }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL });
    const orderId = await shopperOrder(request, newAccount(testInfo, `adminshot${width}`), baseURL!);
    await request.dispose();
    await page.setViewportSize({ width, height: 900 });
    // Endpoints of other branches (see above), answered so that the screens can be looked at.
    await page.route("**/api/admin/dashboard", (route) => route.fulfill({ json: demoDashboard }));
    await page.route("**/api/admin/products/p-demo", (route) => route.fulfill({ json: demoProduct }));
    await signInAsOwner(page);
    await expect(page.getByRole("region", { name: "Sales by day" }).locator("canvas")).toBeVisible();
    await shot(page, testInfo, "dashboard");
    if (width < 1024) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("navigation", { name: "Back office" })).toBeVisible();
      await shot(page, testInfo, "menu");
      await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Orders" }).click();
    } else {
      await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Orders" }).click();
    }
    await expect(page.getByRole("table", { name: "Orders" }).getByRole("link", { name: orderId })).toBeVisible();
    await shot(page, testInfo, "orders");
    await page.goto(`/admin/orders/${orderId}`);
    await expect(page.getByRole("heading", { name: `Order ${orderId}` })).toBeVisible();
    await expect(page.locator(".leaflet-container")).toBeVisible();
    await shot(page, testInfo, "order-detail");
    await page.goto("/admin/products/p-demo");
    await expect(page.getByLabel("Selling price (Rs.)")).toHaveValue("52999");
    await shot(page, testInfo, "product-form");
  });
}
