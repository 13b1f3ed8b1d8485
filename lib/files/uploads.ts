import "server-only";
import { createHash } from "node:crypto";
import { recordAudit } from "@/lib/audit";
import type { Viewer } from "@/lib/auth/viewer";
import { getDb } from "@/lib/db";
import { fileBlobs, files, type FileRecord } from "@/lib/db/schema";
import { ValidationError } from "@/lib/errors";
import { formatFileSize } from "@/lib/format/numbers";
import {
  checkDocument,
  processImage,
  storedFileName,
  titleFromFileName,
  type ImageUsage,
} from "./upload-rules";

// Storing uploads: every file is checked first, then all of them and their audit rows are written
// in one transaction, so a refusal (or a failure half-way) stores nothing.

export const MAX_DOCUMENTS_PER_UPLOAD = 10;

export type UploadInput = {
  fileName: string;
  bytes: Uint8Array;
  title?: string;
  description?: string;
};

export type UploadedImage = {
  file: FileRecord | null;
  dataUrl: string;
  mimeType: string;
  width: number;
  height: number;
};

/**
 * A cover is stored (served at /images/<id>); a link logo is only re-encoded and handed back as a
 * data URL, since links keep their picture inline (spec §3).
 */
export async function uploadImage(
  viewer: Viewer,
  input: UploadInput,
  usage: ImageUsage = "cover",
): Promise<UploadedImage> {
  const image = await processImage(input.bytes, usage);
  const dataUrl = `data:${image.mimeType};base64,${image.bytes.toString("base64")}`;
  if (usage === "logo")
    return {
      file: null,
      dataUrl,
      mimeType: image.mimeType,
      width: image.width,
      height: image.height,
    };
  const fileName = storedFileName(input.fileName, image.extension);
  const [file] = await insertFiles(viewer, [
    {
      kind: "image",
      title: input.title?.trim() || titleFromFileName(input.fileName),
      description: input.description ?? "",
      fileName,
      mimeType: image.mimeType,
      bytes: image.bytes,
    },
  ]);
  return {
    file: file ?? null,
    dataUrl,
    mimeType: image.mimeType,
    width: image.width,
    height: image.height,
  };
}

export async function uploadDocuments(
  viewer: Viewer,
  inputs: UploadInput[],
): Promise<FileRecord[]> {
  if (inputs.length === 0) throw new ValidationError("Aucun fichier reçu.");
  if (inputs.length > MAX_DOCUMENTS_PER_UPLOAD)
    throw new ValidationError(`${MAX_DOCUMENTS_PER_UPLOAD} documents au plus par envoi.`);
  const checked = [];
  for (const input of inputs) {
    const document = await checkDocument(input.bytes, input.fileName);
    checked.push({
      kind: "document" as const,
      title: input.title?.trim() || titleFromFileName(input.fileName),
      description: input.description ?? "",
      fileName: storedFileName(input.fileName, document.extension),
      mimeType: document.mimeType,
      bytes: document.bytes,
    });
  }
  return insertFiles(viewer, checked);
}

type NewFile = {
  kind: "image" | "document";
  title: string;
  description: string;
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
};

async function insertFiles(viewer: Viewer, items: NewFile[]): Promise<FileRecord[]> {
  return getDb().transaction(async (tx) => {
    const stored: FileRecord[] = [];
    for (const item of items) {
      const [file] = await tx
        .insert(files)
        .values({
          kind: item.kind,
          title: item.title.slice(0, 200),
          description: item.description.slice(0, 2000),
          fileName: item.fileName,
          mimeType: item.mimeType,
          sizeBytes: item.bytes.byteLength,
          sha256: createHash("sha256").update(item.bytes).digest("hex"),
          uploadedBy: viewer.id,
        })
        .returning();
      if (!file) throw new Error("insert returned no row");
      await tx.insert(fileBlobs).values({ fileId: file.id, bytes: item.bytes });
      await recordAudit(tx, {
        actor: viewer,
        action: "file.upload",
        subject: { type: "file", id: file.id },
        summary: `${item.kind === "image" ? "Image" : "Document"} déposé\u00a0: ${file.fileName} (${formatFileSize(file.sizeBytes)})`,
        details: {
          kind: item.kind,
          fileName: file.fileName,
          mimeType: file.mimeType,
          sizeBytes: file.sizeBytes,
        },
      });
      stored.push(file);
    }
    return stored;
  });
}
