import { z } from "zod";
import { apiRoute } from "@/lib/api/handler";
import { NotFoundError, UnauthorizedError, ValidationError } from "@/lib/errors";
import {
  contentDisposition,
  getFileForDownload,
  servedContentType,
  servedDisposition,
  listDocumentsByIds,
  toLegacyDocument,
} from "@/lib/publications/file-access";
import { readUploadRequest } from "@/lib/files/upload-request";
import { uploadDocuments, uploadImage } from "@/lib/files/uploads";
import { audienceOf } from "@/lib/auth/audience";
import { otherMethods } from "@/lib/api/other-methods";

export const dynamic = "force-dynamic";

const query = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("list"), ids: z.string().default("") }),
    z.object({
      action: z.literal("download"),
      id: z.string({ error: "Identifiant de document manquant." }),
    }),
  ],
  { error: "Paramètre action inconnu ou manquant." },
);

// GET /api/files?action=list&ids=… – documents' metadata; ?action=download&id=… – the file itself
export const GET = apiRoute({ query }, async ({ query, viewer }) => {
  const audience = audienceOf(viewer);
  if (query.action === "list") {
    const ids = query.ids
      .split(",")
      .map((id) => id.trim())
      .filter(Boolean);
    if (ids.length > 200) throw new ValidationError("Trop d’identifiants demandés (200 au plus).");
    return { documents: await listDocumentsByIds(ids, audience) };
  }
  const access = await getFileForDownload(query.id, audience);
  if (access.status === "members-only")
    throw new UnauthorizedError(
      "Ce document est réservé aux adhérents. Connectez-vous pour l’ouvrir.",
    );
  if (access.status === "not-found") throw new NotFoundError("Document introuvable.");
  const { file, bytes } = access;
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": servedContentType(file.mimeType),
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": contentDisposition(file.fileName, servedDisposition(file.mimeType)),
      "X-Content-Type-Options": "nosniff",
      // Files never run anything; PDF viewers need object-src.
      "Content-Security-Policy":
        "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'",
      "Cache-Control":
        file.kind === "image"
          ? "public, max-age=86400"
          : audience === "public"
            ? "public, max-age=300"
            : "private, no-store",
      ETag: `"${file.sha256}"`,
    },
  });
});

const uploadQuery = z.object({
  action: z.literal("upload", { error: "Paramètre action inconnu ou manquant." }),
  type: z.enum(["image", "document"], {
    error: "Paramètre type inconnu ou manquant (image ou document).",
  }),
  /** Covers are stored; link logos come back as a data URL only (spec §3). */
  usage: z.enum(["cover", "logo"]).default("cover"),
  fileName: z.string().max(255).optional(),
  title: z.string().max(200).optional(),
  description: z.string().max(2000).optional(),
});

// POST /api/files?action=upload&type=image|document – administrators' uploads, checked by content
export const POST = apiRoute(
  { query: uploadQuery, access: "admin" },
  async ({ req, query, viewer }) => {
    const inputs = await readUploadRequest(req, query.type, query);
    if (query.type === "image") {
      const [input] = inputs;
      if (!input) throw new ValidationError("Aucun fichier reçu.");
      const image = await uploadImage(viewer, input, query.usage);
      return {
        base64: image.dataUrl,
        ...(image.file ? { id: image.file.id, url: `/images/${image.file.id}` } : {}),
        mimeType: image.mimeType,
        width: image.width,
        height: image.height,
      };
    }
    const documents = (await uploadDocuments(viewer, inputs)).map(toLegacyDocument);
    return { document: documents[0], documents };
  },
);

export const { PUT, PATCH, DELETE } = otherMethods(["GET", "POST"]);
