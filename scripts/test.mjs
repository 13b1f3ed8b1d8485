// npm test – the whole suite: unit and integration tests (Vitest), then end-to-end (Playwright).
import { spawn } from "node:child_process";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

const root = path.resolve(import.meta.dirname, "..");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

/** Runs a command with its output passed through; resolves with its exit status and, if asked, its output. */
function run(command, args, { keepOutput = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env,
      stdio: ["inherit", keepOutput ? "pipe" : "inherit", keepOutput ? "pipe" : "inherit"],
    });
    const chunks = [];
    if (keepOutput) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        from.on("data", (chunk) => {
          to.write(chunk);
          chunks.push(chunk);
        });
      }
    }
    child.on("close", (status) =>
      resolve({ status: status ?? 1, output: Buffer.concat(chunks).toString("utf8") }),
    );
  });
}

// Vitest's failures are printed again at the very end: a CI log's tail shows them, not only Playwright's list.
function vitestFailures(output) {
  const lines = stripVTControlCharacters(output).split("\n");
  const start = lines.findIndex((line) =>
    /⎯{3,} (Failed Tests|Failed Suites|Unhandled Errors?)/.test(line),
  );
  const shown = (start >= 0 ? lines.slice(start) : lines.slice(-40)).filter(
    (line) => !line.startsWith("[outbox]"),
  );
  return shown.length > 80 ? [...shown.slice(0, 70), "…", ...shown.slice(-10)] : shown;
}

const seconds = (since) => Math.round((performance.now() - since) / 1000);
let begun = performance.now();
const unit = await run(path.join(root, "node_modules/.bin/vitest"), ["run"], { keepOutput: true });
const unitSeconds = seconds(begun);
begun = performance.now();
const e2e = await run(process.execPath, [path.join(root, "scripts/e2e.mjs")]);
const e2eSeconds = seconds(begun);
if (unit.status !== 0)
  console.info(["", "== Vitest's failures, again ==", ...vitestFailures(unit.output)].join("\n"));
console.info(
  `\nnpm test: unit/integration ${unit.status === 0 ? "passed" : "FAILED"} in ${unitSeconds} s, end-to-end ${e2e.status === 0 ? "passed" : "FAILED"} in ${e2eSeconds} s`,
);
process.exit(unit.status === 0 && e2e.status === 0 ? 0 : 1);
