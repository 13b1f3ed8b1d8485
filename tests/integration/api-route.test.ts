import { sessionTokenFor } from "../helpers/users";
import { NextRequest } from "next/server";
import { beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { apiRoute, type Access } from "@/lib/api/handler";
import {
  decodeSessionToken,
  encodeSessionToken,
  sessionCookieName,
} from "@/lib/auth/session-cookie";
import { revokeSession } from "@/lib/auth/session-store";
import { users } from "@/lib/db/schema";
import { env, getCronSecret } from "@/lib/env";
import { ConflictError, NotFoundError, RateLimitError, ValidationError } from "@/lib/errors";
import { describeEachDatabase } from "../helpers/databases";

// The route wrapper every documented call goes through: origin of writes, access levels, the
// body's size, and the mapping of errors to the legacy `{ success: false, error }` with a status.

const url = `${env.siteUrl}/api/test`;

function request(
  method: string,
  options: { cookie?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("cookie", `${sessionCookieName}=${options.cookie}`);
  return new NextRequest(url, { method, headers, body: options.body });
}

const echo = (access: Access) =>
  apiRoute({ access }, async ({ viewer }) => ({ who: viewer?.email ?? null }));

describeEachDatabase("apiRoute", (context) => {
  const tokens: Record<"member" | "admin", string> = { member: "", admin: "" };

  beforeAll(async () => {
    const [member] = await context.handle.db
      .insert(users)
      .values({ email: "route.member@example.org", firstname: "R", lastname: "Membre" })
      .returning();
    const [admin] = await context.handle.db
      .insert(users)
      .values({
        email: "route.admin@example.org",
        firstname: "R",
        lastname: "Admin",
        isAdmin: true,
      })
      .returning();
    tokens.member = await sessionTokenFor({ id: member!.id, isAdmin: false });
    tokens.admin = await sessionTokenFor({ id: admin!.id, isAdmin: true });
  });

  it.each([
    ["public", undefined, 200],
    ["public", "member", 200],
    ["member", undefined, 401],
    ["member", "member", 200],
    ["member", "admin", 200],
    ["admin", undefined, 401],
    ["admin", "member", 403],
    ["admin", "admin", 200],
  ] as const)("access %s with %s session answers %i", async (access, role, status) => {
    const response = await echo(access)(
      request("GET", { cookie: role ? tokens[role] : undefined }),
    );
    expect(response.status).toBe(status);
    const body = await response.json();
    if (status === 401)
      expect(body).toEqual({
        success: false,
        error: "Vous devez être connecté pour accéder à cette ressource.",
      });
    if (status === 403) expect(body).toEqual({ success: false, error: "Accès refusé" });
    if (status === 200)
      expect(body).toEqual({ success: true, who: role ? `route.${role}@example.org` : null });
  });

  it("treats a forged, revoked or garbage cookie as no session", async () => {
    expect((await echo("member")(request("GET", { cookie: "garbage" }))).status).toBe(401);
    expect((await echo("member")(request("GET", { cookie: `${tokens.member}x` }))).status).toBe(
      401,
    );
    const token = await encodeSessionToken({
      sub: (await decodeSessionToken(tokens.member))!.sub,
      startedAt: Date.now(),
      isAdmin: false,
    });
    expect((await echo("member")(request("GET", { cookie: token }))).status).toBe(200);
    await revokeSession((await decodeSessionToken(token))!);
    expect((await echo("member")(request("GET", { cookie: token }))).status).toBe(401);
    expect((await echo("member")(request("GET", { cookie: tokens.member }))).status).toBe(200);
  });

  it("lets the scheduler in with the right bearer secret only, never with a session", async () => {
    const cron = echo("cron");
    expect((await cron(request("GET"))).status).toBe(401);
    expect((await cron(request("GET", { cookie: tokens.admin }))).status).toBe(401);
    expect(
      (await cron(request("GET", { headers: { authorization: "Bearer wrong" } }))).status,
    ).toBe(401);
    expect(
      (await cron(request("GET", { headers: { authorization: `Bearer ${getCronSecret()}x` } })))
        .status,
    ).toBe(401);
    expect(
      await (await cron(request("GET", { headers: { authorization: "Bearer wrong" } }))).json(),
    ).toEqual({
      success: false,
      error: "Appel non autorisé.",
    });
    const allowed = await cron(
      request("GET", { headers: { authorization: `Bearer ${getCronSecret()}` } }),
    );
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({ success: true, who: null });
  });

  it("refuses writes from another origin or a cross-site fetch, and accepts the site’s own and scripts'", async () => {
    const write = apiRoute({}, async () => ({ written: true }));
    const forged = await write(request("POST", { headers: { origin: "https://evil.example" } }));
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ success: false, error: "Origine refusée." });
    expect(
      (await write(request("POST", { headers: { "sec-fetch-site": "cross-site" } }))).status,
    ).toBe(403);
    expect((await write(request("DELETE", { headers: { origin: "null" } }))).status).toBe(403);
    expect((await write(request("POST", { headers: { origin: env.siteUrl } }))).status).toBe(200);
    expect((await write(request("POST"))).status).toBe(200);
    // Reads are not writes: a cross-origin GET is answered (CORS keeps its body from the other site).
    expect(
      (await write(request("GET", { headers: { origin: "https://evil.example" } }))).status,
    ).toBe(200);
  });

  it("maps typed errors to their status and French message, and anything else to a French 500", async () => {
    const throwing = (error: unknown) =>
      apiRoute({}, async () => Promise.reject(error))(request("GET"));
    const cases: [unknown, number, string][] = [
      [new ValidationError("Titre manquant."), 400, "Titre manquant."],
      [new NotFoundError("Introuvable."), 404, "Introuvable."],
      [new ConflictError("Déjà là."), 409, "Déjà là."],
      [new RateLimitError("Trop vite.", 120), 429, "Trop vite."],
      [
        new Error("secret internals"),
        500,
        "Erreur interne du serveur. Veuillez réessayer plus tard.",
      ],
    ];
    for (const [error, status, message] of cases) {
      const response = await throwing(error);
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ success: false, error: message });
    }
    expect((await throwing(new RateLimitError("Trop vite.", 120))).headers.get("retry-after")).toBe(
      "120",
    );
  });

  it("parses query and body with zod: French messages, field errors when asked, no English", async () => {
    const route = apiRoute(
      {
        query: z.object({ type: z.enum(["a", "b"], { error: "Type inconnu." }) }),
        body: z.object({ title: z.string() }),
        fieldErrors: true,
      },
      async ({ query, body }) => ({ type: query.type, title: body.title }),
    );
    const post = (query: string, body: string) =>
      route(new NextRequest(`${url}${query}`, { method: "POST", body }));
    expect(await (await post("?type=c", "{}")).json()).toEqual({
      success: false,
      error: "Type inconnu.",
      fieldErrors: { type: "Type inconnu." },
    });
    expect(await (await post("?type=a", '{"title":["x"]}')).json()).toEqual({
      success: false,
      error: "Champ «\u00a0title\u00a0» invalide.",
      fieldErrors: { title: "Champ «\u00a0title\u00a0» invalide." },
    });
    const nullBody = await post("?type=a", "null");
    expect(nullBody.status).toBe(400);
    expect((await nullBody.json()).error).toBe(
      "Requête invalide\u00a0: les données envoyées ne sont pas au format attendu.",
    );
    expect(await (await post("?type=a", "{not json")).json()).toEqual({
      success: false,
      error: "Requête invalide\u00a0: un corps JSON est attendu.",
    });
    expect(await (await post("?type=b", '{"title":"Bonjour"}')).json()).toEqual({
      success: true,
      type: "b",
      title: "Bonjour",
    });
  });

  it("refuses a body over the limit with 413 before parsing it", async () => {
    const route = apiRoute(
      { body: z.object({ text: z.string() }), maxBodyBytes: 1024 },
      async () => ({}),
    );
    const big = JSON.stringify({ text: "x".repeat(2000) });
    const response = await route(new NextRequest(url, { method: "POST", body: big }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      success: false,
      error: "Requête trop volumineuse (1 Ko au plus).",
    });
    const declared = await route(
      new NextRequest(url, { method: "POST", body: "{}", headers: { "content-length": "5000" } }),
    );
    expect(declared.status).toBe(413);
    expect(
      (await route(new NextRequest(url, { method: "POST", body: JSON.stringify({ text: "ok" }) })))
        .status,
    ).toBe(200);
  });

  it("marks answers holding personal data as not storable", async () => {
    const route = apiRoute({ access: "member", noStore: true }, async () => ({}));
    expect(
      (await route(request("GET", { cookie: tokens.member }))).headers.get("cache-control"),
    ).toBe("private, no-store");
    expect((await route(request("GET"))).headers.get("cache-control")).toBe("private, no-store");
  });
});
