// Builds the app only when the sources changed since the last build (a fingerprint of the
// files that go into `next build`), so that `npm start` and `npm test` never serve a stale build.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const fingerprintFile = path.join(root, ".next", "srh-build-fingerprint");
const sourceDirs = ["app", "components", "lib", "public"];
const sourceFiles = [
  "package-lock.json",
  "next.config.ts",
  "tsconfig.json",
  "postcss.config.mjs",
  "instrumentation.ts",
  "proxy.ts",
];

function* walk(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (!/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

export function sourceFingerprint() {
  const hash = createHash("sha256");
  const files = [
    ...sourceDirs.flatMap((dir) => [...walk(path.join(root, dir))]),
    ...sourceFiles.map((file) => path.join(root, file)).filter((file) => fs.existsSync(file)),
  ].sort();
  for (const file of files) {
    const stat = fs.statSync(file);
    hash.update(`${path.relative(root, file)}:${stat.size}:${stat.mtimeMs}\n`);
  }
  return hash.digest("hex");
}

export function isBuildFresh() {
  if (!fs.existsSync(path.join(root, ".next", "BUILD_ID"))) return false;
  try {
    return fs.readFileSync(fingerprintFile, "utf8") === sourceFingerprint();
  } catch {
    return false;
  }
}

export function buildIfNeeded() {
  if (isBuildFresh()) {
    console.info("[build] the existing build is up to date");
    return;
  }
  const fingerprint = sourceFingerprint();
  console.info("[build] building the site (next build)…");
  const result = spawnSync(path.join(root, "node_modules/.bin/next"), ["build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) {
    console.error("[build] next build failed");
    process.exit(result.status ?? 1);
  }
  fs.writeFileSync(fingerprintFile, fingerprint);
}
