// The server the browser tests drive: the built storefront on a brand-new embedded database
// (first start migrates and seeds the demo catalogue). Playwright starts and stops it.
import { rmSync } from "node:fs";
import path from "node:path";
import { root, runServer } from "./lib.mjs";

const dataDir = path.join(root, ".tmp/e2e-data");
rmSync(dataDir, { recursive: true, force: true });
const env = { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "warn" };
delete env.DATABASE_URL;
process.exit(await runServer(env));
