import { describe, expect, it } from "vitest";
import {
  cachedId,
  cachedPage,
  cachedType,
  cachedViewFor,
  cachedViewRewrites,
  legacyPublicationsView,
} from "./rewrites";

describe("cached view addresses", () => {
  it("accept the publication types, pages 1 to 50 and lower-case UUIDs only", () => {
    expect(cachedType("jo")).toBe("jo");
    expect(cachedType("blog")).toBeNull();
    expect([
      cachedPage("1"),
      cachedPage("50"),
      cachedPage("0"),
      cachedPage("51"),
      cachedPage("01"),
      cachedPage("2a"),
    ]).toEqual([1, 50, null, null, null, null]);
    expect(cachedId("0c1c28c3-1b27-513e-b66b-e3d3411c2342")).toBe(
      "0c1c28c3-1b27-513e-b66b-e3d3411c2342",
    );
    expect(cachedId("0C1C28C3-1B27-513E-B66B-E3D3411C2342")).toBeNull();
    expect(cachedId("../etc/passwd")).toBeNull();
  });

  it("rewrite only visitors without a session cookie, and lists only without a search or tags", () => {
    const rewrites = cachedViewRewrites();
    // But a signup at its card step, whose new session must not move it to another page (below).
    const cardStep = rewrites.filter((r) => r.has?.some((c) => c.type === "cookie"));
    expect(cardStep).toEqual([
      {
        source: "/jadhere-au-srh",
        has: [{ type: "cookie", key: "srh-adhesion-carte" }],
        destination: "/cached/jadhere-au-srh/visitor",
      },
    ]);
    for (const rewrite of rewrites.filter((r) => !cardStep.includes(r))) {
      expect(rewrite.destination.startsWith("/cached/")).toBe(true);
      const missingCookies = (rewrite.missing ?? [])
        .filter((c) => c.type === "cookie")
        .map((c) => c.key);
      expect(missingCookies).toEqual([
        "next-auth.session-token",
        "__Secure-next-auth.session-token",
      ]);
    }
    for (const rewrite of rewrites.filter((r) => r.source === "/publications")) {
      const missingQuery = (rewrite.missing ?? [])
        .filter((c) => c.type === "query")
        .map((c) => c.key);
      expect(missingQuery).toEqual(expect.arrayContaining(["q", "tags"]));
    }
    expect(rewrites.map((r) => r.source)).toEqual([
      "/",
      "/nos-liens",
      "/presentation",
      "/statuts",
      "/privacy",
      "/qui-sommes-nous",
      "/nos-informations",
      "/bureau",
      "/contactez-nous",
      "/faq",
      "/login",
      "/jadhere-au-srh",
      "/jadhere-au-srh",
      "/publications",
      "/publications",
      "/item",
      "/item",
      "/article",
    ]);
  });

  it("leave a form’s POST to the page (no Content-Type only) and a login’s return address", () => {
    const rewrites = cachedViewRewrites();
    for (const page of ["/bureau", "/contactez-nous", "/faq", "/login"]) {
      const rewrite = rewrites.find((r) => r.source === page)!;
      expect(rewrite.missing, page).toContainEqual({ type: "header", key: "content-type" });
    }
    expect(rewrites.find((r) => r.source === "/login")!.missing).toContainEqual({
      type: "query",
      key: "callbackUrl",
    });
    // The signup's posts go to its view too (no Content-Type condition): its form's tree answers.
    const signup = rewrites.find((r) => r.source === "/jadhere-au-srh")!;
    expect(signup.missing?.filter((c) => c.type === "header")).toEqual([]);
  });

  it("capture the parameters with the same patterns as the routes check", () => {
    const item = cachedViewRewrites().find((r) => r.source === "/item")!;
    const [id, type] = item.has!;
    expect(new RegExp(`^${id!.value}$`).test("0c1c28c3-1b27-513e-b66b-e3d3411c2342")).toBe(true);
    expect(new RegExp(`^${type!.value}$`).test("rapport")).toBe(true);
    expect(new RegExp(`^${type!.value}$`).test("rapports")).toBe(false);
  });
});

describe("cachedViewFor", () => {
  const view = (path: string) => {
    const url = new URL(path, "http://site.invalid");
    return cachedViewFor(url.pathname, url.searchParams);
  };
  const id = "0c1c28c3-1b27-513e-b66b-e3d3411c2342";

  it("gives the view the rewrites would give a visitor", () => {
    expect(view("/")).toBe("/cached/home");
    expect(view("/nos-liens")).toBe("/cached/links");
    expect(view("/publications?type=jo")).toBe("/cached/publications/jo/1");
    expect(view("/publications?type=jo&page=3")).toBe("/cached/publications/jo/3");
    expect(view(`/item?id=${id}&type=rapport`)).toBe(`/cached/item/rapport/${id}`);
    expect(view(`/article?id=${id}`)).toBe(`/cached/article/${id}`);
    // Without a type, or a wrong one: the view finds the item's own address, or says 404.
    expect(view(`/item?id=${id}`)).toBe(`/cached/item/sans-type/${id}`);
    expect(view(`/item?id=${id}&type=blog`)).toBe(`/cached/item/sans-type/${id}`);
    expect(view("/statuts")).toBe("/cached/statuts");
    expect(view("/bureau?utm_source=lettre")).toBe("/cached/bureau/visitor");
    expect(view("/contactez-nous")).toBe("/cached/contactez-nous/visitor");
    expect(view("/login")).toBe("/cached/login/visitor");
    expect(view("/jadhere-au-srh?etape=paiement")).toBe("/cached/jadhere-au-srh/visitor");
  });

  it("gives none for searches, tags, bad parameters or other pages", () => {
    for (const path of [
      "/publications?type=jo&q=irm",
      "/publications?type=jo&tags=A",
      "/publications?type=blog",
      "/publications?type=jo&page=51",
      "/item?id=x&type=jo",
      "/login?callbackUrl=%2Fprofile",
      "/newsletter",
    ]) {
      expect(view(path), path).toBeNull();
    }
  });

  it("send the legacy API's list and items of one or every type to their views, never a bad type or id", () => {
    const view = (query: string) => legacyPublicationsView(new URLSearchParams(query));
    const id = "0c1c28c3-1b27-513e-b66b-e3d3411c2342";
    expect([
      view("contentType=publications"),
      view("contentType=publications&type=jo"),
      view("type=jo&contentType=publications&contentType=publications"),
      view(`contentType=publications&type=jo&id=${id}`),
      view(`contentType=publications&id=${id}`),
      view(`contentType=publications&id=${id.toUpperCase()}`),
      view("contentType=publications&id="),
      view("contentType=publications&type=blog"),
      view("contentType=publications&type="),
      view("contentType=faq"),
      view("contentType=faq&contentType=publications&type=jo&type=blog"),
    ]).toEqual([
      "/cached/api-publications/toutes",
      "/cached/api-publications/jo",
      "/cached/api-publications/jo",
      `/cached/api-publications/jo/${id}`,
      `/cached/api-publications/toutes/${id}`,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
