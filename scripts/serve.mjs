// The production server (`npm run serve`; `npm start` builds first): Next's request handler behind
// a plain Node HTTP server, so that the client's address is decided here, once, from the socket
// and the number of proxies we trust, instead of from whatever X-Forwarded-For a client writes.
//
//   HOST                 address to listen on (default 127.0.0.1; 0.0.0.0 to be reached directly)
//   PORT                 port (default 3000)
//   TRUSTED_PROXY_HOPS   proxies in front of the app that append the client's address to
//                        X-Forwarded-For (default 0: the socket's peer is the client; 1 behind
//                        nginx, Caddy or a load balancer)
import http from "node:http";
import path from "node:path";
import next from "next";

const root = path.resolve(import.meta.dirname, "..");

export function clientAddress(forwardedFor, socketAddress, trustedHops) {
  const chain = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  chain.push(socketAddress ?? "unknown");
  // The last `trustedHops` proxies each appended the address they received from: the client is
  // the entry just before them. Anything further left was written by the client.
  return chain[Math.max(0, chain.length - 1 - trustedHops)];
}

// Next drops a route handler's own Content-Encoding (it cannot tell it from a body that fetch()
// already decoded). A route answering bytes it compressed once says so with this internal header
// (lib/api/precompressed.ts), turned here into Content-Encoding as Next copies the headers, before
// its compression looks: it leaves an encoded body alone. SRH_PRECOMPRESSED_RESPONSES tells the
// routes that this server is in front (on Vercel, say, they answer plain bytes).
export const PRECOMPRESSED_HEADER = "x-srh-content-encoding";

//
// Route handlers' Content-Type also arrives as a one-element array, which Next's compression
// middleware takes for "not compressible": their JSON, XML and RSS went out uncompressed. It is
// set here as the string it is.
export function passPrecompressed(res) {
  const setHeader = res.setHeader;
  res.setHeader = function setHeaderPassingEncoding(name, value) {
    const header = String(name).toLowerCase();
    if (header === PRECOMPRESSED_HEADER)
      return setHeader.call(this, "Content-Encoding", Array.isArray(value) ? value[0] : value);
    if (header === "content-type" && Array.isArray(value) && value.length === 1)
      return setHeader.call(this, name, value[0]);
    return setHeader.call(this, name, value);
  };
}

export async function serve({ port, host, trustedHops }) {
  process.env.SRH_PRECOMPRESSED_RESPONSES = "1";
  const app = next({ dev: false, dir: root, hostname: host, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const server = http.createServer((req, res) => {
    req.headers["x-forwarded-for"] = clientAddress(
      req.headers["x-forwarded-for"],
      req.socket.remoteAddress,
      trustedHops,
    );
    delete req.headers["x-real-ip"];
    passPrecompressed(res);
    void handle(req, res);
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  console.info(`[server] listening on http://${host}:${port} (trusted proxy hops: ${trustedHops})`);
  const stop = () => server.close(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  return server;
}

function settings() {
  const port = Number(process.env.PORT || 3000);
  const host = process.env.HOST || "127.0.0.1";
  const trustedHops = Number(process.env.TRUSTED_PROXY_HOPS || 0);
  if (!Number.isInteger(port) || port <= 0 || !Number.isInteger(trustedHops) || trustedHops < 0) {
    console.error(
      "[config] PORT doit être un port et TRUSTED_PROXY_HOPS un entier positif ou nul (invalid PORT or TRUSTED_PROXY_HOPS).",
    );
    process.exit(1);
  }
  return { port, host, trustedHops };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.NODE_ENV = "production";
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  await serve(settings());
}

export { settings };
