import { z } from "zod";
import { apiRoute } from "@/lib/api/handler";
import { NotFoundError, UnauthorizedError, ValidationError } from "@/lib/errors";
import { contentDisposition, getFileForDownload, listDocumentsByIds } from "@/lib/files/queries";
import { audienceOf } from "@/lib/auth/audience";
import { otherMethods } from "@/lib/api/other-methods";

export const dynamic = "force-dynamic";

const query = z.discriminatedUnion("action", [
  z.object({ action: z.literal("list"), ids: z.string().default("") }),
  z.object({ action: z.literal("download"), id: z.string({ error: "Identifiant de document manquant." }) }),
], { error: "Paramètre action inconnu ou manquant." });

// GET /api/files?action=list&ids=… – documents' metadata; ?action=download&id=… – the file itself
export const GET = apiRoute({ query }, async ({ query, viewer }) => {
  const audience = audienceOf(viewer);
  if (query.action === "list") {
    const ids = query.ids.split(",").map((id) => id.trim()).filter(Boolean);
    if (ids.length > 200) throw new ValidationError("Trop d'identifiants demandés (200 au plus).");
    return { documents: await listDocumentsByIds(ids, audience) };
  }
  const access = await getFileForDownload(query.id, audience);
  if (access.status === "members-only") throw new UnauthorizedError("Ce document est réservé aux adhérents. Connectez-vous pour l'ouvrir.");
  if (access.status === "not-found") throw new NotFoundError("Document introuvable.");
  const { file, bytes } = access;
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": file.mimeType,
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": contentDisposition(file.fileName),
      "X-Content-Type-Options": "nosniff",
      // Files never run anything; PDF viewers need object-src.
      "Content-Security-Policy": "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'",
      "Cache-Control": file.kind === "image" ? "public, max-age=86400" : audience === "public" ? "public, max-age=300" : "private, no-store",
      ETag: `"${file.sha256}"`,
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
