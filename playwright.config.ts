import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// End-to-end tests against the production build on a fresh seeded database, in the system
// Chromium (never a browser download): its headless shell when installed (Debian's
// chromium-headless-shell, the build Playwright itself runs headless), which drew the same pages
// with a third less CPU than the full browser here (the whole suite 8.1 min against 12.0). `npm run test:e2e` builds if needed and passes a fresh
// data directory in E2E_DATA_DIR.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromiumPath =
  process.env.CHROMIUM_PATH ||
  (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), "srh-e2e-manual");
// The payments spec moves the simulated billing clock more than a year forward, which would age
// every other spec's demo members (states, dates): it runs against a server and a database of its
// own. Its specs read the billing server's cron secret from this directory.
const billingPort = port + 1;
const billingURL = `http://localhost:${billingPort}`;
const billingDataDir = path.join(dataDir, "billing-clock");
process.env.E2E_BILLING_DATA_DIR = billingDataDir;

const LONGEST_FILES = [
  /visitor\/static-pages\.spec\.ts$/,
  /visitor\/publications\.spec\.ts$/,
  /member\/profile\.spec\.ts$/,
  /api\/robustness\.spec\.ts$/,
];

/** A production server of the build on its own embedded database. */
function server(options: { port: number; url: string; dataDir: string }) {
  return {
    command: "node scripts/serve.mjs",
    url: `${options.url}/api/utils?utilType=test-connection`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      // As behind one proxy: a test may give itself a client address of its own (X-Forwarded-For)
      // so that per-address limits start from zero; the default (0) ignores that header.
      TRUSTED_PROXY_HOPS: "1",
      SITE_URL: options.url,
      DATABASE_URL: "",
      // The specs together send far more codes and receipts than a free plan's 100 a day; the
      // newsletter keeps a share of 100 so that its spec sees the first send stop at the share.
      EMAIL_DAILY_LIMIT: "100000",
      NEWSLETTER_DAILY_LIMIT: "100",
      NEXT_TELEMETRY_DISABLED: "1",
    },
  };
}

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
    // A trace records every action of every test, to keep only the failing ones': a cost on each
    // run for a file CI's log never shows. E2E_TRACE=1 turns it on when a failure needs one (the
    // error context with the page's snapshot is written either way).
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    launchOptions: {
      executablePath: chromiumPath,
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
    // It needs no session, but Playwright starts a project only once every project of the phase
    // before it has ended: beside the setup it held the chromium project back 23 s, one core idle.
    // Listed first, its one long file starts first: last, it ran alone for 20 s at the end.
    {
      name: "payments",
      use: { browserName: "chromium", baseURL: billingURL },
      testMatch: /payments\/.*\.spec\.ts$/,
      dependencies: ["setup"],
    },
    // Each worker takes whole files, in the order of the projects and then of the paths: the
    // longest files of the end of the alphabet go first, so that the run does not end on one of
    // them with the other worker idle (it ended on a 43 s file, alone for 20 s).
    {
      name: "chromium, longest files",
      use: { browserName: "chromium" },
      dependencies: ["setup"],
      testMatch: LONGEST_FILES,
    },
    {
      name: "chromium",
      use: { browserName: "chromium" },
      dependencies: ["setup"],
      testIgnore: [/\.setup\.ts$/, /payments\//, /instances\//, ...LONGEST_FILES],
    },
    // The production topology (deploy/nginx.conf in front of two instances on one PostgreSQL
    // database): the spec starts them on a database of its own, on the server CI provides
    // (TEST_DATABASE_URL, always set by .ci/run). Without a server there is nothing to run it on,
    // so the project exists only with one. It runs after the other projects: "within a second"
    // is a time, measured on a machine not also running two browsers' worth of other tests.
    ...(process.env.TEST_DATABASE_URL
      ? [
          {
            name: "instances",
            use: { browserName: "chromium" as const },
            testMatch: /instances\/.*\.spec\.ts$/,
            dependencies: ["chromium", "chromium, longest files", "payments"],
          },
        ]
      : []),
  ],
  webServer: [
    server({ port, url: baseURL, dataDir }),
    server({ port: billingPort, url: billingURL, dataDir: billingDataDir }),
  ],
});
