import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type APIResponse,
} from "../support/test";
import { FIXED_PUBLIC_PAGES } from "@/lib/urls";
import { adminState, memberState } from "../support/roles";

// Odd inputs never make the server fail: every page and endpoint answers a 4xx (or its normal
// page) with French words, never a 500 and never zod's English. Table-driven: each page and
// call meets repeated parameters, NUL bytes, arrays where text is expected, null and huge bodies,
// wrong methods, and forged cross-site posts.

const NUL = "%00";
const pages = [
  ...FIXED_PUBLIC_PAGES,
  "/publications",
  "/item",
  "/article",
  "/login",
  "/faq",
  "/documents",
  "/profile",
  "/profile/edit",
  "/admin",
  "/newsletter/confirmation",
  "/newsletter/desinscription",
  "/admin/newsletter",
  "/dev/mailbox",
  "/jadhere-au-srh",
];
const oddQueries = [
  "?type=publication&tags=A&tags=B",
  // etape: the signup's step, read in the browser only (the server ignores it).
  "?q=a&q=b&etape=carte&etape=bienvenue",
  "?type=publication&type=jo&page=2&page=x",
  `?q=a${NUL}b&tags=x${NUL}&type=jo${NUL}&etape=${NUL}`,
  "?id=a&id=b&type=jo&type=rapport",
  `?id=${NUL}&token=${NUL}&to=${NUL}`,
  "?callbackUrl=/%E3%80%82/x&callbackUrl=//evil.example",
  "?page=99999999999999999999&tags=" + "x,".repeat(500),
];

type Call = { method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH"; path: string };
const calls: Call[] = [
  { method: "GET", path: "/api/content?contentType=publications" },
  { method: "GET", path: "/api/content?contentType=faq" },
  { method: "GET", path: "/api/files?action=list" },
  { method: "GET", path: "/api/files?action=download" },
  { method: "POST", path: "/api/user-management?action=login" },
  { method: "POST", path: "/api/user-management?action=verify-otp" },
  { method: "POST", path: "/api/user-management?action=create" },
  { method: "GET", path: "/api/user-management?action=profile" },
  { method: "PUT", path: "/api/user-management?action=profile&id=x" },
  { method: "POST", path: "/api/contact" },
  { method: "GET", path: "/api/utils?utilType=test-connection" },
  { method: "GET", path: "/api/auth/session" },
  { method: "GET", path: "/api/newsletter-v2" },
  { method: "POST", path: "/api/newsletter-v2" },
  { method: "POST", path: "/api/newsletter/unsubscribe" },
  { method: "GET", path: "/api/newsletter/unsubscribe" },
  { method: "GET", path: "/api/stripe?action=get-subscriptions" },
  { method: "GET", path: "/api/stripe?action=get-payments" },
  { method: "POST", path: "/api/stripe?action=create-payment" },
  { method: "POST", path: "/api/stripe?action=cancel-subscription" },
  { method: "POST", path: "/api/stripe/webhook" },
  { method: "POST", path: "/api/internal/billing" },
  // Content writes and uploads: odd bodies never get past validation, so nothing is written.
  ...(["publications", "faq", "liens"] as const).flatMap((type): Call[] =>
    (["POST", "PUT", "DELETE"] as const).map((method) => ({
      method,
      path: `/api/content?contentType=${type}`,
    })),
  ),
  { method: "POST", path: "/api/files?action=upload&type=image" },
  { method: "POST", path: "/api/files?action=upload&type=document" },
  // Not POST /api/auth/signout: it would end the shared demo sessions (the visitor's is below).
];
const oddBodies: { name: string; data: string }[] = [
  { name: "null", data: "null" },
  { name: "an array", data: "[1,2]" },
  { name: "not JSON", data: "{nope" },
  {
    name: "arrays for text",
    data: JSON.stringify({
      email: ["a@b.org"],
      otp: ["123456"],
      firstname: ["x"],
      subject: ["autre"],
      message: ["x"],
    }),
  },
  {
    name: "NUL bytes",
    data: JSON.stringify({
      email: "a\u0000@b.org",
      identity: "x\u0000",
      message: "m\u0000",
      firstname: "A\u0000",
      lastname: "B",
      hospital: "C",
    }),
  },
  {
    name: "numbers for text",
    data: JSON.stringify({ email: 5, otp: 123456, identity: 1, message: {} }),
  },
];

// Each walk is every page (or call) × odd input × role: hundreds of requests, slower than one test's 30 s on a loaded machine.
test.describe.configure({ timeout: 180_000 });

let contexts: Record<"visitor" | "member" | "admin", APIRequestContext>;

test.beforeAll(async ({ baseURL }) => {
  contexts = {
    visitor: await playwrightRequest.newContext({ baseURL }),
    member: await playwrightRequest.newContext({ baseURL, storageState: memberState }),
    admin: await playwrightRequest.newContext({ baseURL, storageState: adminState }),
  };
});

test.afterAll(async () => {
  await Promise.all(Object.values(contexts).map((context) => context.dispose()));
});

async function expectFrenchRefusal(response: APIResponse, what: string) {
  expect(response.status(), `${what} → ${response.status()}`).toBeLessThan(500);
  const type = response.headers()["content-type"] ?? "";
  if (type.includes("json")) {
    const body = (await response.json()) as { error?: string } | null;
    if (response.status() >= 400) {
      expect(body?.error, what).toEqual(expect.any(String));
      expect(body?.error, what).not.toMatch(
        /\b(Invalid|expected|received|Required|Unexpected|undefined)\b/,
      );
    }
  }
}

test("[ROBUSTNESS] every page answers odd query strings without a server error, for every role", async () => {
  // Hundreds of requests (every page or call × role × input): more than the default 30 s on a busy machine.
  test.setTimeout(180_000);
  for (const [role, context] of Object.entries(contexts)) {
    for (const page of pages) {
      for (const query of oddQueries) {
        const response = await context.get(`${page}${query}`, { maxRedirects: 0 });
        await expectFrenchRefusal(response, `${role} GET ${page}${query}`);
      }
    }
  }
});

test("[ROBUSTNESS] every call answers odd bodies and queries with a French 4xx", async () => {
  // Hundreds of requests (every page or call × role × input): more than the default 30 s on a busy machine.
  test.setTimeout(180_000);
  for (const [role, context] of Object.entries(contexts)) {
    for (const call of calls) {
      for (const body of oddBodies) {
        const response = await context.fetch(call.path, {
          method: call.method,
          data: body.data,
          headers: { "content-type": "application/json" },
          maxRedirects: 0,
        });
        await expectFrenchRefusal(
          response,
          `${role} ${call.method} ${call.path} with ${body.name}`,
        );
      }
      for (const query of oddQueries) {
        const separator = call.path.includes("?") ? "&" : "?";
        // A write gets an invalid body too: a bodiless call may be valid (cancel-subscription cancels the caller's
        // own), and the walk must change nothing that other specs read.
        const body =
          call.method === "GET"
            ? {}
            : { data: "null", headers: { "content-type": "application/json" } };
        const response = await context.fetch(`${call.path}${separator}${query.slice(1)}`, {
          method: call.method,
          maxRedirects: 0,
          ...body,
        });
        await expectFrenchRefusal(response, `${role} ${call.method} ${call.path} ${query}`);
      }
    }
  }
});

test("[ROBUSTNESS] a visitor’s sign-out with an odd body is a plain 200", async () => {
  for (const body of oddBodies) {
    const response = await contexts.visitor.post("/api/auth/signout", {
      data: body.data,
      headers: { "content-type": "application/json" },
    });
    expect(response.status(), body.name).toBe(200);
  }
});

test("[ROBUSTNESS] a body over the limit is refused with 413 and changes nothing", async () => {
  const huge = JSON.stringify({
    subject: "autre",
    isMember: "no",
    identity: "Gros Message",
    email: "gros@example.org",
    message: "x".repeat(10 * 1024 * 1024),
  });
  const response = await contexts.visitor.post("/api/contact", {
    data: huge,
    headers: { "content-type": "application/json" },
  });
  expect(response.status()).toBe(413);
  expect((await response.json()).error).toMatch(/^Requête trop volumineuse/);
});

test("[ROBUSTNESS] a method a call does not serve answers 405 in French with Allow", async () => {
  for (const [method, path] of [
    ["PATCH", "/api/content?contentType=liens"],
    ["PATCH", "/api/user-management"],
    ["GET", "/api/contact"],
    ["PUT", "/api/utils"],
  ] as const) {
    const response = await contexts.visitor.fetch(path, { method });
    expect(response.status(), `${method} ${path}`).toBe(405);
    expect(response.headers()["allow"]).toBeTruthy();
    expect((await response.json()).error).toMatch(/^Méthode non autorisée/);
  }
  const unknown = await contexts.visitor.get("/api/auth/callback/email-otp");
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ success: false, error: "Adresse d’API inconnue." });
});

test("[ROBUSTNESS] a server action posted from another site is refused with a French 403", async () => {
  const forgeries: Record<string, string>[] = [
    {
      origin: "https://evil.example",
      "next-action": "0123456789abcdef",
      "content-type": "text/plain;charset=UTF-8",
    },
    { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
    { origin: "null", "next-action": "x" },
  ];
  for (const headers of forgeries) {
    for (const path of ["/", "/contactez-nous", "/profile/edit?id=x", "/login"]) {
      const response = await contexts.member.fetch(path, {
        method: "POST",
        headers,
        data: "[]",
        maxRedirects: 0,
      });
      expect(response.status(), `${path} ${headers.origin}`).toBe(403);
      expect(await response.text()).toContain("Requête refusée");
    }
  }
});

test("[ROBUSTNESS] the login page sends a logged-in member only to a path of the site, encoded", async () => {
  const response = await contexts.member.get("/login?callbackUrl=/%E3%80%82/x", {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(307);
  expect(response.headers()["location"]).toBe("/%E3%80%82/x");
  const away = await contexts.member.get("/login?callbackUrl=//evil.example/x", {
    maxRedirects: 0,
  });
  expect(away.headers()["location"]).toBe("/");
});
