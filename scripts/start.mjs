// npm start – builds if needed, then serves the site; the server itself migrates the database
// and seeds the demo content on an empty embedded database (instrumentation.ts).
import { spawn } from "node:child_process";
import path from "node:path";
import { buildIfNeeded } from "./lib/build.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.env.NEXT_TELEMETRY_DISABLED = "1";
buildIfNeeded();

const port = process.env.PORT || "3000";
const server = spawn(path.join(root, "node_modules/.bin/next"), ["start", "--port", port], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
