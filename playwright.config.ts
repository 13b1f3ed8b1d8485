import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// End-to-end tests against the production build on a fresh seeded database, in the system
// Chromium (never a browser download). `npm run test:e2e` builds if needed and passes a fresh
// data directory in E2E_DATA_DIR.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), "srh-e2e-manual");

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    // Logs in the demo member and admin once; specs reuse those sessions (e2e/support/roles.ts).
    { name: "setup", testMatch: /\.setup\.ts$/ },
    { name: "chromium", use: { browserName: "chromium" }, dependencies: ["setup"], testIgnore: /\.setup\.ts$/ },
  ],
  webServer: {
    command: "node scripts/serve.mjs",
    url: `${baseURL}/api/utils?utilType=test-connection`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      DATA_DIR: dataDir,
      PORT: String(port),
      // As behind one proxy: a test may give itself a client address of its own (X-Forwarded-For)
      // so that per-address limits start from zero; the default (0) ignores that header.
      TRUSTED_PROXY_HOPS: "1",
      SITE_URL: baseURL,
      DATABASE_URL: "",
      NEXT_TELEMETRY_DISABLED: "1",
    },
  },
});
