// Pictures over the upload limit are made smaller in the browser before they are sent:
// the same picture, aspect kept, re-encoded at a smaller size until it fits. The server still
// checks the bytes it receives; what cannot be brought under the limit keeps the spec's message.

/** Longest side tried first: larger than any place the site shows a picture. */
const START_SIDE = 2400;
const ATTEMPTS = 8;

function encode(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * The file itself when it fits in `maxBytes`; else a smaller re-encoding (JPEG for photographs,
 * WebP for PNG and WebP so that transparency survives), or null when none fits or the browser
 * cannot decode the picture.
 */
export async function shrinkImage(file: File, maxBytes: number): Promise<File | null> {
  if (file.size <= maxBytes) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    const type = file.type === "image/jpeg" ? "image/jpeg" : "image/webp";
    const canvas = document.createElement("canvas");
    const context = canvas.getContext("2d");
    if (!context) return null;
    let scale = Math.min(1, START_SIDE / Math.max(bitmap.width, bitmap.height));
    let quality = 0.85;
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      context.clearRect(0, 0, canvas.width, canvas.height);
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const blob = await encode(canvas, type, quality);
      if (blob && blob.size <= maxBytes) {
        const extension = blob.type === "image/jpeg" ? "jpg" : blob.type.replace("image/", "");
        const name = `${file.name.replace(/\.[^.]+$/, "")}.${extension}`;
        return new File([blob], name, { type: blob.type });
      }
      // Each round: a quarter fewer pixels per side and a little more compression.
      scale *= 0.75;
      quality = Math.max(0.6, quality - 0.05);
    }
    return null;
  } finally {
    bitmap.close();
  }
}
