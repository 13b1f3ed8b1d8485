import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { encodeSessionToken } from "@/lib/auth/session-cookie";
import { getSessionSecret } from "@/lib/env";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "@/lib/auth/cookie-names";
import { cachedViewRewrites } from "@/lib/cached-views/rewrites";
import { config, proxy } from "@/proxy";

// The proxy's answer, read through Next's middleware protocol: `x-middleware-rewrite` is the
// route that will serve the request, `x-middleware-request-cookie` the Cookie header that route
// sees, `set-cookie` what the browser is told.

const claims = {
  sub: "8c0f0c53-5d0e-4f6e-9d51-4d7f2f1b1c11",
  startedAt: Date.now(),
  jti: "test-session",
  isAdmin: false,
};

async function run(path: string, cookie: string, init: { method?: string } = {}) {
  const response = await proxy(
    new NextRequest(`http://localhost:3000${path}`, { headers: { cookie }, ...init }),
  );
  const rewrite = response.headers.get("x-middleware-rewrite");
  return {
    status: response.status,
    body: await response.text(),
    location: response.headers.get("location"),
    rewrittenTo: rewrite ? new URL(rewrite).pathname : null,
    forwardedCookie: response.headers.get("x-middleware-request-cookie"),
    deleted: response.cookies
      .getAll()
      .filter((c) => c.value === "" && (c.maxAge === 0 || c.expires?.valueOf() === 0))
      .map((c) => c.name)
      .sort(),
  };
}

describe("proxy and a session cookie on the visitor cache’s pages", () => {
  it("serves an expired session the visitor’s cached page and deletes the cookie", async () => {
    const expired = await encode({ token: claims, secret: getSessionSecret(), maxAge: -3600 });
    const result = await run("/", `next-auth.session-token=${expired}; srh-session=1; theme=dark`);
    expect(result.rewrittenTo).toBe("/cached/home");
    expect(result.forwardedCookie).not.toContain("next-auth.session-token");
    expect(result.deleted).toEqual(["next-auth.session-token", "srh-session"]);
  });

  it("does the same for a forged one, under either cookie name", async () => {
    const result = await run(
      "/publications?type=jo&page=2",
      "__Secure-next-auth.session-token=garbage; next-auth.session-token=garbage",
    );
    expect(result.rewrittenTo).toBe("/cached/publications/jo/2");
    expect(result.forwardedCookie ?? "").not.toContain("session-token");
    expect(result.deleted).toEqual([
      "__Secure-next-auth.session-token",
      "next-auth.session-token",
      "srh-session",
    ]);
  });

  it("renders a search per request, still without the unusable cookie", async () => {
    const result = await run("/publications?type=jo&q=irm", "next-auth.session-token=garbage");
    expect(result.rewrittenTo).toBeNull();
    expect(result.forwardedCookie ?? "").not.toContain("session-token");
    expect(result.deleted).toContain("next-auth.session-token");
  });

  it("lets a valid session through to the page rendered for the member", async () => {
    const result = await run("/", `next-auth.session-token=${await encodeSessionToken(claims)}`);
    expect(result.status).toBe(200);
    expect(result.rewrittenTo).toBeNull();
    expect(result.forwardedCookie).toBeNull();
    expect(result.deleted).toEqual([]);
  });

  it("answers 404 for the cached views asked directly", async () => {
    expect((await run("/cached/home", "")).status).toBe(404);
  });

  it("answers 404 for the administrators' editing views asked directly, even by an administrator", async () => {
    const session = `next-auth.session-token=${await encodeSessionToken(claims)}; srh-session=admin`;
    expect((await run("/admin-views/faq", session)).status).toBe(404);
    expect((await run("/admin-views/links", "")).status).toBe(404);
  });
});

describe("proxy and a session cookie on members' pages", () => {
  it("sends a bad cookie to the login page and deletes it", async () => {
    const result = await run("/profile?id=x", "next-auth.session-token=garbage; srh-session=1");
    expect(result.status).toBe(307);
    expect(result.deleted).toEqual(["next-auth.session-token", "srh-session"]);
  });

  it("lets a visitor’s attestation download reach its handler, which answers 401", async () => {
    const result = await run("/profile/attestation?id=x", "");
    expect(result.status).toBe(200);
    expect(result.rewrittenTo).toBeNull();
    // The data export is a page link of the profile: it keeps the login redirect (docs/authorisation.md).
    expect((await run("/profile/export", "")).status).toBe(307);
    const { GET } = await import("@/app/(member)/profile/attestation/route");
    const response = await GET(
      new NextRequest(
        "http://localhost:3000/profile/attestation?id=8c0f0c53-5d0e-4f6e-9d51-4d7f2f1b1c11",
      ),
    );
    expect(response.status).toBe(401);
  });

  it("lets a visitor’s receipt download reach its handler, which answers 401", async () => {
    const result = await run("/profile/recu?id=x", "");
    expect(result.status).toBe(200);
    expect(result.rewrittenTo).toBeNull();
    const { GET } = await import("@/app/(member)/profile/recu/route");
    const response = await GET(
      new NextRequest("http://localhost:3000/profile/recu?id=8c0f0c53-5d0e-4f6e-9d51-4d7f2f1b1c11"),
    );
    expect(response.status).toBe(401);
  });
});

describe("proxy and the administrators' pages", () => {
  const session = async (isAdmin: boolean) =>
    `next-auth.session-token=${await encodeSessionToken({ ...claims, isAdmin })}`;

  it("sends a visitor to the login page with the way back and an empty body", async () => {
    const result = await run("/admin/members?q=x", "");
    expect(result.status).toBe(307);
    expect(new URL(result.location!).pathname + new URL(result.location!).search).toBe(
      `/login?callbackUrl=${encodeURIComponent("/admin/members?q=x")}`,
    );
    expect(result.body).toBe("");
  });

  it("renders «\u00a0Accès refusé\u00a0» on its own route for a member’s session, never the admin page", async () => {
    for (const path of ["/admin", "/admin/emails", "/admin/publications/edit?id=x"]) {
      const result = await run(path, await session(false));
      expect(result.rewrittenTo).toBe("/acces-refuse");
    }
    const post = await run("/admin/members", await session(false), { method: "POST" });
    expect(post.status).toBe(403);
    expect(post.rewrittenTo).toBeNull();
  });

  it("lets an administrator’s session through to the page, which checks the user row again", async () => {
    const result = await run("/admin/emails", await session(true));
    expect(result.status).toBe(200);
    expect(result.rewrittenTo).toBeNull();
  });
});

describe("proxy's matcher", () => {
  it("leaves out the proxy's own rewrites to cached views (one pass each), not a view asked directly", async () => {
    const cachedEntries = config.matcher.filter(
      (entry) => typeof entry === "object" && entry.source.startsWith("/cached"),
    );
    expect(cachedEntries.map((entry) => typeof entry === "object" && entry.source)).toEqual([
      "/cached",
      "/cached/:path*",
    ]);
    const marks = cachedEntries.flatMap((entry) =>
      typeof entry === "object" ? (entry.missing ?? []) : [],
    );
    expect(marks).toHaveLength(2);
    const mark = marks[0]!;
    expect(marks[1]).toEqual(mark);
    expect(mark.type).toBe("header");
    // The mark travels as a request header of the rewrite (Next's x-middleware-request-* protocol).
    const junk = await proxy(
      new NextRequest("http://localhost:3000/", {
        headers: { cookie: "next-auth.session-token=garbage" },
      }),
    );
    expect(new URL(junk.headers.get("x-middleware-rewrite")!).pathname).toBe("/cached/home");
    expect(junk.headers.get(`x-middleware-request-${mark.key}`)).not.toBeNull();
    const api = await proxy(
      new NextRequest("http://localhost:3000/api/content?contentType=publications"),
    );
    expect(new URL(api.headers.get("x-middleware-rewrite")!).pathname).toBe(
      "/cached/api-publications/toutes",
    );
    expect(api.headers.get(`x-middleware-request-${mark.key}`)).not.toBeNull();
  });

  it("runs for every public address with a cached view when a session cookie comes with it", () => {
    const sources = new Set(cachedViewRewrites().map((rewrite) => rewrite.source));
    for (const cookie of [SESSION_COOKIE, SECURE_SESSION_COOKIE]) {
      const withCookie = config.matcher.flatMap((entry) =>
        typeof entry === "object" &&
        entry.has?.some((condition) => condition.type === "cookie" && condition.key === cookie)
          ? [new RegExp(`^${entry.source}$`)]
          : [],
      );
      for (const source of sources)
        expect(
          withCookie.some((pattern) => pattern.test(source)),
          `${source} with ${cookie}`,
        ).toBe(true);
    }
  });
});
