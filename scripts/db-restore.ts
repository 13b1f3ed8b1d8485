// npm run db:restore -- <file> – puts a backup of npm run db:backup back. A server database
// (DATABASE_URL) is restored by pg_restore in one transaction; the embedded database needs the
// server stopped (PGlite allows one process): its current directory is kept aside as
// pglite.avant-restauration-<date> and the backup is unpacked in its place.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { getDatabaseHandle, isEmbeddedDatabase } from "@/lib/db";
import { readEmbeddedBackup, restoreServerDatabase } from "@/lib/db/backup";
import { openPglite } from "@/lib/db/client";
import { env } from "@/lib/env";
import { isServerRunning } from "./lib/running-server";

async function main() {
  const file = parseArgs({ allowPositionals: true }).positionals[0];
  if (!file || !fs.existsSync(file))
    throw new Error(
      "Indiquez le fichier de sauvegarde : npm run db:restore -- backups/srh-….tar.gz",
    );

  if (!isEmbeddedDatabase) {
    const handle = getDatabaseHandle();
    try {
      await restoreServerDatabase(handle, path.resolve(file));
    } finally {
      await handle.close();
    }
    console.info(`Base restaurée depuis ${file}.`);
    return;
  }

  if (await isServerRunning())
    throw new Error("Arrêtez le serveur (npm start) avant de restaurer la base embarquée.");
  const dataDir = path.join(env.dataDir, "pglite");
  if (fs.existsSync(dataDir)) {
    const aside = `${dataDir}.avant-restauration-${new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19)}`;
    fs.renameSync(dataDir, aside);
    console.info(`Ancienne base gardée dans ${aside}`);
  }
  const handle = openPglite({ dataDir, loadDataDir: readEmbeddedBackup(file) });
  await handle.migrate();
  await handle.close();
  console.info(`Base embarquée restaurée depuis ${file}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
