import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import type { SendFigures } from "@/lib/email/sender";

// The outbox's sender in a child process (tests/helpers/outbox-sender-main.ts), so that a test
// can kill it with SIGKILL mid-send and start another: a real crash and restart, on the server's
// database or on an embedded one on disk (one process at a time).

const root = path.resolve(import.meta.dirname, "../..");

export type SenderProcess = {
  child: ChildProcess;
  /** Each run's figures, in order, as the process prints them. */
  runs: AsyncIterator<SendFigures>;
  /** Resolves when the process has ended (its exit code, or the signal that ended it). */
  exited: Promise<number | NodeJS.Signals | null>;
};

export async function startSenderProcess(input: {
  databaseUrl: string;
  resendUrl: string;
  apiKey: string;
  /** The sender's clock for each run, one after the other. */
  times: Date[];
}): Promise<SenderProcess> {
  // Node itself with tsx's loader, not the tsx command: that one runs the script in a child of its
  // own, which a SIGKILL sent to the wrapper would leave running.
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      path.join(root, "tests/helpers/outbox-sender-main.ts"),
      input.databaseUrl,
      input.resendUrl,
      input.apiKey,
      ...input.times.map((time) => time.toISOString()),
    ],
    {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, TSX_TSCONFIG_PATH: path.join(root, "scripts/tsconfig.json") },
    },
  );
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once("exit", (code, signal) => resolve(signal ?? code)),
  );
  const lines = readline.createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const first = await lines.next();
  if (first.done || first.value !== "ready") throw new Error("the sender process did not start");
  const runs: AsyncIterator<SendFigures> = {
    async next() {
      const line = await lines.next();
      if (line.done) return { done: true, value: undefined };
      return { done: false, value: JSON.parse(line.value) as SendFigures }; // why: the process prints JSON.stringify(SendFigures)
    },
  };
  return { child, runs, exited };
}
