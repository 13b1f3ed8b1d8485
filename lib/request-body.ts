// Reading a request body with a size limit, shared by the route wrapper and the upload parser.

/** The body's bytes (null without a body), stopped as soon as they pass `maxBytes`; a declared length is checked first. */
export async function readBodyBytes(
  req: Request,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<Uint8Array | null> {
  if (Number(req.headers.get("content-length") ?? 0) > maxBytes) throw tooLarge();
  if (!req.body) return null;
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}
