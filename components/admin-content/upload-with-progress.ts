// Uploads from the admin screens: multipart through XMLHttpRequest, for its progress events
// (fetch has none for request bodies). The server decides; these checks only spare a round trip.

export type UploadAnswer =
  { ok: true; body: Record<string, unknown> } | { ok: false; error: string | null };

export function uploadFile(
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    const form = new FormData();
    form.append("file", file, file.name);
    request.open("POST", url);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = (request.response ?? {}) as Record<string, unknown>;
      if (request.status >= 200 && request.status < 300 && body.success)
        resolve({ ok: true, body });
      else resolve({ ok: false, error: typeof body.error === "string" ? body.error : null });
    };
    request.onerror = () => resolve({ ok: false, error: null });
    request.send(form);
  });
}

export { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES } from "@/lib/files/upload-limits";
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"];
export const DOCUMENT_EXTENSIONS = /\.(pdf|docx?|txt)$/i;
