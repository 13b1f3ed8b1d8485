import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cachedViewFor, cachedViewRewrites } from "@/lib/visitor-cache/rewrites";
import {
  apiViewOf,
  cachedViewOf,
  createVisitorBytes,
  isVisitorRequest,
  readCachedViewRules,
  readStaticPageRules,
  sessionCookiesOf,
  tagOf,
  withoutNextScripts,
  type Answer,
  type VisitorBytes,
} from "../../scripts/visitor-bytes.mjs";

// Visitors' pages kept as bytes by our server before Next (issue #21): which requests, which key,
// what is kept, how it is answered, how much, and when it is dropped. Next is replaced by a double
// of its answers (`fetchView`), the only boundary of this module.

const rules = cachedViewRewrites();
const ID = "0b9f4a52-3c1e-4a8e-9d0b-2f6a1c9e7d11";

describe("which address is which cached view", () => {
  it("follows next.config.ts's rewrites (the same rules as the proxy's)", () => {
    for (const address of [
      "/",
      "/nos-liens",
      "/publications?type=jo",
      "/publications?type=jo&page=3",
      "/publications?type=jo&page=99",
      "/publications?type=jo&q=radiologie",
      "/publications?type=jo&tags=x",
      "/publications?type=inconnu",
      "/publications",
      `/item?id=${ID}&type=communique`,
      `/item?id=${ID}`,
      `/article?id=${ID}`,
      "/article?id=pas-un-uuid",
      "/presentation",
      "/bureau",
      "/contactez-nous?utm_source=lettre",
      "/faq",
      "/login",
      "/login?callbackUrl=%2Fprofile",
      "/jadhere-au-srh",
    ]) {
      const url = new URL(address, "http://localhost");
      expect(cachedViewOf(rules, url.pathname, url.searchParams)?.view ?? null, address).toBe(
        cachedViewFor(url.pathname, url.searchParams),
      );
    }
  });

  it("reads every rewrite of the build's routes manifest, those of pages with forms too", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "srh-bytes-"));
    fs.mkdirSync(path.join(root, ".next"));
    fs.writeFileSync(
      path.join(root, ".next/routes-manifest.json"),
      JSON.stringify({ rewrites: { beforeFiles: rules, afterFiles: [], fallback: [] } }),
    );
    const read = readCachedViewRules(root);
    fs.rmSync(root, { recursive: true, force: true });
    expect(read.map((rule: { source: string }) => rule.source)).toEqual(
      rules.map((rule) => rule.source),
    );
  });

  it("keys one page once whatever else the address carries, and asks Next for its canonical address", () => {
    const of = (address: string) => {
      const url = new URL(address, "http://localhost");
      return cachedViewOf(rules, url.pathname, url.searchParams);
    };
    expect(of("/publications?utm_source=x&type=jo")).toEqual({
      view: "/cached/publications/jo/1",
      tag: "publications",
      canonical: "/publications?type=jo",
    });
    expect(of("/publications?type=jo&page=1")?.view).toBe("/cached/publications/jo/1");
    // Next reads the last of repeated values: so does the key, and the address asked is that one.
    expect(of("/publications?type=jo&type=communique")).toMatchObject({
      view: "/cached/publications/communique/1",
      canonical: "/publications?type=communique",
    });
    expect(of("/nos-liens?x=1")).toEqual({
      view: "/cached/links",
      tag: "links",
      canonical: "/nos-liens",
    });
  });

  it("takes the pages Next prerendered once at build time, whatever their query", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "srh-bytes-"));
    fs.mkdirSync(path.join(root, ".next"));
    const route = (srcRoute: string, dataRoute: string | null, revalidate: number | false) => ({
      srcRoute,
      dataRoute,
      initialRevalidateSeconds: revalidate,
    });
    fs.writeFileSync(
      path.join(root, ".next/prerender-manifest.json"),
      JSON.stringify({
        routes: {
          "/plan-du-site": route("/plan-du-site", "/plan-du-site.rsc", false),
          "/_not-found": route("/_not-found", "/_not-found.rsc", false),
          "/robots.txt": route("/robots.txt", null, false),
          "/renewed": route("/renewed", "/renewed.rsc", 600),
          "/cached/item/jo/1": route("/cached/item/[type]/[id]", "/x.rsc", 600),
        },
      }),
    );
    const staticRules = readStaticPageRules(root);
    fs.rmSync(root, { recursive: true, force: true });
    expect(staticRules.map((rule) => rule.source)).toEqual(["/plan-du-site"]);
    const url = new URL("/plan-du-site?utm_source=lettre", "http://localhost");
    expect(cachedViewOf([...rules, ...staticRules], url.pathname, url.searchParams)).toEqual({
      view: "/plan-du-site",
      tag: "static",
      canonical: "/plan-du-site",
    });
  });

  it("drops the institutional pages with no content change, the others with what they read", () => {
    expect(tagOf("/cached/presentation")).toBe("static");
    expect(tagOf("/cached/statuts")).toBe("static");
    expect(tagOf("/cached/home")).toBe("publications");
    expect(tagOf("/cached/publications/jo/2")).toBe("publications");
    expect(tagOf("/cached/item/jo/0c1c28c3-1b27-513e-b66b-e3d3411c2342")).toBe("publications");
    expect(tagOf("/cached/links")).toBe("links");
    expect(tagOf("/cached/bureau/visitor")).toBe("union");
    expect(tagOf("/cached/contactez-nous/visitor")).toBe("union");
    expect(tagOf("/cached/login/visitor")).toBe("static");
    expect(tagOf("/cached/faq/visitor")).toBe("static");
  });

  it("leaves Next's client navigation and other methods to Next, and reads the session cookies", () => {
    const request = (headers: Record<string, string>, method = "GET") => ({ method, headers });
    expect(isVisitorRequest(request({}))).toBe(true);
    expect(isVisitorRequest(request({}, "HEAD"))).toBe(true);
    expect(isVisitorRequest(request({}, "POST"))).toBe(false);
    expect(isVisitorRequest(request({ rsc: "1" }))).toBe(false);
    expect(isVisitorRequest(request({ "next-router-prefetch": "1" }))).toBe(false);
    expect(sessionCookiesOf("srh-session=1; theme=x")).toEqual([]);
    // The app reads no chunked session cookie: a chunk alone is no session.
    expect(sessionCookiesOf("next-auth.session-token.0=abc")).toEqual([]);
    expect(
      sessionCookiesOf(
        "a=1; next-auth.session-token=gar%62age; __Secure-next-auth.session-token=x.y",
      ),
    ).toEqual([
      { name: "next-auth.session-token", value: "garbage" },
      { name: "__Secure-next-auth.session-token", value: "x.y" },
    ]);
  });

  it("keys the legacy publications API by its three parameters, as the route reads them", () => {
    const of = (address: string) => {
      const url = new URL(address, "http://localhost");
      return apiViewOf(url.pathname, url.searchParams);
    };
    const list = "/api/content?contentType=publications";
    expect(of(list)).toEqual({ view: list, tag: "publications", canonical: list, marked: true });
    expect(of("/api/content?x=1&contentType=faq&contentType=publications")?.view).toBe(list);
    expect(of(`/api/content?id=${ID}&contentType=publications&type=jo&type=communique`)?.view).toBe(
      `${list}&type=communique&id=${ID}`,
    );
    for (const address of [
      "/api/content?contentType=faq",
      "/api/content?contentType=liens",
      "/api/content",
      `${list}&type=`,
      `${list}&type=JO`,
      `${list}&id=`,
      `${list}&id=${ID.toUpperCase()}`,
      `${list}&id=42`,
      "/api/contents?contentType=publications",
    ])
      expect(of(address), address).toBeNull();
  });
});

describe("answering from memory", () => {
  const page = (text: string) => `<!DOCTYPE html><html><body>${text.repeat(200)}</body></html>`;
  const isrAnswer = (body: string, extra: Record<string, string> = {}): Answer => ({
    status: 200,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "s-maxage=600, stale-while-revalidate=31535400",
      "x-nextjs-cache": "HIT",
      "content-security-policy": "default-src 'self'",
      vary: "RSC, Next-Router-State-Tree",
      ...extra,
    },
    body: Buffer.from(body),
  });
  // A page Next renders per request (a member's page, the signup): no shared cache may keep it.
  const perRequestPage = (text: string, extra: Record<string, string> = {}): Answer => ({
    status: 200,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate",
      ...extra,
    },
    body: Buffer.from(page(text)),
  });

  let answers: Map<string, () => Answer | Promise<Answer>>;
  let asked: string[];
  let bytes: VisitorBytes;
  let server: http.Server;
  let base = "";

  // The app's decoder, doubled: these values are sessions (two of one member), anything else junk.
  const sessions: Record<string, { sub: string; jti: string }> = {
    "a-real-session": { sub: "member-a", jti: "token-a" },
    "a-second-session": { sub: "member-a", jti: "token-a2" },
    "b-real-session": { sub: "member-b", jti: "token-b" },
  };

  function startCache(
    options: {
      maxBytes?: number;
      memberMaxBytes?: number;
      now?: () => number;
      memberPagesOn?: () => boolean;
    } = {},
  ) {
    bytes = createVisitorBytes({
      rules,
      maxBytes: options.maxBytes,
      memberMaxBytes: options.memberMaxBytes,
      now: options.now,
      memberPages: { "/profile": "id", "/faq": null },
      memberPagesOn: options.memberPagesOn,
      visitorPagesUntilWrite: ["/jadhere-au-srh"],
      sessionOf: async (token) => sessions[token] ?? null,
      // A member's page is asked with its session cookie: its answer is looked up with it.
      fetchView: async (canonical, fill) => {
        const key = fill ? `${canonical} ${fill.cookie}` : canonical;
        asked.push(key);
        const answer = answers.get(key);
        if (!answer) throw new Error(`no answer for ${key}`);
        return answer();
      },
    });
  }

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const target = bytes.targetOf(req);
      if (!target) {
        res.writeHead(599);
        res.end("to Next");
        return;
      }
      void bytes.answer(req, res, target).then((answered) => {
        if (answered) return;
        res.writeHead(599);
        res.end("to Next");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const request = http.request(`${base}${path}`, { method, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        });
        request.on("error", reject);
        request.end();
      },
    );

  it("keeps Next's page once, compressed once, and answers it with an ETag", async () => {
    answers = new Map([["/publications?type=jo", () => isrAnswer(page("Journal officiel "))]]);
    asked = [];
    startCache();
    const first = await get("/publications?type=jo", { "accept-encoding": "gzip, deflate, br" });
    expect(first.status).toBe(200);
    expect(first.headers["x-srh-cache"]).toBe("miss");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(first.body).toString()).toBe(page("Journal officiel "));
    expect(first.headers["content-security-policy"]).toBe("default-src 'self'");
    expect(first.headers.vary).toBe("RSC, Next-Router-State-Tree, Accept-Encoding");

    const gzipped = await get("/publications?type=jo&page=1&utm=x", { "accept-encoding": "gzip" });
    expect(gzipped.headers["x-srh-cache"]).toBe("hit");
    expect(gzipped.headers["x-nextjs-cache"]).toBe("HIT");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString()).toBe(page("Journal officiel "));
    expect(gzipped.headers.etag).toBe(first.headers.etag);

    const plain = await get("/publications?type=jo", { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(page("Journal officiel "));
    expect(Number(plain.headers["content-length"])).toBe(plain.body.byteLength);

    const notModified = await get("/publications?type=jo", {
      "if-none-match": `W/"other", ${first.headers.etag}`,
    });
    expect(notModified.status).toBe(304);
    expect(notModified.body.byteLength).toBe(0);
    const head = await get("/publications?type=jo", { "accept-encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(Number(head.headers["content-length"])).toBe(gzipped.body.byteLength);
    expect(asked).toEqual(["/publications?type=jo"]);

    expect(
      (await get("/publications?type=jo", { cookie: "next-auth.session-token=a-real-session" }))
        .status,
    ).toBe(599);
  });

  it("serves the pages that work without JavaScript without Next's scripts, the others whole", async () => {
    // What Next's HTML carries: the framework's files and their preloads, the page's payload
    // inline, our own inline script, structured data.
    const withScripts = (text: string) =>
      `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>` +
      `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>` +
      `<script src="/_next/static/chunks/b.js" async=""></script></head><body>${text}` +
      `<script data-without-react="">menus()</script>` +
      `<script type="application/ld+json">{"@type":"Organization"}</script>` +
      `<script>self.__next_f.push([1,"\\u003c/script>"])</script></body></html>`;
    const scriptFree =
      `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>` +
      `</head><body>Accueil<script data-without-react="">menus()</script>` +
      `<script type="application/ld+json">{"@type":"Organization"}</script></body></html>`;
    expect(withoutNextScripts(withScripts("Accueil"))).toBe(scriptFree);
    // A boundary streamed or rendered on the client shows its content only with the scripts.
    expect(withoutNextScripts(withScripts('<template id="B:0"></template>'))).toBeNull();
    expect(withoutNextScripts(withScripts("<!--$!-->chargement<!--/$-->"))).toBeNull();

    answers = new Map([
      ["/", () => isrAnswer(withScripts("Accueil"))],
      ["/faq", () => isrAnswer(withScripts("FAQ"))],
      ["/publications?type=jo", () => isrAnswer(withScripts('<template id="B:0"></template>'))],
      ["/profile a-real-session", () => perRequestPage(withScripts("Profil"))],
    ]);
    asked = [];
    startCache();
    const home = await get("/", { "accept-encoding": "gzip" });
    expect(gunzipSync(home.body).toString()).toBe(scriptFree);
    expect((await get("/", { "accept-encoding": "gzip" })).headers["x-srh-cache"]).toBe("hit");
    // The visitors' FAQ filters as one types; a list still streaming; a member's page: whole.
    expect((await get("/faq")).body.toString()).toBe(withScripts("FAQ"));
    expect((await get("/publications?type=jo")).body.toString()).toBe(
      withScripts('<template id="B:0"></template>'),
    );
    answers.set("/profile next-auth.session-token=a-real-session", () =>
      perRequestPage(withScripts("Profil")),
    );
    const profile = await get("/profile", { cookie: "next-auth.session-token=a-real-session" });
    expect(profile.body.toString()).toContain('<script src="/_next/static/chunks/b.js"');
  });

  it("answers a junk session cookie the visitors' bytes and clears it, never a real session", async () => {
    answers = new Map([["/", () => isrAnswer(page("Accueil "))]]);
    asked = [];
    startCache();
    for (const cookie of [
      "next-auth.session-token=garbage; srh-session=1",
      "theme=x; next-auth.session-token=eyJhbGciOiJkaXIifQ..iv.cipher.tag",
    ]) {
      const junk = await get("/", { cookie, "accept-encoding": "gzip" });
      expect(junk.status, cookie).toBe(200);
      expect(gunzipSync(junk.body).toString(), cookie).toBe(page("Accueil "));
      expect(junk.headers["set-cookie"], cookie).toEqual([
        "next-auth.session-token=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT",
        "srh-session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT",
      ]);
      expect(junk.headers["cache-control"], cookie).toBe("private, no-store");
    }
    // A plain visitor's copy carries neither.
    const visitor = await get("/");
    expect(visitor.headers["set-cookie"]).toBeUndefined();
    expect(visitor.headers["cache-control"]).toMatch(/s-maxage/);
    // One real session among junk ones, in either cookie name: Next answers.
    for (const cookie of [
      "next-auth.session-token=a-real-session",
      "next-auth.session-token=garbage; __Secure-next-auth.session-token=a-real-session",
      "__Secure-next-auth.session-token=a-real-session; next-auth.session-token=garbage",
    ])
      expect((await get("/", { cookie })).status, cookie).toBe(599);
    expect(asked).toEqual(["/"]);
    expect(bytes.stats.junkCookies).toBe(2);
  });

  it("keeps a member's page for that very session, asked of Next with its cookie alone", async () => {
    const A = "next-auth.session-token=a-real-session";
    const A2 = "next-auth.session-token=a-second-session";
    const B = "next-auth.session-token=b-real-session";
    answers = new Map<string, () => Answer | Promise<Answer>>([
      [`/profile ${A}`, () => perRequestPage("profil A ")],
      [`/profile ${A2}`, () => perRequestPage("profil A, autre appareil ")],
      [`/profile ${B}`, () => perRequestPage("profil B ")],
      [`/faq ${A}`, () => perRequestPage("faq A ")],
      ["/faq", () => isrAnswer(page("faq visiteurs "))],
    ]);
    asked = [];
    startCache();
    const first = await get("/profile", { cookie: `theme=x; ${A}`, "accept-encoding": "br" });
    expect(first.headers["x-srh-cache"]).toBe("miss");
    expect(brotliDecompressSync(first.body).toString()).toBe(page("profil A "));
    const again = await get("/profile", { cookie: A, "accept-encoding": "gzip" });
    expect(again.headers["x-srh-cache"]).toBe("hit");
    expect(gunzipSync(again.body).toString()).toBe(page("profil A "));
    expect(again.headers["cache-control"]).toBe(
      "private, no-cache, no-store, max-age=0, must-revalidate",
    );
    // Another member, and the same member's other session, never get that page.
    expect((await get("/profile", { cookie: B })).body.toString()).toBe(page("profil B "));
    expect((await get("/profile", { cookie: A2 })).body.toString()).toBe(
      page("profil A, autre appareil "),
    );
    // /faq: the member's own page for a session, the visitors' one without.
    expect((await get("/faq", { cookie: A })).body.toString()).toBe(page("faq A "));
    expect((await get("/faq")).body.toString()).toBe(page("faq visiteurs "));
    expect(asked).toEqual([
      `/profile ${A}`,
      `/profile ${B}`,
      `/profile ${A2}`,
      `/faq ${A}`,
      "/faq",
    ]);
    expect(bytes.stats.memberHits).toBe(1);
    // The administrators' hint picks /faq's editing view (next.config.ts): its own entry, and
    // the one other cookie Next is given.
    answers.set(`/faq ${A}; srh-session=admin`, () => perRequestPage("faq A éditeur "));
    expect(
      (await get("/faq", { cookie: `srh-session=admin; ${A}; theme=x` })).body.toString(),
    ).toBe(page("faq A éditeur "));
    expect((await get("/faq", { cookie: `srh-session=1; ${A}` })).body.toString()).toBe(
      page("faq A "),
    );
    asked.splice(5);

    // A profile by its id is a page of its own; so is its id, and nothing else of the query.
    answers.set(`/profile?id=${ID} ${A}`, () => perRequestPage("profil A par id "));
    for (let i = 0; i < 2; i++)
      expect((await get(`/profile?id=${ID}`, { cookie: A })).body.toString()).toBe(
        page("profil A par id "),
      );
    expect(asked.splice(5)).toEqual([`/profile?id=${ID} ${A}`]);

    // Next answers: another query, another page, junk, two session cookies, navigation, a write.
    for (const [path, headers, method] of [
      ["/profile?onglet=paiements", { cookie: A }, "GET"],
      [`/profile?id=${ID}&enregistre=1`, { cookie: A }, "GET"],
      [`/profile?id=${ID}&id=${ID}`, { cookie: A }, "GET"],
      [`/profile?id=${ID.toUpperCase()}`, { cookie: A }, "GET"],
      ["/faq?id=x", { cookie: A }, "GET"],
      ["/documents", { cookie: A }, "GET"],
      ["/profile", { cookie: "next-auth.session-token=garbage" }, "GET"],
      ["/profile", { cookie: `${A}; __Secure-${B}` }, "GET"],
      ["/profile", { cookie: A, rsc: "1" }, "GET"],
      ["/profile", { cookie: A }, "POST"],
    ] as const)
      expect((await get(path, headers, method)).status, `${method} ${path}`).toBe(599);
    expect(asked).toHaveLength(5);

    // Any write drops every member's page; the visitors' pages stay.
    answers.set(`/profile ${A}`, () => perRequestPage("profil A payé "));
    bytes.invalidate("members");
    expect((await get("/profile", { cookie: A })).body.toString()).toBe(page("profil A payé "));
    expect((await get("/faq")).headers["x-srh-cache"]).toBe("hit");
  });

  it("keeps no member's page Next did not render as one, nor any while writes may not reach it", async () => {
    const A = "next-auth.session-token=a-real-session";
    const refused: Answer[] = [
      { status: 307, headers: { location: "/login" }, body: Buffer.from("") },
      {
        status: 200,
        headers: { "content-type": "text/html", "set-cookie": "srh-session=1; Path=/" },
        body: Buffer.from(page("profil ")),
      },
      { status: 200, headers: { "content-type": "text/x-component" }, body: Buffer.from("0:[]") },
      { status: 500, headers: { "content-type": "text/html" }, body: Buffer.from("erreur") },
    ];
    for (const answer of refused) {
      answers = new Map([[`/profile ${A}`, () => answer]]);
      asked = [];
      startCache();
      const first = await get("/profile", { cookie: A });
      expect(first.status).toBe(answer.status);
      expect(first.headers["set-cookie"]).toEqual(
        answer.headers["set-cookie"] ? [answer.headers["set-cookie"]] : undefined,
      );
      await get("/profile", { cookie: A });
      expect(asked, String(answer.status)).toEqual([`/profile ${A}`, `/profile ${A}`]);
    }
    // Until the app listens for the database's writes, members' pages go to Next.
    let listening = false;
    startCache({ memberPagesOn: () => listening });
    expect((await get("/profile", { cookie: A })).status).toBe(599);
    listening = true;
    answers = new Map([
      [
        `/profile ${A}`,
        () => ({
          status: 200,
          headers: { "content-type": "text/html" },
          body: Buffer.from(page("profil ")),
        }),
      ],
    ]);
    expect((await get("/profile", { cookie: A })).status).toBe(200);
  });

  it("keeps the signup Next renders per request once for every visitor, until any write", async () => {
    const A = "next-auth.session-token=a-real-session";
    let version = "tarifs 2026 ";
    answers = new Map<string, () => Answer>([["/jadhere-au-srh", () => perRequestPage(version)]]);
    asked = [];
    let listening = false;
    startCache({ memberPagesOn: () => listening });
    // Until the app listens for the database's writes, Next renders it.
    expect((await get("/jadhere-au-srh")).status).toBe(599);
    listening = true;
    const first = await get("/jadhere-au-srh", { "accept-encoding": "br" });
    expect(first.headers["x-srh-cache"]).toBe("miss");
    expect(brotliDecompressSync(first.body).toString()).toBe(page("tarifs 2026 "));
    expect((await get("/jadhere-au-srh")).headers["x-srh-cache"]).toBe("hit");
    // A junk cookie gets the visitors' copy and is cleared; a real session, a query: Next.
    const junk = await get("/jadhere-au-srh", { cookie: "next-auth.session-token=n-importe-quoi" });
    expect(junk.headers["x-srh-cache"]).toBe("hit");
    expect(String(junk.headers["set-cookie"])).toContain("next-auth.session-token=;");
    expect((await get("/jadhere-au-srh", { cookie: A })).status).toBe(599);
    expect((await get("/jadhere-au-srh?etape=2")).status).toBe(599);
    expect(asked).toEqual(["/jadhere-au-srh"]);
    // Any write (a tier's price, say) drops it.
    version = "tarifs 2027 ";
    bytes.invalidate("members");
    const after = await get("/jadhere-au-srh");
    expect(after.headers["x-srh-cache"]).toBe("miss");
    expect(after.body.toString()).toBe(page("tarifs 2027 "));
    // An answer with a cookie, a redirect: passed on, never kept.
    answers.set("/jadhere-au-srh", () =>
      perRequestPage("x", { "set-cookie": "srh-session=1; Path=/" }),
    );
    bytes.invalidate("members");
    await get("/jadhere-au-srh");
    await get("/jadhere-au-srh");
    expect(asked).toEqual([
      "/jadhere-au-srh",
      "/jadhere-au-srh",
      "/jadhere-au-srh",
      "/jadhere-au-srh",
    ]);
  });

  it("keeps the API's answers the route marks, until the date it gives, without the marks", async () => {
    let clock = 1_000_000;
    const list = "/api/content?contentType=publications";
    const json = (text: string, extra: Record<string, string> = {}): Answer => ({
      status: 200,
      headers: {
        "content-type": "application/json",
        vary: "Cookie, Accept-Encoding",
        "x-srh-visitor-bytes": "publications",
        ...extra,
      },
      body: Buffer.from(JSON.stringify({ success: true, publications: [text] })),
    });
    let version = "v1";
    answers = new Map<string, () => Answer>([
      [list, () => json(version, { "x-srh-visitor-bytes-until": String(clock + 5_000) })],
      [`${list}&id=${ID}`, () => json(`item ${version}`)],
      // Not marked (the route's 400, an unknown id): answered, never kept.
      [`${list}&type=inconnu`, () => ({ ...json("400"), status: 400 })],
      [
        `${list}&type=jo`,
        () => ({ ...json("jo"), headers: { "content-type": "application/json" } }),
      ],
    ]);
    asked = [];
    startCache({ now: () => clock });
    const first = await get(`${list}&utm=x`, { "accept-encoding": "gzip, br" });
    expect(first.headers["x-srh-cache"]).toBe("miss");
    expect(first.headers["x-srh-visitor-bytes"]).toBeUndefined();
    expect(first.headers["x-srh-visitor-bytes-until"]).toBeUndefined();
    expect(first.headers["x-nextjs-cache"]).toBeUndefined();
    expect(first.headers.vary).toBe("Cookie, Accept-Encoding");
    expect(JSON.parse(brotliDecompressSync(first.body).toString())).toEqual({
      success: true,
      publications: ["v1"],
    });
    const second = await get(list);
    expect(second.headers["x-srh-cache"]).toBe("hit");
    expect(second.headers["x-nextjs-cache"]).toBeUndefined();
    expect((await get(`${list}&id=${ID}`)).headers["x-srh-cache"]).toBe("miss");
    expect((await get(`${list}&id=${ID}`)).headers["x-srh-cache"]).toBe("hit");
    for (const path of [`${list}&type=inconnu`, `${list}&type=jo`]) {
      const passed = await get(path);
      expect(passed.headers["x-srh-cache"], path).toBe("pass");
      expect(passed.headers["x-srh-visitor-bytes"], path).toBeUndefined();
      expect((await get(path)).headers["x-srh-cache"], path).toBe("pass");
    }
    // The next scheduled item's date: the list is asked again, the item is not.
    version = "v2";
    clock += 5_001;
    expect((await get(list)).body.toString()).toContain("v2");
    expect((await get(`${list}&id=${ID}`)).body.toString()).toContain("item v1");
    // A publish drops both.
    bytes.invalidate("publications");
    expect((await get(`${list}&id=${ID}`)).body.toString()).toContain("item v2");
  });

  it("keeps only what Next marks as a visitors' cached page", async () => {
    asked = [];
    startCache();
    const refused: Record<string, Answer> = {
      [`/item?id=${ID}&type=jo`]: isrAnswer("cookie", { "set-cookie": "a=1" }),
      [`/item?id=${ID}&type=communique`]: isrAnswer("stale", { "x-nextjs-cache": "STALE" }),
      [`/item?id=${ID}&type=publication`]: { ...isrAnswer("missing"), status: 404 },
      [`/article?id=${ID}`]: isrAnswer("dynamic", {
        "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate",
      }),
    };
    answers = new Map(Object.entries(refused).map(([path, answer]) => [path, () => answer]));
    for (const [path, answer] of Object.entries(refused)) {
      const first = await get(path);
      expect(first.status, path).toBe(answer.status);
      expect(first.body.toString(), path).toBe(answer.body.toString());
      expect(first.headers["x-srh-cache"], path).toBe("pass");
      await get(path);
    }
    expect(asked).toEqual(Object.keys(refused).flatMap((path) => [path, path]));
    expect(bytes.size.entries).toBe(0);
  });

  it("drops a tag's pages, and never keeps a page rendered while its content changed", async () => {
    asked = [];
    let version = "avant";
    let release: () => void = () => {};
    const blocked = new Promise<void>((resolve) => (release = resolve));
    answers = new Map<string, () => Answer | Promise<Answer>>([
      ["/", () => isrAnswer(page(`accueil ${version} `))],
      ["/nos-liens", () => isrAnswer(page(`liens ${version} `))],
      [
        "/publications?type=jo",
        async () => {
          const rendered = isrAnswer(page(`liste ${version} `));
          await blocked;
          return rendered;
        },
      ],
    ]);
    startCache();
    await get("/");
    await get("/nos-liens");
    const during = get("/publications?type=jo");
    await expect.poll(() => asked.includes("/publications?type=jo")).toBe(true);
    version = "après";
    bytes.invalidate("publications");
    release();
    expect((await during).body.toString()).toContain("liste avant");
    expect((await get("/publications?type=jo")).body.toString()).toContain("liste après");
    expect((await get("/")).body.toString()).toContain("accueil après");
    // The links page was not dropped by a publications change.
    const links = await get("/nos-liens");
    expect(links.headers["x-srh-cache"]).toBe("hit");
    expect(links.body.toString()).toContain("liens avant");
    bytes.invalidate("links");
    expect((await get("/nos-liens")).body.toString()).toContain("liens après");
  });

  it("stays within its size, dropping the least recently used pages first", async () => {
    asked = [];
    const ids = Array.from(
      { length: 12 },
      (_, i) => `${ID.slice(0, -2)}${String(i).padStart(2, "0")}`,
    );
    const random = (seed: number) =>
      Array.from({ length: 4000 }, (_, i) =>
        ((i * 7919 + seed * 104729) % 65536).toString(36),
      ).join("");
    answers = new Map(ids.map((id, i) => [`/article?id=${id}`, () => isrAnswer(random(i))]));
    startCache({ maxBytes: 120_000 });
    for (const id of ids) await get(`/article?id=${id}`);
    expect(bytes.size.bytes).toBeLessThanOrEqual(120_000);
    expect(bytes.size.entries).toBeGreaterThan(1);
    expect(bytes.size.entries).toBeLessThan(ids.length);
    expect(bytes.stats.evicted).toBeGreaterThan(0);
    // The most recent is kept, the first is gone.
    expect((await get(`/article?id=${ids.at(-1)}`)).headers["x-srh-cache"]).toBe("hit");
    expect((await get(`/article?id=${ids[0]}`)).headers["x-srh-cache"]).toBe("miss");
  });
});
