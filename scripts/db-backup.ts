// npm run db:backup [-- --out <file>] – a backup of the database: pg_dump's custom format for a
// server (DATABASE_URL), PGlite's own dump of its data directory for the embedded database (asked
// of the running server, or read directly when it is stopped). Files are written 0600 in
// backups/ unless --out says otherwise. Restore with npm run db:restore -- <file>.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { getDatabaseHandle, isEmbeddedDatabase } from "@/lib/db";
import { backupDatabase, backupExtension } from "@/lib/db/backup";
import { callServer, isServerRunning } from "./lib/running-server";

async function main() {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
  const format = isEmbeddedDatabase ? "pglite" : "pg_dump";
  const file = path.resolve(
    values.out ?? path.join("backups", `srh-${stamp}${backupExtension[format]}`),
  );
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });

  if (isEmbeddedDatabase && (await isServerRunning())) {
    const response = await callServer("/api/internal/backup");
    if (!response.ok)
      throw new Error(
        `Le serveur a refusé la sauvegarde (${response.status}) : ${await response.text()}`,
      );
    fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()), { mode: 0o600 });
  } else {
    const handle = getDatabaseHandle();
    try {
      await backupDatabase(handle, file);
    } finally {
      await handle.close();
    }
  }
  console.info(
    `Sauvegarde écrite : ${file} (${Math.round(fs.statSync(file).size / 1024)} Ko, format ${format})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
