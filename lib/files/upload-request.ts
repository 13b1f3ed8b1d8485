import "server-only";
import { z } from "zod";
import { readBodyBytes } from "@/lib/request-body";
import { PayloadTooLargeError, ValidationError } from "@/lib/errors";
import { parseOrThrow } from "@/lib/validation/issues";
import { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES, UPLOAD_MESSAGES } from "./upload-rules";
import { MAX_DOCUMENTS_PER_UPLOAD, type UploadInput } from "./uploads";

// The three shapes of `POST /api/files?action=upload` (spec §7): multipart form data
// (field "file", repeated for several documents), the raw bytes with the name in `fileName`, and
// the legacy JSON (an image as a data URL, a document as an array of byte values). Bodies are read
// with a ceiling, so a huge upload is cut off instead of filling memory.

type Kind = "image" | "document";

const MULTIPART_OVERHEAD = 64 * 1024;

function ceiling(kind: Kind, shape: "multipart" | "raw" | "json"): number {
  const perFile = kind === "image" ? IMAGE_MAX_BYTES : DOCUMENT_MAX_BYTES;
  const files = kind === "image" ? 1 : MAX_DOCUMENTS_PER_UPLOAD;
  if (shape === "multipart") return perFile * files + MULTIPART_OVERHEAD;
  // Base64 takes 4 bytes per 3; a JSON byte array up to 4 ("255,") per byte. A body just over the
  // limit still reaches the exact per-file check and its exact message.
  if (shape === "json")
    return kind === "image"
      ? Math.ceil((perFile * 4) / 3) + MULTIPART_OVERHEAD
      : perFile * 4 + MULTIPART_OVERHEAD;
  return perFile + MULTIPART_OVERHEAD;
}

function tooLarge(kind: Kind, fileName?: string): PayloadTooLargeError {
  return new PayloadTooLargeError(
    kind === "image"
      ? UPLOAD_MESSAGES.imageSize
      : fileName
        ? UPLOAD_MESSAGES.documentSize(fileName)
        : "Fichier trop volumineux. Taille maximale\u00a0: 10\u00a0Mo.",
  );
}

export async function readUploadRequest(
  req: Request,
  kind: Kind,
  query: { fileName?: string; title?: string; description?: string },
): Promise<UploadInput[]> {
  // Lower-cased for the checks only: the multipart boundary is case-sensitive.
  const declaredType = req.headers.get("content-type") ?? "";
  const contentType = declaredType.toLowerCase();
  if (contentType.startsWith("multipart/form-data")) {
    const body = await readBytes(req, ceiling(kind, "multipart"), () => tooLarge(kind));
    let form: FormData;
    try {
      form = await new Response(Buffer.from(body), {
        headers: { "content-type": declaredType },
      }).formData();
    } catch {
      throw new ValidationError("Requête invalide\u00a0: formulaire illisible.");
    }
    const entries = [...form.getAll("file"), ...form.getAll("files")].filter(
      (entry): entry is File => typeof entry !== "string",
    );
    if (entries.length === 0) throw new ValidationError("Aucun fichier reçu.");
    if (kind === "image" && entries.length > 1)
      throw new ValidationError("Une seule image par envoi.");
    const title = stringField(form.get("title")) ?? query.title;
    const description = stringField(form.get("description")) ?? query.description;
    return Promise.all(
      entries.map(async (file) => ({
        fileName: file.name || query.fileName || "fichier",
        bytes: new Uint8Array(await file.arrayBuffer()),
        ...(entries.length === 1 ? { title, description } : {}),
      })),
    );
  }
  if (contentType.startsWith("application/json")) return [await readLegacyJson(req, kind)];
  const fileName = query.fileName ?? decodeHeader(req.headers.get("x-file-name"));
  if (!fileName) throw new ValidationError("Nom de fichier manquant (paramètre fileName).");
  const bytes = await readBytes(req, ceiling(kind, "raw"), () => tooLarge(kind, fileName));
  return [{ fileName, bytes, title: query.title, description: query.description }];
}

const legacyImage = z.object({
  file: z.string({ error: "Fichier manquant." }),
  fileName: z.string().max(255).optional(),
  mimeType: z.string().optional(),
  title: z.string().max(200).optional(),
});
const legacyDocument = z.object({
  file: z.union([z.array(z.number()), z.string()], { error: "Fichier manquant." }),
  fileName: z
    .string({ error: "Nom de fichier manquant." })
    .min(1, "Nom de fichier manquant.")
    .max(255),
  mimeType: z.string().optional(),
  title: z.string().max(200).optional(),
  description: z.string().max(2000).optional(),
});

async function readLegacyJson(req: Request, kind: Kind): Promise<UploadInput> {
  const raw = await readBytes(req, ceiling(kind, "json"), () => tooLarge(kind));
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(raw).toString("utf8"));
  } catch {
    throw new ValidationError("Requête invalide\u00a0: un corps JSON est attendu.");
  }
  if (kind === "image") {
    const body = parseOrThrow(legacyImage, json);
    const match = /^data:[^;,]*(;[^,]*)?;base64,(.*)$/s.exec(body.file.trim());
    if (!match) throw new ValidationError(UPLOAD_MESSAGES.imageRead);
    return {
      fileName: body.fileName || "image",
      bytes: new Uint8Array(Buffer.from(match[2] ?? "", "base64")),
      title: body.title,
    };
  }
  const body = parseOrThrow(legacyDocument, json);
  let bytes: Uint8Array;
  if (typeof body.file === "string") bytes = new Uint8Array(Buffer.from(body.file, "base64"));
  else {
    if (body.file.length > DOCUMENT_MAX_BYTES) throw tooLarge(kind, body.fileName);
    if (!body.file.every((value) => Number.isInteger(value) && value >= 0 && value <= 255))
      throw new ValidationError(
        "Requête invalide\u00a0: le fichier doit être une suite d’octets (0 à 255).",
      );
    bytes = Uint8Array.from(body.file);
  }
  return { fileName: body.fileName, bytes, title: body.title, description: body.description };
}

/** The body's bytes, stopped as soon as they pass `max` (a declared length is checked first). */
async function readBytes(req: Request, max: number, onTooLarge: () => Error): Promise<Uint8Array> {
  const bytes = await readBodyBytes(req, max, onTooLarge);
  if (!bytes) throw new ValidationError("Aucun fichier reçu.");
  return bytes;
}

function stringField(value: FormDataEntryValue | null): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function decodeHeader(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
