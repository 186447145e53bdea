import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "@playwright/test";

// Every path of the storefront's route table is rendered on the server, in English and Nepali, and
// none may end in a 500 (the render once read `navigator` on /install). The paths come from the
// built renderer itself (apps/web/src/entry-server.tsx `routePaths`), so a route added later is
// covered without anyone remembering to list it here.

const serverDir = path.join(import.meta.dirname, "..", "apps", "web", "dist-server");

async function routePaths(): Promise<string[]> {
  const entry = readdirSync(serverDir).find((name) => /^entry-server-[\w-]+\.js$/.test(name));
  if (!entry) throw new Error("the server renderer is not built (npm run build)");
  const renderer = (await import(pathToFileURL(path.join(serverDir, entry)).href)) as { routePaths(): string[] };
  return renderer.routePaths();
}

test("every route of the route table renders on the server without a server error, in both languages", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the server's answer does not depend on the device");
  const products = (await (await request.get("/api/product")).json()) as { _id: string; modelName: string }[];
  const product = products[0]!;
  const values: Record<string, string> = {
    modelName: encodeURIComponent(product.modelName),
    id: product._id,
    orderId: "ORD-NOSUCH",
  };
  const paths = await routePaths();
  expect(paths).toEqual(expect.arrayContaining(["/", "/install", "/products/:modelName", "/order/confirmation/:orderId"]));

  const failures: string[] = [];
  for (const pattern of paths) {
    const filled = pattern
      .replace(/:(\w+)/g, (_, name: string) => values[name] ?? "x")
      .replace(/\/\*$/, "/some/page")
      .replace(/^\*$/, "/some/page");
    for (const address of [filled, `/ne${filled === "/" ? "" : filled}`]) {
      const response = await request.get(address, { headers: { accept: "text/html" }, maxRedirects: 0 });
      const html = await response.text();
      if (response.status() >= 500 || html.includes("<h1>Something went wrong</h1>")) failures.push(`${address} → ${response.status()}`);
    }
  }
  expect(failures).toEqual([]);
});
