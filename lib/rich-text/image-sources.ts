// Images inside rich text (legacy Quill and HTML content has them; the editor keeps them): only
// our own files (/images/…, /api/files?…) or https addresses. Shared by the editor (client) and
// the server's validation, so it imports nothing.

export const IMAGE_SOURCE_MESSAGE =
  "Image non autorisée\u00a0: seules les images du site et les adresses https sont acceptées.";

const MAX_URL_LENGTH = 2048;

export function isAllowedImageSource(src: unknown): src is string {
  if (typeof src !== "string") return false;
  const value = src.trim();
  if (value.length === 0 || value.length > MAX_URL_LENGTH) return false;
  // As for links: no control characters, spaces or backslashes anywhere (browsers skip or bend them).
  if (/[\u0000-\u001f\u007f\s\\]/.test(value)) return false;
  return /^https:\/\/[^/?#@]/i.test(value) || /^\/(images\/[^/]|api\/files\?)/.test(value);
}

/**
 * A legacy image's source as the editor keeps it, or null when it cannot be kept: http becomes
 * https (browsers upgrade such images on an https page anyway); inline data and anything else is
 * dropped.
 */
export function legacyImageSource(src: unknown): string | null {
  if (typeof src !== "string") return null;
  const value = src.trim().replace(/^http:\/\//i, "https://");
  return isAllowedImageSource(value) ? value : null;
}
