import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { duplicateIds } from "./support/shopper";

// docs/requirements/performance.md#server-rendering and docs/requirements/performance.md#page-metadata
// (decision 022): pages arrive server-rendered, with their head, and the browser hydrates them without a
// mismatch.

const PRODUCT = "/products/Galaxy-S24-Ultra";
const CHARGER = "/products/20W-USB-C-Power-Adapter";

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
    // docs/requirements/catalogue.md#product-page: a missing product shows "Product not found" (the
    // Nepali page says it in Nepali, decision 024).
    ["/products/no-such-phone-at-all", '<h1 class="text-2xl font-bold text-slate-900">Product not found</h1>'],
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
  for (const [path, status] of [
    ["/", 200],
    [PRODUCT, 200],
    ["/robots.txt", 200],
    ["/sitemap.xml", 200],
    ["/favicon.ico", 200],
    ["/api/products", 200],
    ["/no-such-page", 404],
  ] as const) {
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

// The session check answers 401 to a signed-out shopper (docs/requirements/accounts.md#account-calls),
// and a 404 page is a 404 document: the browser logs both as failed loads.
const SIGNED_OUT = /^Failed to load resource: the server responded with a status of 401/;
const NOT_FOUND = /^Failed to load resource: the server responded with a status of (401|404)/;

/**
 * Records, from when the page's markup is parsed (before its scripts run) until the app marks
 * itself hydrated (`data-hydrated` on <html>, set once the root and every `<Suspense>` part the
 * server drew have hydrated: lib/page-part.tsx), every node of the server's markup under #root the
 * browser removed before React had hydrated it, and every such text it rewrote: React throws away
 * a part whose markup it did not expect and draws it afresh (and reports it, which watchProblems
 * catches too). Changes React makes to what it has hydrated, and changes after hydration (lazy
 * sections arriving, the cart badge), are not counted.
 */
async function watchHydration(page: Page) {
  await page.addInitScript(() => {
    const changed: string[] = [];
    (window as unknown as { __hydrationChanges: string[] }).__hydrationChanges = changed;
    const describe = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) return `text "${node.textContent ?? ""}"`;
      if (node.nodeType === Node.COMMENT_NODE) return `<!--${node.textContent ?? ""}-->`;
      const part = node instanceof Element ? node.getAttribute("data-part") : null;
      return `<${(node as Element).localName ?? node.nodeName}${part ? ` data-part="${part}"` : ""}>`;
    };
    // React keeps its fiber on each node it hydrated: a part that has hydrated may update at once
    // (its row's products arriving) while others still wait, and that is no mismatch. A part React
    // throws away (its markers and element), or a change where React has claimed nothing yet, is.
    const claimed = (node: Node) => Object.keys(node).some((key) => key.startsWith("__reactFiber$"));
    const isPart = (node: Node) =>
      (node instanceof Element && node.hasAttribute("data-part")) || (node.nodeType === Node.COMMENT_NODE && /^\/?\$[?!]?$/.test(node.textContent ?? ""));
    const hydration = new MutationObserver((records) => {
      if (document.documentElement.hasAttribute("data-hydrated")) return;
      for (const record of records) {
        const now = record.target.textContent ?? "";
        if (record.type === "characterData" && record.oldValue !== now && !claimed(record.target)) changed.push(`rewrote "${record.oldValue}" as "${now}"`);
        record.removedNodes.forEach((node) => {
          if (isPart(node) || !claimed(record.target)) changed.push(`removed ${describe(node)}`);
        });
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
    // …and the app has hydrated it, every part of it (React needs no scrolling to get to them)…
    await expect(page.locator("html[data-hydrated]"), path).toBeAttached({ timeout: 45_000 });
    expect(await page.evaluate(() => (window as unknown as { __hydrationChanges: string[] }).__hydrationChanges), path).toEqual([]);
    expect(await duplicateIds(page), path).toEqual([]);
    // (Not "networkidle": the presence socket keeps the network busy.) Errors while hydrating are
    // logged right after the page's scripts run.
    await page.waitForLoadState("load");
    await page.waitForTimeout(1_000);
    expect(watch.problems, path).toEqual([]);
  }
  // The hydrated page navigates in the browser, and the head follows.
  watch.expect(SIGNED_OUT);
  await page.goto(PRODUCT);
  await expect(page.getByRole("heading", { level: 1, name: "Samsung Galaxy S24 Ultra" })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(/^Pasal \| /);
  expect(watch.problems).toEqual([]);
});

type HydrationProbe = {
  __reactListening?: boolean;
  __taps: { element: string; hydrated: boolean }[];
  __resumeHydration: () => void;
  __samePage?: boolean;
};

/**
 * Makes the page at `path` a phone whose main thread has not got to hydrating yet, however fast
 * this machine is: React's scheduler runs its work in MessageChannel tasks, held there until
 * `resume` lets them go. What React does on a tap (hydrate the tapped part at once, then replay the
 * tap) runs in the tap's own task and is not held. `reactListening` waits for hydrateRoot (it puts
 * React's listeners on #root); `taps` says, for each element tapped, whether React had hydrated
 * it when the finger came down (React keeps its fiber on each node it hydrated; pointerdown, a
 * tap's first event, is where React hydrates the part), seen before React's own listener.
 */
async function holdHydration(page: Page, path: string) {
  await page.addInitScript((held) => {
    const w = window as unknown as HydrationProbe;
    const add = EventTarget.prototype.addEventListener;
    EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<EventTarget["addEventListener"]>) {
      if (this instanceof HTMLElement && this.id === "root") w.__reactListening = true;
      return add.apply(this, args);
    };
    const waiting: (() => void)[] = [];
    let holding = location.pathname === held;
    const post = MessagePort.prototype.postMessage;
    MessagePort.prototype.postMessage = function (this: MessagePort, ...args: unknown[]) {
      if (!holding) return post.apply(this, args as Parameters<MessagePort["postMessage"]>);
      waiting.push(() => post.apply(this, args as Parameters<MessagePort["postMessage"]>));
    } as MessagePort["postMessage"];
    w.__resumeHydration = () => {
      holding = false;
      for (const run of waiting.splice(0)) run();
    };
    w.__taps = [];
    document.addEventListener(
      "pointerdown",
      (event) => {
        const tapped = event.target instanceof Element ? event.target.closest("a, button") : null;
        if (tapped) w.__taps.push({ element: tapped.textContent ?? "", hydrated: Object.keys(tapped).some((key) => key.startsWith("__reactFiber$")) });
      },
      true,
    );
  }, path);
  return {
    reactListening: () => page.waitForFunction(() => (window as unknown as HydrationProbe).__reactListening === true, null, { timeout: 60_000 }),
    taps: () => page.evaluate(() => (window as unknown as HydrationProbe).__taps),
    resume: () => page.evaluate(() => (window as unknown as HydrationProbe).__resumeHydration()),
  };
}

test("on a phone, a colour chosen and Add to cart tapped while the product page hydrates put that colour in the cart", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "a phone's taps (the mobile project)");
  test.setTimeout(120_000);
  const hydration = await holdHydration(page, CHARGER);
  await page.goto(CHARGER, { waitUntil: "commit" });
  await hydration.reactListening();
  await page.getByRole("group", { name: "Colour" }).getByRole("button", { name: /White/ }).click();
  await page.getByRole("button", { name: "Add to cart" }).click();
  const taps = await hydration.taps();
  await hydration.resume();

  // The colour was tapped on the server's markup, before React had hydrated its part…
  expect(taps[0], "the colour tap came after its part had hydrated: nothing was replayed").toMatchObject({
    element: expect.stringMatching(/White/),
    hydrated: false,
  });
  // …and counted: the line added carries the colour (without one, Add to cart asks for a colour).
  await expect(page.getByRole("status").filter({ hasText: "Product added to cart" })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 45_000 });
  await page.goto("/cart");
  const lines = page.getByRole("list", { name: "Cart items" });
  await expect(lines.getByText("20W USB-C Power Adapter").first()).toBeVisible();
  await expect(lines.getByText(/White/).first()).toBeVisible();
});

test("on a phone, a colour chosen and Add to cart tapped while the page's code is still loading put that colour in the cart", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "a phone's taps (the mobile project)");
  test.setTimeout(120_000);
  const hydration = await holdHydration(page, "/none");
  // The product page's own chunk, which main.tsx loads before hydrateRoot, is slow to arrive.
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(/\/assets\/product-route-[\w-]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto(CHARGER);
  await page.getByRole("group", { name: "Colour" }).getByRole("button", { name: /White/ }).click();
  await page.getByRole("button", { name: "Add to cart" }).click();
  // React was not listening yet: the taps were made on the server's markup, before hydrateRoot.
  expect(await page.evaluate(() => (window as unknown as HydrationProbe).__reactListening ?? false)).toBe(false);
  expect(await hydration.taps()).toMatchObject([
    { element: expect.stringMatching(/White/), hydrated: false },
    { element: expect.stringMatching(/Add to cart/), hydrated: false },
  ]);
  arrive();

  await expect(page.getByRole("status").filter({ hasText: "Product added to cart" })).toBeVisible({ timeout: 30_000 });
  await page.goto("/cart");
  const lines = page.getByRole("list", { name: "Cart items" });
  await expect(lines.getByText("20W USB-C Power Adapter").first()).toBeVisible();
  await expect(lines.getByText(/White/).first()).toBeVisible();
});

test("a footer link tapped before the footer hydrated navigates in the page", async ({ page }) => {
  test.setTimeout(120_000);
  const hydration = await holdHydration(page, "/");
  // The footer's code is a chunk of its own, asked for with the page's (decision 031): React can
  // hydrate the footer for a tap once it has arrived.
  const footerCode = page.waitForResponse((response) => /\/assets\/footer-[\w-]+\.js$/.test(new URL(response.url()).pathname));
  await page.goto("/", { waitUntil: "commit" });
  await hydration.reactListening();
  await footerCode;
  await page.evaluate(() => ((window as unknown as HydrationProbe).__samePage = true));
  await page.getByRole("contentinfo").getByRole("link", { name: "Careers" }).click();
  const taps = await hydration.taps();
  await hydration.resume();

  expect(taps[0], "the tap came after the footer had hydrated: nothing was replayed").toMatchObject({ element: "Careers", hydrated: false });
  // React hydrated the footer, replayed the tap, and the router took it: no new document.
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as HydrationProbe).__samePage)).toBe(true);
  // The footer's language link names the page the shopper is on now.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "नेपाली" })).toHaveAttribute("href", "/ne/careers");
});
