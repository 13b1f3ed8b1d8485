import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- why: Next's compiled copy of `compression` (what its server runs) ships no types
import compression from "next/dist/compiled/compression";
import { passPrecompressed, PRECOMPRESSED_HEADER } from "../../scripts/serve.mjs";

// Our server's header fixes, under Next's real compression middleware: a route handler's
// Content-Type arrives as a one-element array (which the middleware refused to compress), and a
// route's own gzip is announced through an internal header.

const json = JSON.stringify({
  success: true,
  items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Publication ${i}` })),
});
const compressed = gzipSync(json);

let server: http.Server;
let base = "";
beforeAll(async () => {
  const compress = (
    compression as () => (
      req: http.IncomingMessage,
      res: http.ServerResponse,
      next: () => void,
    ) => void
  )();
  server = http.createServer((req, res) => {
    passPrecompressed(res, { keepMarks: req.url === "/marked-fill" });
    compress(req, res, () => {});
    if (req.url?.startsWith("/marked")) {
      // A route's marks for the visitors' bytes (lib/visitor-cache/visitor-bytes.ts).
      res.setHeader("x-srh-visitor-bytes", "publications");
      res.setHeader("x-srh-visitor-bytes-until", "1");
      res.setHeader("content-type", ["application/json"]);
      res.end(json);
    } else if (req.url === "/route-handler") {
      res.setHeader("content-type", ["application/json"]);
      res.end(json);
    } else {
      res.setHeader("content-type", ["application/json"]);
      res.setHeader(PRECOMPRESSED_HEADER, ["gzip"]);
      res.end(compressed);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function get(path: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { "accept-encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("the production server's headers", () => {
  it("lets Next compress a route handler's JSON", async () => {
    const { headers, body } = await get("/route-handler");
    expect(headers["content-type"]).toBe("application/json");
    expect(headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(body).toString()).toBe(json);
  });

  it("sends a route's own gzip once, as gzip", async () => {
    const { headers, body } = await get("/precompressed");
    expect(headers["content-encoding"]).toBe("gzip");
    expect(headers[PRECOMPRESSED_HEADER]).toBeUndefined();
    expect(gunzipSync(body).toString()).toBe(json);
  });

  it("keeps a route's marks for the visitors' bytes to the server's own fills", async () => {
    const sent = await get("/marked");
    expect(sent.headers["x-srh-visitor-bytes"]).toBeUndefined();
    expect(sent.headers["x-srh-visitor-bytes-until"]).toBeUndefined();
    const fill = await get("/marked-fill");
    expect(fill.headers["x-srh-visitor-bytes"]).toBe("publications");
    expect(fill.headers["x-srh-visitor-bytes-until"]).toBe("1");
  });
});
