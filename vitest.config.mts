import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // `server-only` throws outside React Server Components; tests run on the server anyway.
      "server-only": path.resolve(import.meta.dirname, "tests/setup/empty-module.ts"),
    },
  },
  test: {
    environment: "node",
    include: ["lib/**/*.test.ts", "lib/**/*.test.tsx", "tests/**/*.test.ts", "tests/**/*.test.tsx"],
    globalSetup: ["tests/setup/global-databases.ts"],
    env: { TZ: "UTC", DATA_DIR: ".data-test", NEXT_TELEMETRY_DISABLED: "1" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // A deprecation fails the run where it happens: node-postgres's queued queries in a
    // transaction (which pg 9 removes) were only a line in the log.
    execArgv: ["--throw-deprecation"],
    // Two cores on the CI machine: more workers only contend (the review measured the run 11 % shorter with two).
    maxWorkers: 2,
    // A worker runs its files one after the other in one module graph instead of re-importing
    // everything per file: the run took 94 s instead of 161 s (imports 8 s instead of 52 s), in two
    // shuffled orders too. A file that changes what a module read at import (environment.test.ts)
    // resets the modules when it ends.
    isolate: false,
    // A passing test's console output (expected failures logged by the code under test) only hides
    // the failures in a CI log; a failing test's output is still printed.
    silent: "passed-only",
  },
});
