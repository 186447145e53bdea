// npm start: build the storefront if it is missing or older than its sources, then serve
// everything (API, storefront, media) from one process.
import path from "node:path";
import { newestMtime, root, run, runServer } from "./lib.mjs";

const dist = path.join(root, "apps/web/dist/index.html");
const sources = ["apps/web/src", "apps/web/public", "apps/web/index.html", "apps/web/vite.config.ts", "packages/shared/src"].map((p) => path.join(root, p));
if (newestMtime([dist]) < newestMtime(sources)) {
  console.log("Building the storefront…");
  const code = await run("npm", ["run", "build"]);
  if (code !== 0) process.exit(code);
}
process.exit(await runServer());
