import "server-only";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { env } from "@/lib/env";

// Big answers that change rarely are compressed once and sent as they are to every client that
// accepts gzip, instead of being sent in full (Next compresses no route handler's answer) or
// compressed again on every call. Only behind our own server (scripts/serve.mjs), which turns the
// internal header below into Content-Encoding; elsewhere the plain bytes go out.

const PRECOMPRESSED_HEADER = "x-srh-content-encoding";
const compress = promisify(gzip);

export type PrecompressedBody = {
  bytes: Uint8Array<ArrayBuffer>;
  gzipped?: Promise<Uint8Array<ArrayBuffer>>;
};

/** Whether an Accept-Encoding header takes gzip (RFC 9110 §12.5.3: gzip or *, with q above 0). */
export function acceptsGzip(header: string | null): boolean {
  return (header ?? "").split(",").some((entry) => {
    const [coding = "", ...params] = entry.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    return (
      (coding.trim() === "gzip" || coding.trim() === "*") && (q === undefined || Number(q) > 0)
    );
  });
}

/** The body as a Response: gzip (made once per body) when the client and the server allow it. */
export async function precompressedResponse(
  body: PrecompressedBody,
  request: Request,
  headers: Record<string, string>,
): Promise<Response> {
  if (!env.SRH_PRECOMPRESSED_RESPONSES || !acceptsGzip(request.headers.get("accept-encoding"))) {
    return new Response(body.bytes, { headers: { ...headers, Vary: "Accept-Encoding" } });
  }
  body.gzipped ??= compress(body.bytes).then((buffer) => new Uint8Array(buffer));
  return new Response(await body.gzipped, {
    headers: { ...headers, Vary: "Accept-Encoding", [PRECOMPRESSED_HEADER]: "gzip" },
  });
}
