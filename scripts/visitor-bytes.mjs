// Visitors' pages as bytes in memory (issue #21), answered by our Node server (scripts/serve.mjs)
// before Next's request pipeline: no proxy, no routing, no render path, no per-response gzip.
//
// - Which requests: GET and HEAD of a page that next.config.ts rewrites to a visitor's cached
//   view (/cached/…; the rules are read from the build's routes manifest, so they are Next's own),
//   of a page Next prerendered at build time (its prerender manifest: none of the site's pages
//   today, the institutional pages being cached views too; see readStaticPageRules), or of the
//   legacy `GET /api/content?contentType=publications[&type=][&id=]`, with none of the headers of
//   Next's client-side navigation (those ask for another format), and no session: either no
//   session cookie at all, or only ones the app's own decoder refuses (`sessionOf`, registered
//   by the app at start: lib/visitor-cache/visitor-bytes.ts). Such a junk cookie is answered the
//   visitors' bytes and cleared, as proxy.ts does. Anything else goes through Next as before:
//   members (a cookie that decodes, even if revoked since; but see members' own pages below),
//   searches, tag filters.
// - Keyed by the cached view the address is rewritten to (/publications?type=jo&page=1&utm=x and
//   /publications?type=jo are one entry), and filled by asking Next, on this very server, for that
//   view's canonical address: what is stored under a key is always that key's page.
// - Kept only when Next itself marks the answer as a visitors' cached page: status 200, an ISR
//   answer (x-nextjs-cache HIT or MISS, Cache-Control s-maxage), no Set-Cookie; the API's answers
//   when the route marks them with the internal `x-srh-visitor-bytes: <tag>` header (its visitors'
//   answers; `x-srh-visitor-bytes-until` bounds the entry's life: the next scheduled item).
// - Stored once as they are, gzip and brotli; answered with an ETag (If-None-Match → 304).
// - Bounded: least recently used entries go first beyond `maxBytes` (all three encodings
//   counted); an entry also lives at most `ttlMs` (then Next is asked again: the ten-minute
//   refresh of scheduled items stays Next's, plus at most this).
// - Dropped by tag when content changes: `revalidateContent` (lib/visitor-cache) calls
//   `invalidate(tag)` through globalThis, for a write in this process and for another instance's
//   write announced by the database (lib/visitor-cache/cross-instance.ts). Next applies its own
//   tag expiry after the writing request's response (its waitUntil): the server tells this cache
//   when that request has settled (`settled`), and the tag is dropped again then, together with
//   any entry filled in between.
// - Members' own pages (/profile, /documents, /faq; `memberPages`), for a request whose one session
//   cookie the app's decoder accepts (`sessionOf`: secret, format, expiry) and with no query: kept
//   per session (the token's subject and id, which only its holder can present) and page, filled by
//   asking Next with that session cookie alone, kept when Next answers 200 HTML with no Set-Cookie.
//   Any committed write to the database drops them all (tag `members`: the server on each of its
//   own writing requests, the database's notification for every other writer, lib/visitor-cache/
//   member-pages.ts); an entry lives at most `ttlMs` (a membership's state follows the clock).
//   Bounded apart from the visitors' pages (`memberMaxBytes`). A revoked session's token still
//   decodes: its revocation is a write, so its pages are gone, and Next answers it as before.
// - Visitors' pages Next renders per request (`visitorPagesUntilWrite`: the signup, whose server
//   actions re-render the real route, so it cannot be a cached view), for a request with no session
//   and no query: one copy for every visitor, filled by asking Next with no cookie, kept on the
//   same terms as members' pages (200 HTML, no Set-Cookie, dropped by any committed write, at most
//   `ttlMs`, only while the app listens for writes).
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

export const VISITOR_BYTES = Symbol.for("srh.visitor-bytes");
export const CACHED_VIEWS_PREFIX = "/cached/";
export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
export const DEFAULT_TTL_MS = 60_000;
export const DEFAULT_MEMBER_MAX_BYTES = 32 * 1024 * 1024;
/**
 * Members' pages answered from memory for their own session, each with the one query parameter it
 * may carry (an id, as a lower-case UUID): /profile?id=… is a member's profile (the owner's, or
 * any for an administrator); with anything else in the query (a search, a notice) Next answers.
 */
export const MEMBER_PAGES = { "/profile": "id", "/documents": null, "/faq": null };
/** The tag of every member's page: dropped by any committed write to the database. */
export const MEMBERS_TAG = "members";
/**
 * Visitors' pages Next renders per request, each the same for every visitor: kept like members'
 * pages (tag `members`). The signup reads the public tiers, and the viewer only to send a member on.
 */
export const VISITOR_PAGES_UNTIL_WRITE = ["/jadhere-au-srh"];

/**
 * Visitors' cached views that work without JavaScript, served without Next's scripts (issue #21):
 * the framework, the page's payload and its hydration are for interaction these pages do not need
 * (their links are plain links, the list's search a GET form, the newsletter form a server action
 * that posts without scripts, the header's menus native HTML with one inline script of ours, the
 * links' logo fallback and the article's print button another: components/site/).
 * Members, and the pages not named here (forms with client-side checks, the FAQ's filter, the
 * board's map), keep React.
 */
export const SCRIPT_FREE_VIEWS = [
  "/cached/home",
  "/cached/publications/",
  "/cached/item/",
  "/cached/presentation",
  "/cached/statuts",
  "/cached/privacy",
  "/cached/qui-sommes-nous",
  "/cached/nos-informations",
  "/cached/links",
  "/cached/article/",
];
/** The attribute that keeps an inline script of ours in a page served without Next's scripts. */
export const KEPT_SCRIPT_ATTRIBUTE = "data-without-react";

const isScriptFreeView = (view) =>
  SCRIPT_FREE_VIEWS.some((prefix) =>
    prefix.endsWith("/") ? view.startsWith(prefix) : view === prefix,
  );

/**
 * A page's HTML without Next's scripts: its script tags (the framework's files and the inline
 * payload; an inline payload cannot contain `</script>`, React escapes it) and their preloads,
 * keeping the structured data (JSON-LD) and the scripts marked KEPT_SCRIPT_ATTRIBUTE. Null when
 * the page needs its scripts to show everything: a boundary still streamed or rendered on the
 * client (React's `<template>`, `<!--$?-->` and `<!--$!-->` markers).
 */
export function withoutNextScripts(html) {
  if (/<template\b|<!--\$[?!]-->/.test(html)) return null;
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/g, (tag, attributes) =>
      attributes.includes(KEPT_SCRIPT_ATTRIBUTE) ||
      /\btype="application\/ld\+json"/.test(attributes)
        ? tag
        : "",
    )
    .replace(/<link\b[^>]*>/g, (tag) =>
      /\bas="script"|\brel="modulepreload"/.test(tag) ? "" : tag,
    );
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

// The session cookie's names (lib/auth/cookie-names.ts). The app reads no other (no chunks).
const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];
// The session hint the header's account menu reads (lib/auth/session-hint.ts): cleared with a junk
// session, as proxy.ts does; its administrators' value picks /faq's editing view.
const SESSION_HINT_COOKIE = "srh-session";
const ADMIN_SESSION_HINT = "admin";
// Route handlers' marks (lib/visitor-cache/visitor-bytes.ts): internal, never sent to a client.
export const TAG_HEADER = "x-srh-visitor-bytes";
export const UNTIL_HEADER = "x-srh-visitor-bytes-until";
// Counted per entry beyond its bytes (keys, headers, the Map): many tiny answers stay bounded too.
const ENTRY_OVERHEAD_BYTES = 2048;
// Next's client-side navigation and prefetches ask for the React Server Components payload.
const NAVIGATION_HEADERS = [
  "rsc",
  "next-router-prefetch",
  "next-router-state-tree",
  "next-router-segment-prefetch",
  "next-action",
  "next-url",
];
// Not replayed: the connection's own, or set per answer here.
const DROPPED_HEADERS = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "date",
  "etag",
  "x-nextjs-cache",
  TAG_HEADER,
  UNTIL_HEADER,
]);

/** The rewrites to visitors' cached views, from the build's routes manifest. */
export function readCachedViewRules(root) {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(root, ".next/routes-manifest.json"), "utf8"),
  );
  const rewrites = Array.isArray(manifest.rewrites)
    ? manifest.rewrites
    : (manifest.rewrites?.beforeFiles ?? []);
  return rewrites.filter(
    (rule) =>
      typeof rule.destination === "string" &&
      rule.destination.startsWith(CACHED_VIEWS_PREFIX) &&
      !rule.source.includes(":") &&
      (rule.has ?? []).every((c) => ["query", "cookie"].includes(c.type)) &&
      // A missing header (Content-Type: no body) holds for the GETs and HEADs answered here.
      (rule.missing ?? []).every((c) => ["query", "cookie", "header"].includes(c.type)),
  );
}

/** The tag of pages prerendered once at build time: never dropped by content (only by age). */
export const STATIC_TAG = "static";

/**
 * The pages Next prerendered at build time and never revalidates (the build's prerender
 * manifest; none of the site's pages today: the institutional pages are cached views, rendered
 * at run time for the running SITE_URL): the same bytes for every visitor, whatever the query.
 */
export function readStaticPageRules(root) {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(root, ".next/prerender-manifest.json"), "utf8"),
  );
  return Object.entries(manifest.routes ?? {})
    .filter(
      ([route, info]) =>
        !route.startsWith("/_") &&
        info.srcRoute === route &&
        typeof info.dataRoute === "string" &&
        info.initialRevalidateSeconds === false,
    )
    .map(([route]) => ({ source: route, destination: route, tag: STATIC_TAG }));
}

/**
 * The cache tag of a cached view: the links page reads links; the board and contact pages the
 * union's data; the home, lists, items and articles read publications; the institutional pages
 * (/cached/presentation…), the visitors' FAQ, login and signup no content staff write.
 */
export function tagOf(view) {
  if (view === "/cached/links") return "links";
  if (view.startsWith("/cached/bureau/") || view.startsWith("/cached/contactez-nous/"))
    return "union";
  const publicationViews = [
    "/cached/home",
    "/cached/publications/",
    "/cached/item/",
    "/cached/article/",
  ];
  return publicationViews.some((prefix) => view === prefix || view.startsWith(prefix))
    ? "publications"
    : STATIC_TAG;
}

/**
 * The cached view a visitor's address is rewritten to, and the canonical address to ask Next for
 * it, or null. Query conditions as Next matches them (the last value of a repeated key; an empty
 * value is absent); cookie conditions are the caller's (no session cookie at all).
 */
export function cachedViewOf(rules, pathname, searchParams) {
  const valueOf = (key) => searchParams.getAll(key).at(-1) || undefined;
  for (const rule of rules) {
    if (rule.source !== pathname) continue;
    const captures = {};
    const canonical = new URLSearchParams();
    const hasAll = (rule.has ?? []).every((condition) => {
      if (condition.type !== "query") return true;
      const value = valueOf(condition.key);
      if (value === undefined) return false;
      if (condition.value) {
        const match = new RegExp(`^${condition.value}$`).exec(value);
        if (!match) return false;
        Object.assign(captures, match.groups);
      }
      canonical.set(condition.key, value);
      return true;
    });
    if (!hasAll) continue;
    const missesAll = (rule.missing ?? []).every(
      (condition) => condition.type !== "query" || valueOf(condition.key) === undefined,
    );
    if (!missesAll) continue;
    const view = rule.destination.replace(/:(\w+)/g, (_, name) => captures[name] ?? "");
    const query = canonical.toString();
    return {
      view,
      tag: rule.tag ?? tagOf(view),
      canonical: query ? `${pathname}?${query}` : pathname,
    };
  }
  return null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const API_TYPE = /^[a-z_-]{1,40}$/;
export const API_CONTENT_PATH = "/api/content";

/**
 * The legacy `GET /api/content?contentType=publications[&type=][&id=]` as an entry: keyed by those
 * three parameters (the last of repeated values, as the route reads them), or null. An empty or
 * odd value, or an id that is not a lower-case UUID, goes to the route (its 400s, its misses).
 */
export function apiViewOf(pathname, searchParams) {
  if (pathname !== API_CONTENT_PATH) return null;
  const valueOf = (key) => searchParams.getAll(key).at(-1);
  if (valueOf("contentType") !== "publications") return null;
  const type = valueOf("type");
  const id = valueOf("id");
  if (type !== undefined && !API_TYPE.test(type)) return null;
  if (id !== undefined && !UUID.test(id)) return null;
  const canonical = new URLSearchParams({ contentType: "publications" });
  if (type !== undefined) canonical.set("type", type);
  if (id !== undefined) canonical.set("id", id);
  const address = `${API_CONTENT_PATH}?${canonical}`;
  return { view: address, tag: "publications", canonical: address, marked: true };
}

/** The session cookies a Cookie header carries, as `{ name, value }` (names the app reads). */
export function sessionCookiesOf(cookieHeader) {
  const found = [];
  for (const pair of String(cookieHeader ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    if (!SESSION_COOKIES.includes(name)) continue;
    const raw = pair.slice(at + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // as sent
    }
    found.push({ name, value });
  }
  return found;
}

/** The administrators' session hint as a cookie pair, if the Cookie header carries it, or null. */
export function adminHintOf(cookieHeader) {
  const pairs = String(cookieHeader ?? "")
    .split(";")
    .map((pair) => pair.trim());
  const hint = `${SESSION_HINT_COOKIE}=${ADMIN_SESSION_HINT}`;
  return pairs.includes(hint) ? hint : null;
}

/** The member's page an address is, as its canonical address, or null (see MEMBER_PAGES). */
export function memberPageOf(pages, pathname, searchParams) {
  if (!Object.hasOwn(pages, pathname)) return null;
  const keys = [...searchParams.keys()];
  if (keys.length === 0) return pathname;
  const param = pages[pathname];
  if (!param || keys.length !== 1 || keys[0] !== param) return null;
  const value = searchParams.get(param);
  return UUID.test(value) ? `${pathname}?${param}=${value}` : null;
}

/** Whether a request may be answered from the visitors' bytes (before its address is looked at). */
export function isVisitorRequest(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  return !NAVIGATION_HEADERS.some((name) => req.headers[name] !== undefined);
}

/** The Set-Cookie lines that clear a junk session cookie and its hint (as proxy.ts clears them). */
export function clearingCookies(names) {
  return [...new Set([...names, SESSION_HINT_COOKIE])].map(
    (name) =>
      `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT${name.startsWith("__Secure-") ? "; Secure" : ""}`,
  );
}

/** The encoding to send: brotli, then gzip, then none (RFC 9110 §12.5.3, q=0 refuses). */
export function chooseEncoding(acceptEncoding) {
  const accepted = new Map();
  for (const entry of String(acceptEncoding ?? "").split(",")) {
    const [coding = "", ...params] = entry.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (coding) accepted.set(coding.trim(), q === undefined ? 1 : Number(q));
  }
  const takes = (coding) => (accepted.get(coding) ?? accepted.get("*") ?? 0) > 0;
  if (takes("br")) return "br";
  if (takes("gzip")) return "gzip";
  return "identity";
}

/** Whether an If-None-Match header names this ETag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  const bare = (tag) => tag.trim().replace(/^W\//, "");
  return String(ifNoneMatch)
    .split(",")
    .some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/** Whether Next marked its answer as a visitors' cached page. */
export function isCacheableAnswer(status, headers) {
  if (status !== 200 || headers["set-cookie"] !== undefined) return false;
  if (!["HIT", "MISS"].includes(String(headers["x-nextjs-cache"] ?? ""))) return false;
  return /(?:^|,)\s*s-maxage=\d+/.test(String(headers["cache-control"] ?? ""));
}

/** Whether Next's answer to a member's page may be kept for that member's session. */
export function isMemberPageAnswer(status, headers) {
  if (status !== 200 || headers["set-cookie"] !== undefined) return false;
  return String(headers["content-type"] ?? "").startsWith("text/html");
}

/** Whether a route handler marked its answer as the visitors' one for `tag`. */
export function isMarkedAnswer(status, headers, tag) {
  return status === 200 && headers["set-cookie"] === undefined && headers[TAG_HEADER] === tag;
}

// Compression of an entry: the visitors' pages are made once for everyone (the smallest bytes);
// a member's page is made for one session, on that member's request (fast settings).
const COMPRESSION = {
  visitor: { gzipLevel: 9, brotliQuality: 11 },
  member: { gzipLevel: 6, brotliQuality: 5 },
};
// A session cookie the decoder failed on (not refused): Next decides.
const UNDECIDED = Symbol("undecided");

/**
 * The cache. `fetchView(canonical, { cookie })` asks Next for a page (an HTTP call to this server,
 * marked with `fillHeader` so that it goes through to Next; with the member's session cookie for a
 * member's page) and resolves `{ status, headers, body }`. `sessionOf(token)` is the app's decoder:
 * a session cookie's subject and id, or null for junk; without it, every session cookie is taken
 * for a session and answered by Next. `memberPagesOn()` says whether members' pages may be kept
 * now (the app listens for the database's writes).
 */
export function createVisitorBytes({
  rules,
  fetchView,
  sessionOf = async () => UNDECIDED,
  memberPages = {},
  memberPagesOn = () => true,
  visitorPagesUntilWrite = [],
  maxBytes = DEFAULT_MAX_BYTES,
  memberMaxBytes = DEFAULT_MEMBER_MAX_BYTES,
  ttlMs = DEFAULT_TTL_MS,
  now = () => Date.now(),
}) {
  const entries = new Map(); // key → entry, least recently used first
  const filling = new Map(); // key → Promise<entry | answer>
  const generations = new Map(); // tag → number of invalidations so far
  const budgets = { visitor: maxBytes, member: memberMaxBytes };
  const stored = { visitor: 0, member: 0 };
  const stats = {
    hits: 0,
    misses: 0,
    stored: 0,
    evicted: 0,
    invalidated: 0,
    junkCookies: 0,
    memberHits: 0,
  };

  const generation = (tag) => generations.get(tag) ?? 0;
  const kindOf = (target) => (target.cookie ? "member" : "visitor");

  function remove(view) {
    const entry = entries.get(view);
    if (!entry) return;
    entries.delete(view);
    stored[entry.kind] -= entry.size;
  }

  function store(entry) {
    remove(entry.view);
    if (entry.size > budgets[entry.kind]) return;
    entries.set(entry.view, entry);
    stored[entry.kind] += entry.size;
    stats.stored += 1;
    for (const [view, other] of entries) {
      if (stored[entry.kind] <= budgets[entry.kind]) break;
      if (other.kind !== entry.kind) continue;
      remove(view);
      stats.evicted += 1;
    }
  }

  function isKeepable(target, answer) {
    if (target.cookie || target.untilWrite)
      return isMemberPageAnswer(answer.status, answer.headers);
    if (target.marked) return isMarkedAnswer(answer.status, answer.headers, target.tag);
    return isCacheableAnswer(answer.status, answer.headers);
  }

  function scriptFreeBody(target, answer) {
    if (target.cookie || target.untilWrite || target.marked || !isScriptFreeView(target.view))
      return null;
    if (!String(answer.headers["content-type"] ?? "").startsWith("text/html")) return null;
    const html = withoutNextScripts(answer.body.toString("utf8"));
    return html === null ? null : Buffer.from(html, "utf8");
  }

  async function fill(target) {
    const started = generation(target.tag);
    const answer = await fetchView(
      target.canonical,
      target.cookie ? { cookie: target.cookie } : undefined,
    );
    if (!isKeepable(target, answer)) return { answer };
    const kind = kindOf(target);
    const until = Number(answer.headers[UNTIL_HEADER] ?? Infinity);
    const identity = scriptFreeBody(target, answer) ?? answer.body;
    // Pages dropped by any write are compressed on a reader's request: the fast settings.
    const { gzipLevel, brotliQuality } = COMPRESSION[target.untilWrite ? "member" : kind];
    const [gzipped, brotlied] = await Promise.all([
      gzip(identity, { level: gzipLevel }),
      brotli(identity, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
        },
      }),
    ]);
    const headers = {};
    for (const [name, value] of Object.entries(answer.headers))
      if (!DROPPED_HEADERS.has(name)) headers[name] = value;
    const vary = String(headers.vary ?? "");
    if (!/accept-encoding/i.test(vary))
      headers.vary = vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
    const entry = {
      view: target.view,
      tag: target.tag,
      kind,
      headers,
      bodies: { identity, gzip: gzipped, br: brotlied },
      etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 32)}"`,
      size: identity.byteLength + gzipped.byteLength + brotlied.byteLength + ENTRY_OVERHEAD_BYTES,
      expiresAt: Math.min(now() + ttlMs, Number.isFinite(until) ? until : Infinity),
      nextCache: answer.headers["x-nextjs-cache"],
    };
    // Content changed while this was being rendered: answer it to whoever waited, keep nothing.
    if (
      generation(target.tag) === started &&
      filling.get(target.view)?.target === target &&
      entry.expiresAt > now()
    )
      store(entry);
    return { entry };
  }

  function send(req, res, entry, source, cleared) {
    const headers = { ...entry.headers, etag: entry.etag, "x-srh-cache": source };
    if (entry.nextCache) headers["x-nextjs-cache"] = source === "hit" ? "HIT" : entry.nextCache;
    if (cleared) {
      // Clears the browser's junk cookie: kept by no shared cache.
      headers["set-cookie"] = cleared;
      headers["cache-control"] = "private, no-store";
    }
    if (matchesEtag(req.headers["if-none-match"], entry.etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    const body = entry.bodies[encoding];
    if (encoding !== "identity") headers["content-encoding"] = encoding;
    headers["content-length"] = String(body.byteLength);
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  function sendAnswer(req, res, answer, cleared) {
    const headers = {};
    for (const [name, value] of Object.entries(answer.headers))
      if (!DROPPED_HEADERS.has(name) || name === "x-nextjs-cache") headers[name] = value;
    headers["content-length"] = String(answer.body.byteLength);
    headers["x-srh-cache"] = "pass";
    if (cleared) {
      headers["set-cookie"] = [...[answer.headers["set-cookie"] ?? []].flat(), ...cleared];
      headers["cache-control"] = "private, no-store";
    }
    res.writeHead(answer.status, headers);
    res.end(req.method === "HEAD" ? undefined : answer.body);
  }

  /** Answers `target` from memory, filling its entry first if needed. */
  async function answerFromMemory(req, res, target, cleared) {
    const entry = entries.get(target.view);
    if (entry && entry.expiresAt > now()) {
      entries.delete(target.view);
      entries.set(target.view, entry);
      stats.hits += 1;
      if (entry.kind === "member") stats.memberHits += 1;
      send(req, res, entry, "hit", cleared);
      return true;
    }
    stats.misses += 1;
    let pending = filling.get(target.view);
    if (!pending) {
      const promise = fill(target).finally(() => {
        if (filling.get(target.view) === pending) filling.delete(target.view);
      });
      pending = { target, promise };
      filling.set(target.view, pending);
    }
    const result = await pending.promise;
    if (result.entry) send(req, res, result.entry, "miss", cleared);
    else sendAnswer(req, res, result.answer, cleared);
    return true;
  }

  /** A visitors' page Next renders per request, as an entry (no query: anything else to Next). */
  function untilWriteViewOf(url) {
    if (!visitorPagesUntilWrite.includes(url.pathname) || url.search !== "" || !memberPagesOn())
      return null;
    const canonical = url.pathname;
    return { view: `visitor ${canonical}`, tag: MEMBERS_TAG, canonical, untilWrite: true };
  }

  return {
    stats,
    get size() {
      return { entries: entries.size, bytes: stored.visitor + stored.member };
    },
    /**
     * What a request may be answered from memory as, or null (Next answers it): a visitors' cached
     * view, and/or a member's page. Its session cookies, if any, are checked by `answer`.
     */
    targetOf(req) {
      if (!isVisitorRequest(req)) return null;
      const url = new URL(req.url ?? "/", "http://localhost");
      const sessionCookies = sessionCookiesOf(req.headers.cookie);
      const visitorTarget =
        cachedViewOf(rules, url.pathname, url.searchParams) ??
        apiViewOf(url.pathname, url.searchParams) ??
        untilWriteViewOf(url);
      const memberPage =
        sessionCookies.length === 1 && memberPagesOn()
          ? (memberPageOf(memberPages, url.pathname, url.searchParams) ?? undefined)
          : undefined;
      if (!visitorTarget && !memberPage) return null;
      return {
        ...(visitorTarget ?? { view: "", tag: "", canonical: "" }),
        ...(sessionCookies.length > 0 ? { sessionCookies } : {}),
        ...(memberPage ? { memberPage } : {}),
      };
    },
    /**
     * Answers the request from memory, filling the entry first if needed, and resolves true; or
     * resolves false, answering nothing, when Next must answer it (a session on a page that is
     * not a member's page kept here). Rejects if Next fails.
     */
    async answer(req, res, target) {
      let cleared;
      if (target.sessionCookies) {
        const sessions = await Promise.all(
          target.sessionCookies.map(({ value }) => sessionOf(value).catch(() => UNDECIDED)),
        );
        if (sessions.includes(UNDECIDED)) return false;
        const at = sessions.findIndex(Boolean);
        if (at >= 0) {
          if (!target.memberPage) return false;
          const { sub, jti } = sessions[at];
          const { name, value } = target.sessionCookies[at];
          // The hint says which view of /faq an administrator gets (next.config.ts's rewrites):
          // part of the page, so part of its key, and the one other cookie Next is given.
          const hint = adminHintOf(req.headers.cookie);
          return answerFromMemory(req, res, {
            view: `member ${sub} ${jti} ${hint ? "admin" : "-"} ${target.memberPage}`,
            tag: MEMBERS_TAG,
            canonical: target.memberPage,
            cookie: `${name}=${encodeURIComponent(value)}${hint ? `; ${hint}` : ""}`,
          });
        }
        // Junk on a page without a visitors' view (/profile…): Next sends it to the login.
        if (!target.view) return false;
        stats.junkCookies += 1;
        cleared = clearingCookies(target.sessionCookies.map(({ name }) => name));
      }
      return answerFromMemory(req, res, target, cleared);
    },
    /** Drops every entry of a tag, and any fill of that tag under way. */
    invalidate(tag) {
      generations.set(tag, generation(tag) + 1);
      stats.invalidated += 1;
      for (const [view, entry] of entries) if (entry.tag === tag) remove(view);
      for (const [view, pending] of filling) if (pending.target.tag === tag) filling.delete(view);
    },
    clear() {
      for (const [view] of entries) remove(view);
    },
  };
}

/**
 * `fetchView` for createVisitorBytes: this server, asked over the loopback, marked as a fill; a
 * member's page with that member's session cookie and nothing else of the request.
 */
export function loopbackFetcher({ host, port, fillHeader, fillSecret }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  return (canonical, { cookie } = {}) =>
    new Promise((resolve, reject) => {
      const request = http.request(
        {
          host,
          port,
          path: canonical,
          method: "GET",
          agent,
          headers: {
            [fillHeader]: fillSecret,
            accept: "text/html",
            "accept-encoding": "identity",
            ...(cookie ? { cookie } : {}),
          },
          timeout: 60_000,
        },
        (response) => {
          const chunks = [];
          response.on("data", (chunk) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 500,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
          response.on("error", reject);
        },
      );
      request.on("timeout", () => request.destroy(new Error("visitor page fill timed out")));
      request.on("error", reject);
      request.end();
    });
}

export const FILL_HEADER = "x-srh-visitor-fill";
export const newFillSecret = () => randomBytes(24).toString("hex");
