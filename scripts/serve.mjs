// The production server (`npm run serve`; `npm start` builds first): Next's request handler behind
// a plain Node HTTP server, so that the client's address is decided here, once, from the socket
// and the number of proxies we trust, instead of from whatever X-Forwarded-For a client writes.
//
//   HOST                 address to listen on (default 127.0.0.1; 0.0.0.0 to be reached directly)
//   PORT                 port (default 3000)
//   TRUSTED_PROXY_HOPS   proxies in front of the app that append the client's address to
//                        X-Forwarded-For (default 0: the socket's peer is the client; 1 behind
//                        nginx, Caddy or a load balancer)
//   VISITOR_BYTES_MAX_MB memory for visitors' pages answered before Next (scripts/visitor-bytes.mjs;
//                        default 64, 0 turns it off, members' pages included)
//   MEMBER_BYTES_MAX_MB  memory for members' own pages answered the same way (default 32, 0 turns
//                        it off)
import { AsyncLocalStorage } from "node:async_hooks";
import http from "node:http";
import path from "node:path";
import next from "next";
import {
  DEFAULT_MAX_BYTES,
  DEFAULT_MEMBER_MAX_BYTES,
  FILL_HEADER,
  MEMBER_PAGES,
  MEMBERS_TAG,
  VISITOR_PAGES_UNTIL_WRITE,
  TAG_HEADER,
  UNTIL_HEADER,
  VISITOR_BYTES,
  createVisitorBytes,
  loopbackFetcher,
  newFillSecret,
  readCachedViewRules,
  readStaticPageRules,
} from "./visitor-bytes.mjs";

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
//
// A route's marks for the visitors' bytes (scripts/visitor-bytes.mjs) are read by this server's own
// fill requests (`keepMarks`) and dropped from every other answer.
export function passPrecompressed(res, { keepMarks = false } = {}) {
  const setHeader = res.setHeader;
  res.setHeader = function setHeaderPassingEncoding(name, value) {
    const header = String(name).toLowerCase();
    if (!keepMarks && (header === TAG_HEADER || header === UNTIL_HEADER)) return this;
    if (header === PRECOMPRESSED_HEADER)
      return setHeader.call(this, "Content-Encoding", Array.isArray(value) ? value[0] : value);
    if (header === "content-type" && Array.isArray(value) && value.length === 1)
      return setHeader.call(this, name, value[0]);
    return setHeader.call(this, name, value);
  };
}

// Next hands the work it finishes after a response (its own tag expiry after revalidateTag, after())
// to the platform's waitUntil when there is one: this server is that platform. Each request's
// scope collects that work and the content tags revalidated during the request, so that the
// visitors' bytes drop those tags again once Next's expiry is applied (scripts/visitor-bytes.mjs).
const requestScope = new AsyncLocalStorage();
const NEXT_REQUEST_CONTEXT = Symbol.for("@next/request-context");
const SESSION_DECODER = Symbol.for("srh.session-decoder");
// Set by the app once it listens for the database's writes (lib/visitor-cache/member-pages.ts).
const LISTENING_FOR_WRITES = Symbol.for("srh.listening-for-writes");

// Work still running after its response (e-mails sent after(), say): awaited before the process exits.
const unfinished = new Set();

function newScope(res, onSettled) {
  const pending = [];
  const tags = new Set();
  return {
    pending,
    tags,
    /** A content tag revalidated during this request: dropped again once the request settled. */
    remember(tag) {
      // A listener only on the rare request that writes: every response already has ten.
      if (tags.size === 0) {
        const closed = res.closed
          ? Promise.resolve()
          : new Promise((resolve) => res.once("close", resolve));
        void closed.then(() => settled(this)).then(() => onSettled([...tags]));
      }
      tags.add(tag);
    },
    waitUntil(promise) {
      const work = Promise.resolve(promise)
        .catch((error) => console.error("[server] waitUntil:", error))
        .finally(() => unfinished.delete(work));
      unfinished.add(work);
      pending.push(work);
    },
  };
}

/** Resolves once the request's deferred work (and any it added meanwhile) has settled. */
async function settled(scope) {
  let count;
  do {
    count = scope.pending.length;
    await Promise.all(scope.pending);
  } while (scope.pending.length !== count);
}

export async function serve({
  port,
  host,
  trustedHops,
  visitorBytesMax = DEFAULT_MAX_BYTES,
  memberBytesMax = DEFAULT_MEMBER_MAX_BYTES,
}) {
  process.env.SRH_PRECOMPRESSED_RESPONSES = "1";
  // Where this instance reaches itself (lib/visitor-cache/cross-instance.ts, the visitors' bytes).
  const selfHost = ["0.0.0.0", "::", ""].includes(host) ? "127.0.0.1" : host;
  process.env.SRH_INTERNAL_URL = `http://${selfHost.includes(":") ? `[${selfHost}]` : selfHost}:${port}`;
  const app = next({ dev: false, dir: root, hostname: host, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const fillSecret = newFillSecret();
  const bytes =
    visitorBytesMax > 0
      ? createVisitorBytes({
          rules: [...readCachedViewRules(root), ...readStaticPageRules(root)],
          maxBytes: visitorBytesMax,
          fetchView: loopbackFetcher({ host: selfHost, port, fillHeader: FILL_HEADER, fillSecret }),
          // The app's session decoder, registered at its start (lib/visitor-cache/visitor-bytes.ts):
          // until then, any session cookie goes to Next.
          sessionOf: (token) => {
            const decode = globalThis[SESSION_DECODER];
            return decode ? decode(token) : Promise.reject(new Error("no decoder yet"));
          },
          memberPages: memberBytesMax > 0 ? MEMBER_PAGES : {},
          memberPagesOn: () => globalThis[LISTENING_FOR_WRITES] === true,
          visitorPagesUntilWrite: VISITOR_PAGES_UNTIL_WRITE,
          memberMaxBytes: memberBytesMax,
        })
      : null;
  // revalidateContent (lib/visitor-cache) finds the cache here, whichever module copy calls it.
  globalThis[VISITOR_BYTES] = {
    invalidate(tag) {
      bytes?.invalidate(tag);
      requestScope.getStore()?.remember(tag);
    },
  };
  globalThis[NEXT_REQUEST_CONTEXT] = { get: () => requestScope.getStore() };

  const toNext = (req, res, isFill = false) => {
    passPrecompressed(res, { keepMarks: isFill });
    const scope = newScope(res, (tags) => tags.forEach((tag) => bytes?.invalidate(tag)));
    if (bytes && !isFill && req.method !== "GET" && req.method !== "HEAD") {
      // A request that may write (a server action, a webhook, a form): members' pages kept
      // before it are dropped when it starts, as soon as its answer is sent (before the browser
      // can ask for the next page), and once its deferred work has settled. The database's
      // notification (lib/visitor-cache/member-pages.ts) does it too, a moment later.
      bytes.invalidate(MEMBERS_TAG);
      res.once("finish", () => bytes.invalidate(MEMBERS_TAG));
      scope.remember(MEMBERS_TAG);
    }
    requestScope.run(scope, () => void handle(req, res));
  };

  const server = http.createServer((req, res) => {
    req.headers["x-forwarded-for"] = clientAddress(
      req.headers["x-forwarded-for"],
      req.socket.remoteAddress,
      trustedHops,
    );
    delete req.headers["x-real-ip"];
    // This server's own request for a page to keep (scripts/visitor-bytes.mjs) goes to Next.
    const isFill = req.headers[FILL_HEADER] === fillSecret;
    delete req.headers[FILL_HEADER];
    const target = !isFill && bytes ? bytes.targetOf(req) : null;
    if (!target) return toNext(req, res, isFill);
    bytes.answer(req, res, target).then(
      (answered) => {
        // A session on a page not kept for members: by Next.
        if (!answered) toNext(req, res);
      },
      (error) => {
        console.error("[server] visitor page from memory failed, answered by Next:", error);
        if (!res.headersSent) toNext(req, res);
        else res.destroy();
      },
    );
  });
  // An idle keep-alive connection is closed after 65 s, not Node's 5 s: a client or proxy that
  // reuses it (a load balancer keeps them 60 s) then never sends a request on a socket being
  // closed, which it would see reset (CI saw a test's GET reset after 5 s idle).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise((resolve) => server.listen(port, host, resolve));
  console.info(
    `[server] listening on http://${host}:${port} (trusted proxy hops: ${trustedHops}; visitors' pages in memory: ${bytes ? `up to ${Math.round(visitorBytesMax / 1024 / 1024)} MB` : "off"}; members' pages: ${bytes && memberBytesMax > 0 ? `up to ${Math.round(memberBytesMax / 1024 / 1024)} MB` : "off"})`,
  );
  const stop = () =>
    server.close(() => void Promise.all(unfinished).finally(() => process.exit(0)));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  return server;
}

function settings() {
  const port = Number(process.env.PORT || 3000);
  const host = process.env.HOST || "127.0.0.1";
  const trustedHops = Number(process.env.TRUSTED_PROXY_HOPS || 0);
  const visitorBytesMb = Number(
    process.env.VISITOR_BYTES_MAX_MB || DEFAULT_MAX_BYTES / 1024 / 1024,
  );
  const memberBytesMb = Number(
    process.env.MEMBER_BYTES_MAX_MB || DEFAULT_MEMBER_MAX_BYTES / 1024 / 1024,
  );
  const isSize = (mb) => Number.isFinite(mb) && mb >= 0;
  if (
    !Number.isInteger(port) ||
    port <= 0 ||
    !Number.isInteger(trustedHops) ||
    trustedHops < 0 ||
    !isSize(visitorBytesMb) ||
    !isSize(memberBytesMb)
  ) {
    console.error(
      "[config] PORT doit être un port, TRUSTED_PROXY_HOPS un entier positif ou nul, VISITOR_BYTES_MAX_MB et MEMBER_BYTES_MAX_MB des nombres positifs ou nuls (invalid PORT, TRUSTED_PROXY_HOPS, VISITOR_BYTES_MAX_MB or MEMBER_BYTES_MAX_MB).",
    );
    process.exit(1);
  }
  return {
    port,
    host,
    trustedHops,
    visitorBytesMax: Math.round(visitorBytesMb * 1024 * 1024),
    memberBytesMax: Math.round(memberBytesMb * 1024 * 1024),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.NODE_ENV = "production";
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  await serve(settings());
}

export { settings };
