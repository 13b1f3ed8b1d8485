// npm run db:seed – loads the demo content (idempotent: a second run changes nothing).
// On the embedded database, stop the server first: PGlite allows only one process on its directory.
import { getDatabaseHandle } from "@/lib/db";
import { seedDemoContent } from "@/lib/demo";

async function main() {
  const handle = getDatabaseHandle();
  try {
    await handle.migrate();
    const counts = await seedDemoContent(handle.db);
    console.info(`Contenu de démonstration en place (${handle.kind}) :`, counts);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
