// npm run db:migrate – applies the committed migrations to DATABASE_URL, or to the embedded
// database in .data/ (stop the server first: PGlite allows only one process on its directory).
import { getDatabaseHandle } from "@/lib/db";

async function main() {
  const handle = getDatabaseHandle();
  try {
    await handle.migrate();
    console.info(`Migrations appliquées (${handle.kind}).`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
