// npm run test:e2e – builds if needed, then runs Playwright against our server (scripts/serve.mjs,
// started by playwright.config.ts) on a fresh embedded database (a new data directory, seeded by
// the server at start), in system Chromium.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildIfNeeded } from "./lib/build.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.env.NEXT_TELEMETRY_DISABLED = "1";
buildIfNeeded();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "srh-e2e-"));
const result = spawnSync(
  path.join(root, "node_modules/.bin/playwright"),
  ["test", ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, E2E_DATA_DIR: dataDir },
  },
);
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
