import "server-only";
import { inflateRawSync } from "node:zlib";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from "@/lib/errors";
import { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES } from "./upload-limits";

// Uploads are judged by their bytes (spec §5): the name and the declared type count for
// nothing. Images are re-encoded (which also strips EXIF and anything hidden after the pixels);
// documents must really be a PDF, a Word file (DOC, DOCX) or plain text without markup.

export { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES };
/** A DOCX is a zip: more entries or more unpacked bytes than this is a zip bomb, not a letter. */
export const DOCX_MAX_ENTRIES = 2000;
export const DOCX_MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  imageType: "Type de fichier non supporté. Utilisez JPEG, PNG ou WebP.",
  imageSize: "Fichier trop volumineux. Taille maximale\u00a0: 500\u00a0Ko.",
  imageRead: "Erreur lors de la lecture du fichier",
  imageProcessing: "Erreur lors du traitement de l’image",
  documentType: (file: string) =>
    `Type de fichier non supporté pour ${file}. Utilisez PDF, DOC, DOCX ou TXT.`,
  documentSize: (file: string) =>
    `Fichier ${file} trop volumineux. Taille maximale\u00a0: 10\u00a0Mo.`,
  documentBomb: (file: string) =>
    `Fichier ${file} refusé\u00a0: son contenu décompressé dépasse la taille autorisée.`,
  documentMacros: (file: string) =>
    `Fichier ${file} refusé\u00a0: il contient des macros. Enregistrez-le sans macros (DOCX, PDF) puis réessayez.`,
  empty: (file: string) => `Le fichier ${file} est vide.`,
} as const;

/** Where a picture is shown decides its size: covers on cards and pages, logos on link cards. */
export type ImageUsage = "cover" | "logo";
const IMAGE_BOX: Record<ImageUsage, number> = { cover: 1600, logo: 256 };

export type ProcessedImage = {
  bytes: Buffer;
  mimeType: "image/jpeg" | "image/webp";
  extension: "jpg" | "webp";
  width: number;
  height: number;
};

export async function processImage(
  input: Uint8Array,
  usage: ImageUsage = "cover",
): Promise<ProcessedImage> {
  if (input.byteLength === 0) throw new ValidationError(UPLOAD_MESSAGES.imageRead);
  const type = await fileTypeFromBuffer(input);
  if (!type || !["image/jpeg", "image/png", "image/webp"].includes(type.mime))
    throw new UnsupportedMediaTypeError(UPLOAD_MESSAGES.imageType);
  if (input.byteLength > IMAGE_MAX_BYTES) throw new PayloadTooLargeError(UPLOAD_MESSAGES.imageSize);
  const box = IMAGE_BOX[usage];
  try {
    // 40 megapixels at most: a tiny file that unpacks to a huge bitmap is refused, not decoded.
    const source = sharp(input, { limitInputPixels: 40_000_000, failOn: "error" });
    const { hasAlpha } = await source.metadata();
    for (const quality of [82, 70, 55]) {
      // rotate() applies the EXIF orientation before the metadata (positions included) is dropped.
      const pipeline = source
        .clone()
        .rotate()
        .resize({ width: box, height: box, fit: "inside", withoutEnlargement: true });
      const { data, info } = hasAlpha
        ? await pipeline.webp({ quality, alphaQuality: 90 }).toBuffer({ resolveWithObject: true })
        : await pipeline
            .flatten({ background: "#ffffff" })
            .jpeg({ quality, mozjpeg: true })
            .toBuffer({ resolveWithObject: true });
      if (data.byteLength <= IMAGE_MAX_BYTES) {
        return hasAlpha
          ? {
              bytes: data,
              mimeType: "image/webp",
              extension: "webp",
              width: info.width,
              height: info.height,
            }
          : {
              bytes: data,
              mimeType: "image/jpeg",
              extension: "jpg",
              width: info.width,
              height: info.height,
            };
      }
    }
  } catch (error) {
    console.warn(
      "[upload] image refused by the decoder:",
      error instanceof Error ? error.message : error,
    );
  }
  throw new UnsupportedMediaTypeError(UPLOAD_MESSAGES.imageProcessing);
}

export type CheckedDocument = {
  mimeType: string;
  extension: "pdf" | "doc" | "docx" | "txt";
  /** The bytes to store: a text is kept in UTF-8 (a legacy Windows text is converted). */
  bytes: Uint8Array;
};

export async function checkDocument(bytes: Uint8Array, fileName: string): Promise<CheckedDocument> {
  if (bytes.byteLength > DOCUMENT_MAX_BYTES)
    throw new PayloadTooLargeError(UPLOAD_MESSAGES.documentSize(fileName));
  if (bytes.byteLength === 0) throw new ValidationError(UPLOAD_MESSAGES.empty(fileName));
  const refuse = () => new UnsupportedMediaTypeError(UPLOAD_MESSAGES.documentType(fileName));
  const type = await fileTypeFromBuffer(bytes);
  if (!type) {
    const charset = plainTextCharset(bytes);
    if (!charset) throw refuse();
    // Every text is served as UTF-8 (accents intact whatever the browser guesses).
    const text =
      charset === "utf-8" ? bytes : Buffer.from(new TextDecoder(charset).decode(bytes), "utf8");
    return { mimeType: "text/plain; charset=utf-8", extension: "txt", bytes: text };
  }
  if (type.mime === "application/pdf")
    return { mimeType: "application/pdf", extension: "pdf", bytes };
  if (type.ext === "cfb") {
    // An OLE2 container is a Word document when it holds the "WordDocument" stream (its name is
    // stored in UTF-16LE in the container's directory); Excel or Outlook files do not. One with
    // a VBA project (the "Macros" storage of Word 97, "_VBA_PROJECT", "VBA") is refused.
    if (!Buffer.from(bytes).includes(Buffer.from("WordDocument", "utf16le"))) throw refuse();
    if (hasOleEntry(Buffer.from(bytes), ["Macros", "_VBA_PROJECT", "VBA"]))
      throw new UnsupportedMediaTypeError(UPLOAD_MESSAGES.documentMacros(fileName));
    return { mimeType: "application/msword", extension: "doc", bytes };
  }
  if (type.ext === "docx" || type.ext === "zip") {
    checkDocxArchive(Buffer.from(bytes), fileName);
    return {
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      extension: "docx",
      bytes,
    };
  }
  throw refuse();
}

/**
 * Text a browser will show as text: valid UTF-8 (or, failing that, a legacy single-byte text
 * without control characters), with no HTML, SVG or XML markup that a viewer could run or render.
 */
function plainTextCharset(bytes: Uint8Array): "utf-8" | "windows-1252" | null {
  // UTF-16 (with its byte-order mark or not) holds NUL bytes: refused below as a control character.
  if (
    /[\u0000-\u0008\u000b\u000e-\u001a\u001c-\u001f\u007f]/.test(
      Buffer.from(bytes).toString("latin1"),
    )
  )
    return null;
  let text: string;
  let charset: "utf-8" | "windows-1252" = "utf-8";
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes);
    charset = "windows-1252";
  }
  if (
    /<\s*(!doctype|html|head|body|script|svg|iframe|object|embed|style|meta|link|img|a\s|form|\?xml|xml|math)\b/i.test(
      text,
    )
  )
    return null;
  return charset;
}

/**
 * The zip is read entry by entry and every entry unpacked against a budget, so that neither the
 * entry count nor the declared sizes (which a bomb may lie about) are trusted. A DOCX must hold
 * [Content_Types].xml naming a Word document and word/document.xml.
 */
function checkDocxArchive(zip: Buffer, fileName: string): void {
  const invalid = () => new UnsupportedMediaTypeError(UPLOAD_MESSAGES.documentType(fileName));
  const bomb = () => new PayloadTooLargeError(UPLOAD_MESSAGES.documentBomb(fileName));
  const end = findEndOfCentralDirectory(zip);
  if (end < 0) throw invalid();
  const entries = zip.readUInt16LE(end + 10);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (entries === 0xffff || directoryOffset === 0xffffffff) throw bomb(); // zip64: no Word file needs it
  if (entries > DOCX_MAX_ENTRIES) throw bomb();

  let offset = directoryOffset;
  let budget = DOCX_MAX_UNPACKED_BYTES;
  let contentTypes = "";
  let hasDocument = false;
  let hasMacros = false;
  for (let index = 0; index < entries; index += 1) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== 0x02014b50) throw invalid();
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const declaredSize = zip.readUInt32LE(offset + 24);
    const nameLength = zip.readUInt16LE(offset + 28);
    const next =
      offset + 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
    const name = zip.toString("utf8", offset + 46, offset + 46 + nameLength);
    const local = zip.readUInt32LE(offset + 42);
    offset = next;

    if (declaredSize > budget) throw bomb();
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) throw invalid();
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (dataStart + compressedSize > zip.length) throw invalid();
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    let unpacked: Buffer;
    if (method === 0) unpacked = data;
    else if (method === 8) {
      try {
        unpacked = inflateRawSync(data, {
          maxOutputLength: Math.max(1, Math.min(budget, declaredSize + 1)),
        });
      } catch (error) {
        if (
          error instanceof RangeError ||
          (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE"
        )
          throw bomb();
        throw invalid();
      }
    } else throw invalid();
    if (unpacked.length !== declaredSize) throw declaredSize < unpacked.length ? bomb() : invalid();
    budget -= unpacked.length;
    if (name === "[Content_Types].xml") contentTypes = unpacked.toString("utf8");
    if (name === "word/document.xml") hasDocument = true;
    if (/(^|\/)vbaProject\.bin$/i.test(name) || /(^|\/)vbaData\.xml$/i.test(name)) hasMacros = true;
  }
  // A macro-enabled document (.docm renamed, or a .docx carrying a VBA project) is refused.
  if (hasMacros || /macroEnabled|vbaProject/i.test(contentTypes))
    throw new UnsupportedMediaTypeError(UPLOAD_MESSAGES.documentMacros(fileName));
  if (!hasDocument || !contentTypes.includes("wordprocessingml.document.main+xml")) throw invalid();
}

/**
 * Whether an OLE2 compound file's directory names one of `names`: directory entries are 128 bytes,
 * aligned on 128 from the start of the file, and begin with the entry's name in UTF-16LE ended by
 * a NUL character.
 */
function hasOleEntry(file: Buffer, names: string[]): boolean {
  const wanted = names.map((name) => Buffer.from(`${name}\0`, "utf16le"));
  for (let offset = 512; offset + 128 <= file.length; offset += 128) {
    if (wanted.some((name) => file.subarray(offset, offset + name.length).equals(name)))
      return true;
  }
  return false;
}

function findEndOfCentralDirectory(zip: Buffer): number {
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  for (let offset = zip.length - 22; offset >= lowest; offset -= 1) {
    if (zip.readUInt32LE(offset) === 0x06054b50) return offset;
  }
  return -1;
}

/**
 * The name kept for downloads: no path, no control characters (bidirectional overrides and
 * isolates included, which can disguise "fdp.exe" as "exe.pdf"), at most 200 characters, and the
 * extension of what the bytes are.
 */
export function storedFileName(fileName: string, extension: string): string {
  const base = (fileName.split(/[\\/]/).pop() ?? "")
    .replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .trim()
    .replace(/\.[a-z0-9]{1,5}$/i, "")
    .slice(0, 200);
  return `${base || "fichier"}.${extension}`;
}

/** The spec's default title: the file name without its extension. */
export function titleFromFileName(fileName: string): string {
  return storedFileName(fileName, "x").replace(/\.x$/, "");
}
