import { defineConfig, devices } from "@playwright/test";

// The browser tests drive the built app served by the real server on a throwaway embedded
// database (DATA_DIR below is wiped by scripts/e2e-server.mjs before each run).
const port = Number(process.env.E2E_PORT ?? 3999);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "e2e",
  outputDir: ".tmp/test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
    },
  },
  // The e2e server trusts the loopback proxy (TRUST_PROXY=loopback), so each project is its own
  // client address to the per-IP limits, as two shoppers would be; the limits stay real.
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, extraHTTPHeaders: { "x-forwarded-for": "198.51.100.10" } },
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, extraHTTPHeaders: { "x-forwarded-for": "198.51.100.20" } },
    },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(port), HOST: "127.0.0.1" },
  },
});
