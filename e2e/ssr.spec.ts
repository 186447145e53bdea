import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { duplicateIds } from "./support/shopper";

// Issue 14 "Fast" and "Findable" (decision 022): pages arrive server-rendered, with their head,
// and the browser hydrates them without a mismatch.

const PRODUCT = "/products/Galaxy-S24-Ultra";

async function rawHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { accept: "text/html" } });
  return { status: response.status(), type: response.headers()["content-type"] ?? "", html: await response.text() };
}

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
const metaContent = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

test("a product page's HTML holds its name, price, Open Graph card and JSON-LD before any script runs", async ({ request, baseURL }) => {
  const { status, type, html } = await rawHtml(request, PRODUCT);
  expect(status).toBe(200);
  expect(type).toContain("text/html");
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="pasal-state">/.exec(html)?.[1] ?? "";
  // (Boolean checks: a failure should not print the whole page.)
  expect(/<h1[^>]*>Samsung Galaxy S24 Ultra<\/h1>/.test(root)).toBe(true);
  expect(root.includes("Rs. 1,84,999.00")).toBe(true);
  expect(html.includes("<title>Samsung Galaxy S24 Ultra | Pasal</title>")).toBe(true);
  expect(html.includes(`<link rel="canonical" href="${baseURL}${PRODUCT}" />`)).toBe(true);
  expect(html.includes(`<link rel="alternate" hreflang="ne" href="${baseURL}/ne${PRODUCT}" />`)).toBe(true);
  expect(metaContent(html, "og:type")).toBe("product");
  expect(metaContent(html, "og:title")).toBe("Samsung Galaxy S24 Ultra | Pasal");
  expect(metaContent(html, "og:image")).toMatch(new RegExp(`^${baseURL}/media/`));
  expect(metaContent(html, "product:price:amount")).toBe("184999.00");
  expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
  // The stylesheet comes inline: no request holds the first paint back (decision 023).
  expect(/<style>[^<]*\.stars\{/.test(html)).toBe(true);
  expect(html.includes('rel="stylesheet"')).toBe(false);

  const [product, breadcrumbs] = jsonLd(html);
  expect(product).toMatchObject({
    "@type": "Product",
    name: "Samsung Galaxy S24 Ultra",
    offers: { "@type": "Offer", price: "184999.00", priceCurrency: "NPR", availability: "https://schema.org/InStock" },
  });
  // Reviews exist for this demo product: the rating is the shoppers' own.
  expect(product!.aggregateRating).toMatchObject({ "@type": "AggregateRating" });
  expect(breadcrumbs).toMatchObject({ "@type": "BreadcrumbList" });

  // The id wrapper route renders the same product and names the model's address as canonical.
  const id = (product as { sku: string }).sku;
  const byId = await rawHtml(request, `/product/${id}`);
  expect(byId.status).toBe(200);
  expect(byId.html.includes(`<link rel="canonical" href="${baseURL}${PRODUCT}" />`)).toBe(true);
});

test("the home page carries the Organization and listings are rendered with their products", async ({ request }) => {
  const home = await rawHtml(request, "/");
  expect(jsonLd(home.html)).toEqual(expect.arrayContaining([expect.objectContaining({ "@type": "Organization", name: "Pasal" })]));
  expect(home.html).toContain('aria-label="Featured products"');
  expect(/Rs\. [\d,]+\.\d{2}/.test(home.html)).toBe(true);

  const listing = await rawHtml(request, "/products?category=Phone");
  expect(listing.status).toBe(200);
  expect(listing.html.includes("<title>Phone | Pasal</title>")).toBe(true);
  // The first page of 24 cards, each a link to its product.
  expect(listing.html.match(/<article/g)?.length).toBe(24);
  expect(/<article[^>]*>[\s\S]*?href="\/products\/[^"]+"/.test(listing.html)).toBe(true);

  const about = await rawHtml(request, "/about");
  expect(about.html.includes("<title>About Us | Pasal</title>")).toBe(true);
  // The Nepali prefix renders under its own basename, marked as Nepali.
  const nepali = await rawHtml(request, `/ne${PRODUCT}`);
  expect(nepali.status).toBe(200);
  expect(nepali.html.includes('<html lang="ne">')).toBe(true);
  expect(nepali.html.includes('href="/ne/products')).toBe(true);
});

test("unknown pages answer 404 with the Not Found page, unknown products with the product page's own message", async ({ request }) => {
  const cases = [
    ["/no-such-page", "Oops! Page Not Found"],
    ["/ne/nothing-here", "माफ गर्नुहोस्! पृष्ठ भेटिएन"],
    // Spec part 2: a missing product shows "Product not found" (the Nepali page says it in Nepali, decision 024).
    ["/products/no-such-phone-at-all", "<h1 class=\"text-2xl font-bold text-slate-900\">Product not found</h1>"],
    ["/product/00000000-0000-0000-0000-000000000000", "Product not found</h1>"],
    ["/ne/products/no-such-phone-at-all", "उत्पादन भेटिएन</h1>"],
  ] as const;
  for (const [path, text] of cases) {
    const { status, html } = await rawHtml(request, path);
    expect(status, path).toBe(404);
    expect(html.includes(text), path).toBe(true);
    expect(html.includes('<meta name="robots" content="noindex" />'), path).toBe(true);
  }
  // A missing file is a plain 404, never a page.
  expect((await request.get("/assets/missing-file.js")).status()).toBe(404);
});

test("robots.txt, sitemap.xml and the favicon are files, not the app's HTML", async ({ request, baseURL }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toContain("text/plain");
  const rules = await robots.text();
  expect(rules).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  for (const path of ["/admin", "/api/", "/cart", "/checkout", "/profile"]) expect(rules).toContain(`Disallow: ${path}`);

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}${PRODUCT}</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/products?brand=Samsung</loc>`);
  expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);

  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  expect((await favicon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  expect((await request.get("/icons/apple-touch-icon-180.png")).headers()["content-type"]).toBe("image/png");
});

test("HEAD answers wherever GET does", async ({ request }) => {
  for (const [path, status] of [["/", 200], [PRODUCT, 200], ["/robots.txt", 200], ["/sitemap.xml", 200], ["/favicon.ico", 200], ["/api/products", 200], ["/no-such-page", 404]] as const) {
    const response = await request.head(path);
    expect(response.status(), path).toBe(status);
    expect(await response.body(), path).toHaveLength(0);
  }
});

/** Collects console errors, hydration warnings and uncaught errors; the page's own network refusals are named by `expected`. */
function watchProblems(page: Page) {
  const problems: string[] = [];
  let expected: RegExp | undefined;
  page.on("console", (message) => {
    const text = message.text();
    if (expected?.test(text)) return;
    if (message.type() === "error" || /hydrat|did not match/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return {
    problems,
    expect(pattern: RegExp | undefined) {
      expected = pattern;
    },
  };
}

// The session check answers 401 to a signed-out shopper (spec part 1 §8), and a 404 page is a 404
// document: the browser logs both as failed loads.
const SIGNED_OUT = /^Failed to load resource: the server responded with a status of 401/;
const NOT_FOUND = /^Failed to load resource: the server responded with a status of (401|404)/;

/**
 * Records, from when the page's markup is parsed (before its scripts run) until the app marks
 * itself hydrated (app.tsx sets `data-hydrated` on <html> from its root effect), and inside each
 * part that hydrates when seen until it has (its `data-later` mark is dropped then), every node
 * the browser removed from the server's markup under #root and every text it rewrote: a hydration
 * that found markup it did not expect replaces or patches it (React reports it too; Preact, which
 * the build runs on, does so silently). Changes after hydration (lazy sections arriving, the cart
 * badge) are not counted. One rewrite is not a mismatch: the server writes adjacent texts ("(",
 * count, ")") as one text node, which hydration cuts back to its first part before adding the others.
 */
async function watchHydration(page: Page) {
  await page.addInitScript(() => {
    const changed: string[] = [];
    (window as unknown as { __hydrationChanges: string[] }).__hydrationChanges = changed;
    const describe = (node: Node) =>
      node.nodeType === Node.TEXT_NODE ? `text "${node.textContent ?? ""}"` : `<${(node as Element).localName ?? node.nodeName}>`;
    const inWaitingPart = (node: Node) => (node instanceof Element ? node : node.parentElement)?.closest("[data-later]");
    const hydration = new MutationObserver((records) => {
      const pageHydrated = document.documentElement.hasAttribute("data-hydrated");
      for (const record of records) {
        if (pageHydrated && !inWaitingPart(record.target)) continue;
        const now = record.target.textContent ?? "";
        if (record.type === "characterData" && !(record.oldValue ?? "").startsWith(now)) changed.push(`rewrote "${record.oldValue}" as "${now}"`);
        record.removedNodes.forEach((node) => changed.push(`removed ${describe(node)}`));
      }
    });
    // Watch #root once the parser is done with it (it grows text nodes as the page arrives) and
    // before any script runs: the page's module scripts run after "interactive".
    document.addEventListener("readystatechange", () => {
      const root = document.getElementById("root");
      if (document.readyState === "interactive" && root) {
        hydration.observe(root, { childList: true, subtree: true, characterData: true, characterDataOldValue: true });
      }
    });
  });
}

/** Scrolls to the bottom of the page and back, then waits for every part that waits to be seen and can be. */
async function hydrateWhatIsSeen(page: Page) {
  for (let step = 0; step < 40; step++) {
    // Two frames after each scroll: intersection observers report at a frame's rendering step.
    const atBottom = await page.evaluate(async () => {
      window.scrollBy({ top: window.innerHeight, behavior: "instant" });
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (atBottom) break;
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  const waitingVisibleParts = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll("[data-later]"))
        .filter((part) => Array.from(part.children).some((child) => child.getClientRects().length > 0))
        .map((part) => part.getAttribute("data-later")),
    );
  await expect.poll(waitingVisibleParts, { timeout: 15_000 }).toEqual([]);
}

test("server-rendered pages hydrate without errors or mismatches and stay interactive", async ({ page }) => {
  // Ten full page loads; generous for a shared, loaded machine.
  test.setTimeout(300_000);
  const watch = watchProblems(page);
  await watchHydration(page);
  const pages: [string, RegExp][] = [
    ["/", SIGNED_OUT],
    [PRODUCT, SIGNED_OUT],
    ["/products?category=Phone", SIGNED_OUT],
    ["/about", SIGNED_OUT],
    ["/help", SIGNED_OUT],
    ["/careers", SIGNED_OUT],
    ["/search?q=galaxy", SIGNED_OUT],
    ["/ne", SIGNED_OUT],
    ["/no-such-page", NOT_FOUND],
    ["/products/no-such-phone", NOT_FOUND],
  ];
  for (const [path, expected] of pages) {
    watch.expect(expected);
    await page.goto(path);
    // The server's markup came with the page (not drawn by the browser)…
    expect(await page.evaluate(() => document.getElementById("pasal-state") !== null), path).toBe(true);
    // …and the app has hydrated it…
    await expect(page.locator("html[data-hydrated]"), path).toBeAttached({ timeout: 45_000 });
    // …and, once scrolled through, every part that waits to be seen (but those hidden at this width).
    await hydrateWhatIsSeen(page);
    expect(await page.evaluate(() => (window as unknown as { __hydrationChanges: string[] }).__hydrationChanges), path).toEqual([]);
    expect(await duplicateIds(page), path).toEqual([]);
    // (Not "networkidle": the presence socket keeps the network busy.) Errors while hydrating are
    // logged right after the page's scripts run.
    await page.waitForLoadState("load");
    await page.waitForTimeout(1_000);
    expect(watch.problems, path).toEqual([]);
  }
  // A tap in a part that has not hydrated yet (the footer, far below) is held, hydrates that part,
  // and is replayed there: the link navigates in the browser, not by loading a new document.
  watch.expect(SIGNED_OUT);
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 45_000 });
  const footer = page.locator('[data-later="footer"]');
  await expect(footer).toBeAttached();
  await page.evaluate(() => {
    (window as unknown as { __samePage: boolean }).__samePage = true;
    document.querySelector<HTMLAnchorElement>('[data-later="footer"] a[href="/careers"]')!.click();
  });
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  await expect(footer).toHaveCount(0);

  // A footer still waiting when the shopper moves on hydrates over the first page's markup: its
  // language link still names the page the shopper is on.
  watch.expect(SIGNED_OUT);
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 45_000 });
  await expect(page.locator('[data-later="footer"]')).toBeAttached();
  await page.getByRole("link", { name: "Shop now" }).first().click();
  await expect(page).toHaveURL(/\/products\/[^/]+$/);
  const footerSwitch = page.getByRole("contentinfo").getByRole("link", { name: "नेपाली" });
  await footerSwitch.scrollIntoViewIfNeeded();
  await expect(page.locator("[data-later=\"footer\"]")).toHaveCount(0);
  await expect(footerSwitch).toHaveAttribute("href", new RegExp(`^/ne${new URL(page.url()).pathname}$`));

  // The hydrated page navigates in the browser, and the head follows.
  watch.expect(SIGNED_OUT);
  await page.goto(PRODUCT);
  await expect(page.getByRole("heading", { level: 1, name: "Samsung Galaxy S24 Ultra" })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(/^Pasal \| /);
  expect(watch.problems).toEqual([]);
});
