import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/other-methods";
import { getDatabaseHandle } from "@/lib/db";
import { ValidationError } from "@/lib/errors";

export const dynamic = "force-dynamic";

// GET /api/internal/backup – the embedded database's data directory as a gzipped tarball, for
// `npm run db:backup` while the server runs (PGlite allows one process). Bearer CRON_SECRET only.
export const GET = apiRoute({ access: "cron" }, async () => {
  const handle = getDatabaseHandle();
  if (!handle.dumpDataDir)
    throw new ValidationError(
      "Base sur un serveur PostgreSQL\u00a0: utilisez npm run db:backup (pg_dump).",
    );
  const bytes = await handle.dumpDataDir();
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": "application/gzip",
      "Cache-Control": "no-store",
      "Content-Length": String(bytes.byteLength),
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
