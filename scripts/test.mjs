// npm test – the whole suite: unit and integration tests (Vitest), then end-to-end (Playwright).
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const run = (command, args) =>
  spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } }).status ?? 1;

const unit = run(path.join(root, "node_modules/.bin/vitest"), ["run"]);
const e2e = run(process.execPath, [path.join(root, "scripts/e2e.mjs")]);
console.info(`\nnpm test: unit/integration ${unit === 0 ? "passed" : "FAILED"}, end-to-end ${e2e === 0 ? "passed" : "FAILED"}`);
process.exit(unit === 0 && e2e === 0 ? 0 : 1);
