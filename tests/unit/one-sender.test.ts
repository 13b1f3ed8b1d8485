import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// One sender (issue #18): in the whole code base, only lib/email/sender.ts calls the provider's
// send (single or batch), only lib/email/transports.ts talks to Resend's API, and nothing calls
// the provider from inside a business transaction (producers only write rows with queueEmail).

const root = path.resolve(import.meta.dirname, "../..");
const CODE_DIRS = ["app", "components", "lib", "scripts"];

function sourceFiles(dir: string): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|mjs|js)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !/\.test\.tsx?$/.test(file));
}

const files = [...CODE_DIRS.flatMap(sourceFiles), "proxy.ts", "instrumentation.ts"].filter((file) =>
  fs.existsSync(path.join(root, file)),
);
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

describe("the one sender", () => {
  it("is the only caller of the provider’s send, single or batch", () => {
    // `transport.send(…)`, `….sendBatch(…)`: the two calls of an EmailTransport.
    const callers = files.filter((file) =>
      /\.sendBatch\(|[tT]ransport(\(\))?\.send\(/.test(read(file)),
    );
    expect(callers.filter((file) => file !== "lib/email/transports.ts")).toEqual([
      "lib/email/sender.ts",
    ]);
  });

  it("talks to Resend’s API in one module, and nothing imports the Resend SDK", () => {
    const resendCalls = files.filter((file) => /["'`]\/emails(\/batch)?["'`]/.test(read(file)));
    expect(resendCalls).toEqual(["lib/email/transports.ts"]);
    expect(files.filter((file) => /from ["']resend["']/.test(read(file)))).toEqual([]);
    // The transports are the sender's: no other module holds one to call.
    const holders = files.filter(
      (file) =>
        /(resendTransport|mailboxTransport|configuredTransport)\(/.test(read(file)) &&
        !["lib/email/transports.ts", "lib/email/sender.ts"].includes(file),
    );
    expect(holders).toEqual(["scripts/bench-newsletter.ts"]);
  });

  it("leaves no sendEmail behind: business code queues e-mail rows", () => {
    expect(files.filter((file) => /\bsendEmail\(/.test(read(file)))).toEqual([]);
  });
});
