import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openPglite } from "@/lib/db/client";

// The embedded database holds members' personal data (and the WAL holds recent writes): no other
// account on the machine may read or change its files.
describe("the embedded database’s files", () => {
  it("are the owner’s only: directories 0700, files 0600, after the start and after closing", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "srh-perms-"));
    const dataDir = path.join(root, "data", "pglite");
    const handle = openPglite({ dataDir });
    await handle.migrate();
    const modesWhileOpen = modes(dataDir);
    await handle.db.execute("select 1");
    await handle.close();
    for (const found of [modesWhileOpen, modes(dataDir)]) {
      expect(found.files.size).toBe(1);
      expect([...found.files]).toEqual(["600"]);
      expect([...found.dirs]).toEqual(["700"]);
    }
    expect((fs.statSync(path.join(root, "data")).mode & 0o777).toString(8)).toBe("700");
    fs.rmSync(root, { recursive: true, force: true });
    // Migrating a new on-disk database writes every migration's files: slow on a busy machine.
  }, 120_000);
});

function modes(dir: string): { files: Set<string>; dirs: Set<string> } {
  const files = new Set<string>();
  const dirs = new Set<string>([(fs.statSync(dir).mode & 0o777).toString(8)]);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const mode = (fs.statSync(path.join(entry.parentPath, entry.name)).mode & 0o777).toString(8);
    (entry.isDirectory() ? dirs : files).add(mode);
  }
  return { files, dirs };
}
