// The production server (`npm run serve`; `npm start` builds first): Next's own request handler.
// A server of ours only for what `next start` cannot do: decide the client's address from the
// socket (and, until an upstream fix lands, let route handlers' answers be compressed, below). Next keeps a client-written X-Forwarded-For as it came, so a client talking to the app
// directly could choose the address the rate limits count; here the socket's peer is appended
// and only the entries written by the TRUSTED_PROXY_HOPS proxies in front are kept.
//
//   HOST                 address to listen on (default 127.0.0.1; 0.0.0.0 to be reached directly)
//   PORT                 port (default 3000)
//   TRUSTED_PROXY_HOPS   proxies in front that append the client's address to X-Forwarded-For
//                        (default 0; 1 behind deploy/nginx.conf, Caddy or a load balancer)
import http from "node:http";
import path from "node:path";
import next from "next";

const root = path.resolve(import.meta.dirname, "..");

/** The client: the entry just before the trusted proxies' own; what a client wrote is ignored. */
export function clientAddress(forwardedFor, socketAddress, trustedHops) {
  const chain = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  chain.push(socketAddress ?? "unknown");
  return chain[Math.max(0, chain.length - 1 - trustedHops)];
}

// Headers a response may carry several times; any other header is single-valued.
const LISTED_HEADERS = new Set(["set-cookie", "vary", "www-authenticate", "proxy-authenticate"]);

/**
 * Next copies a route handler's headers as one-element arrays (`Content-Type: ["application/json"]`),
 * which its compression filter does not recognise: every route handler's answer (the legacy API's
 * lists, the sitemap, the feeds) went out uncompressed (vercel/next.js#98007, fix proposed in
 * #98044). Until that lands, a single-valued header given as one value in an array is set as it.
 */
export function setSingleValuedHeaders(res) {
  const setHeader = res.setHeader;
  res.setHeader = function (name, value) {
    const single =
      Array.isArray(value) && value.length === 1 && !LISTED_HEADERS.has(name.toLowerCase());
    return setHeader.call(this, name, single ? value[0] : value);
  };
}

export async function serve({ port, host, trustedHops }) {
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
    setSingleValuedHeaders(res);
    void handle(req, res);
  });
  // Longer than a proxy's idle keep-alive (nginx and load balancers keep 60 s): a reused
  // connection is never being closed by us as it sends a request.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise((resolve) => server.listen(port, host, resolve));
  console.info(`[server] listening on http://${host}:${port} (trusted proxy hops: ${trustedHops})`);
  const stop = () => server.close(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  return server;
}

export function settings() {
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
