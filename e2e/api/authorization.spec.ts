import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from "../support/test";
import { FIXED_PUBLIC_PAGES } from "@/lib/urls";
import { waitForMessage } from "../support/outbox";
import { adminState, DEMO_MEMBER, memberState } from "../support/roles";

// The authorisation table of docs/authorisation.md, run over every page and endpoint for the three roles.
// Each cell is the expected status, plus text the body must (or must not) contain, or where a
// redirect leads. Ids come from the seeded demo content through the admin API.

type Role = "visitor" | "member" | "admin";
type Cell = { status: number; contains?: string; excludes?: string; location?: RegExp };
type Ids = {
  memberId: string;
  otherMemberId: string;
  publicItem: { id: string; type: string };
  membersItem: { id: string; type: string; title: string };
  publicDocument: string;
  membersDocument: string;
};
type Row = {
  name: string;
  method?: "GET" | "PUT" | "POST" | "DELETE";
  path: (ids: Ids) => string;
  body?: (ids: Ids) => unknown;
} & Record<Role, Cell | number>;

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
/** A seeded member with a subscription (lib/demo/members-data.ts). */
const OTHER_MEMBER_EMAIL = "claire.martin@example.org";
const ONE_PIXEL_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
const toLogin: Cell = { status: 307, location: /^\/login\?callbackUrl=/ };
const page = (contains?: string): Cell => ({ status: 200, contains });
/** An admin screen: a visitor goes to the login, a member is refused, an administrator reads it. */
const adminScreen = (name: string, path: string, contains: string): Row => ({
  name,
  path: () => path,
  visitor: toLogin,
  member: { status: 403, contains: "Accès refusé" },
  admin: page(contains),
});

const rows: Row[] = [
  // Public pages
  ...FIXED_PUBLIC_PAGES.map((path): Row => ({
    name: `page ${path}`,
    path: () => path,
    visitor: 200,
    member: 200,
    admin: 200,
  })),
  {
    name: "publication list",
    path: () => "/publications?type=publication",
    visitor: page("Nos publications"),
    member: 200,
    admin: 200,
  },
  {
    name: "public item",
    path: (ids) => `/item?id=${ids.publicItem.id}&type=${ids.publicItem.type}`,
    visitor: 200,
    member: 200,
    admin: 200,
  },
  {
    name: "subscribers-only item",
    path: (ids) => `/item?id=${ids.membersItem.id}&type=${ids.membersItem.type}`,
    visitor: { status: 404, contains: "Contenu non trouvé", excludes: "Abonnés seulement" },
    member: page("Abonnés seulement"),
    admin: page("Abonnés seulement"),
  },
  {
    name: "subscribers-only article",
    path: (ids) => `/article?id=${ids.membersItem.id}`,
    visitor: { status: 404, contains: "Article not found" },
    member: page("Imprimer"),
    admin: page("Imprimer"),
  },
  {
    name: "login page",
    path: () => "/login",
    visitor: page("Connexion"),
    member: { status: 307, location: /^\/$/ },
    admin: { status: 307, location: /^\/$/ },
  },
  {
    name: "FAQ",
    path: () => "/faq",
    visitor: { status: 200, contains: "Accès restreint", excludes: "Une cotisation de 120 €" },
    member: page("Une cotisation de 120 €"),
    admin: page("Une cotisation de 120 €"),
  },
  // Members' pages
  { name: "documents", path: () => "/documents", visitor: toLogin, member: 200, admin: 200 },
  {
    name: "own profile",
    path: (ids) => `/profile?id=${ids.memberId}`,
    visitor: toLogin,
    member: page(DEMO_MEMBER.email),
    admin: page(DEMO_MEMBER.email),
  },
  {
    name: "another member’s profile",
    path: (ids) => `/profile?id=${ids.otherMemberId}`,
    visitor: toLogin,
    member: page("Accès refusé"),
    admin: 200,
  },
  {
    name: "own profile edit",
    path: (ids) => `/profile/edit?id=${ids.memberId}`,
    visitor: toLogin,
    member: 200,
    admin: 200,
  },
  {
    name: "another member’s profile edit",
    path: (ids) => `/profile/edit?id=${ids.otherMemberId}`,
    visitor: toLogin,
    member: page(
      "Vous ne pouvez modifier que votre propre profil ou vous devez être administrateur.",
    ),
    admin: 200,
  },
  {
    name: "data export",
    path: () => "/profile/export",
    visitor: toLogin,
    member: page(DEMO_MEMBER.email),
    admin: 200,
  },
  // Administration
  adminScreen("admin area", "/admin", "Zone Admin"),
  adminScreen("journal", "/admin/journal", "Qui a consulté ou modifié quoi"),
  adminScreen("tax attestations", "/admin/attestations", "Attestations fiscales"),
  adminScreen("e-mails sent", "/admin/emails", "leur état et la réponse du fournisseur"),
  { name: "daily job", path: () => "/api/cron/daily", visitor: 401, member: 401, admin: 401 },
  { name: "e-mail retries", path: () => "/api/cron/emails", visitor: 401, member: 401, admin: 401 },
  // The scheduler's secret only, whoever is logged in: the whole database, and the billing clock.
  {
    name: "database backup",
    path: () => "/api/internal/backup",
    visitor: 401,
    member: 401,
    admin: 401,
  },
  {
    name: "billing clock",
    method: "POST",
    path: () => "/api/internal/billing",
    body: () => ({ days: 0 }),
    visitor: 401,
    member: 401,
    admin: 401,
  },
  adminScreen("newsletter composer", "/admin/newsletter", "Historique"),
  adminScreen("members directory", "/admin/members", "Annuaire des adhérents"),
  adminScreen("members import", "/admin/members/import", "Télécharger le modèle"),
  {
    name: "members CSV export",
    path: () => "/admin/members/export",
    visitor: toLogin,
    member: 403,
    admin: page("Prénom;Nom;E-mail"),
  },
  {
    name: "members import template",
    path: () => "/admin/members/import/template",
    visitor: toLogin,
    member: 403,
    admin: page("Prénom;Nom;E-mail"),
  },
  // Documented API
  {
    name: "GET publications",
    path: () => "/api/content?contentType=publications",
    visitor: 200,
    member: 200,
    admin: 200,
  },
  {
    name: "GET links",
    path: () => "/api/content?contentType=liens",
    visitor: 200,
    member: 200,
    admin: 200,
  },
  {
    name: "GET FAQ",
    path: () => "/api/content?contentType=faq",
    visitor: 401,
    member: 200,
    admin: 200,
  },
  {
    name: "download a public document",
    path: (ids) => `/api/files?action=download&id=${ids.publicDocument}`,
    visitor: 200,
    member: 200,
    admin: 200,
  },
  {
    name: "download a members' document",
    path: (ids) => `/api/files?action=download&id=${ids.membersDocument}`,
    visitor: 401,
    member: 200,
    admin: 200,
  },
  // Content writes: the administrator gets past authorisation and meets validation (an empty body,
  // an unknown id), so that the table changes no content that other specs read.
  ...(["publications", "faq", "liens"] as const).flatMap((type): Row[] => [
    {
      name: `POST ${type}`,
      method: "POST",
      path: () => `/api/content?contentType=${type}`,
      body: () => ({ isAdmin: true }),
      visitor: 401,
      member: 403,
      admin: 400,
    },
    {
      name: `PUT ${type}`,
      method: "PUT",
      path: () => `/api/content?contentType=${type}`,
      body: () => ({ id: UNKNOWN_ID, isAdmin: true }),
      visitor: 401,
      member: 403,
      admin: 400,
    },
    {
      name: `DELETE ${type}`,
      method: "DELETE",
      path: () => `/api/content?contentType=${type}`,
      body: () => ({ id: UNKNOWN_ID, isAdmin: true }),
      visitor: 401,
      member: 403,
      admin: 404,
    },
  ]),
  {
    name: "upload an image",
    method: "POST",
    path: () => "/api/files?action=upload&type=image",
    body: () => ({
      file: `data:image/png;base64,${ONE_PIXEL_PNG}`,
      fileName: "point.png",
      mimeType: "image/png",
      isAdmin: true,
    }),
    visitor: 401,
    member: 403,
    admin: 200,
  },
  {
    name: "list members",
    path: () => "/api/user-management?action=list&isAdmin=true",
    visitor: 401,
    member: 403,
    admin: 200,
  },
  {
    name: "GET own profile",
    path: (ids) => `/api/user-management?action=profile&id=${ids.memberId}`,
    visitor: 401,
    member: 200,
    admin: 200,
  },
  {
    name: "GET another profile",
    path: (ids) => `/api/user-management?action=profile&id=${ids.otherMemberId}`,
    visitor: 401,
    member: 403,
    admin: 200,
  },
  {
    name: "PUT another profile",
    method: "PUT",
    path: (ids) => `/api/user-management?action=profile&id=${ids.otherMemberId}`,
    body: () => ({ subscription: "retired", isAdmin: true }),
    visitor: 401,
    member: 403,
    admin: 200,
  },
  {
    name: "health check",
    path: () => "/api/utils?utilType=test-connection",
    visitor: 200,
    member: 200,
    admin: 200,
  },
  // Joining and paying (issue #9); the e-mail never chooses whose data it is, unless an administrator asks
  {
    name: "signup page",
    path: () => "/jadhere-au-srh",
    visitor: page("La première année d"),
    member: { status: 307, location: /^\/profile\/edit\?id=/ },
    admin: { status: 307, location: /^\/profile\/edit\?id=/ },
  },
  {
    name: "own subscriptions",
    path: () => "/api/stripe?action=get-subscriptions",
    visitor: 401,
    member: 200,
    admin: 200,
  },
  {
    name: "own payments",
    path: () => `/api/stripe?action=get-payments&email=${DEMO_MEMBER.email}`,
    visitor: 401,
    member: page("lastPayment"),
    admin: 200,
  },
  {
    name: "another member’s subscriptions by e-mail",
    path: () => `/api/stripe?action=get-subscriptions&email=${OTHER_MEMBER_EMAIL}`,
    visitor: 401,
    member: 403,
    admin: 200,
  },
  {
    name: "cancelling another member’s subscription by e-mail",
    method: "POST",
    path: () => "/api/stripe?action=cancel-subscription",
    body: () => ({ email: OTHER_MEMBER_EMAIL, subscriptionId: "sub_inconnu" }),
    visitor: 401,
    member: 403,
    admin: 404,
  },
  {
    name: "Stripe webhook without signature",
    method: "POST",
    path: () => "/api/stripe/webhook",
    body: () => ({ id: "evt_x", type: "invoice.paid" }),
    visitor: 400,
    member: 400,
    admin: 400,
  },
  {
    name: "GET newsletter data",
    path: () => "/api/newsletter-v2",
    visitor: 401,
    member: 403,
    admin: 200,
  },
  {
    name: "POST newsletter preview",
    method: "POST",
    path: () => "/api/newsletter-v2",
    body: () => ({
      action: "preview",
      title: "Essai",
      content: "<p>Bonjour</p>",
      selectedPublicationIds: [],
    }),
    visitor: 401,
    member: 403,
    admin: { status: 200, contains: "previewHtml" },
  },
];

const contexts = {} as Record<Role, APIRequestContext>;
let ids: Ids;

test.beforeAll(async ({ baseURL }) => {
  contexts.visitor = await playwrightRequest.newContext({ baseURL });
  contexts.member = await playwrightRequest.newContext({ baseURL, storageState: memberState });
  contexts.admin = await playwrightRequest.newContext({ baseURL, storageState: adminState });
  ids = await discoverIds(contexts.admin);
});

test.afterAll(async () => {
  await Promise.all(Object.values(contexts).map((context) => context.dispose()));
});

for (const row of rows) {
  test(`[AUTHZ] ${row.name}`, async () => {
    for (const role of ["visitor", "member", "admin"] as const) {
      const expected: Cell = typeof row[role] === "number" ? { status: row[role] } : row[role];
      const response = await contexts[role].fetch(row.path(ids), {
        method: row.method ?? "GET",
        data: row.body?.(ids),
        maxRedirects: 0,
      });
      const where = `${role} ${row.method ?? "GET"} ${row.path(ids)}`;
      expect(response.status(), where).toBe(expected.status);
      if (expected.location) {
        const target = new URL(response.headers().location ?? "", "http://localhost");
        expect(target.pathname + target.search, where).toMatch(expected.location);
      }
      const body = expected.contains || expected.excludes ? await response.text() : "";
      if (expected.contains) expect(body, where).toContain(expected.contains);
      if (expected.excludes) expect(body, where).not.toContain(expected.excludes);
    }
  });
}

test("[AUTHZ] the API never gives visitors subscribers-only publications or their documents", async () => {
  const visitor = await (
    await contexts.visitor.get("/api/content?contentType=publications")
  ).json();
  const member = await (await contexts.member.get("/api/content?contentType=publications")).json();
  const visitorIds = new Set(visitor.publications.map((p: { id: string }) => p.id));
  expect(visitor.publications.some((p: { subscribersonly: boolean }) => p.subscribersonly)).toBe(
    false,
  );
  expect(visitorIds.has(ids.membersItem.id)).toBe(false);
  expect(member.publications.some((p: { id: string }) => p.id === ids.membersItem.id)).toBe(true);

  const byId = await (
    await contexts.visitor.get(
      `/api/content?contentType=publications&type=${ids.membersItem.type}&id=${ids.membersItem.id}`,
    )
  ).json();
  expect(byId).toEqual({ success: true, publications: [] });

  const listed = `/api/files?action=list&ids=${ids.publicDocument},${ids.membersDocument}`;
  const visitorDocs = await (await contexts.visitor.get(listed)).json();
  expect(visitorDocs.documents.map((d: { id: string }) => d.id)).toEqual([ids.publicDocument]);
  const memberDocs = await (await contexts.member.get(listed)).json();
  expect(memberDocs.documents.map((d: { id: string }) => d.id)).toEqual([
    ids.publicDocument,
    ids.membersDocument,
  ]);
});

test("[AUTHZ] a member cannot make themselves admin through any API call", async () => {
  const own = `/api/user-management?action=profile&id=${ids.memberId}`;
  const { user } = await (await contexts.member.get(own)).json();
  const flags = JSON.parse(user.infopro) as Record<string, boolean>;
  const full = await contexts.member.put(own, {
    data: { ...user, ...flags, infopro: undefined, isadmin: true, isAdmin: true },
  });
  expect(full.status(), await full.text()).toBe(200);
  const tierOnly = await contexts.member.put(own, {
    data: { subscription: user.subscription, isAdmin: true },
  });
  expect(tierOnly.status()).toBe(200);
  const after = await (await contexts.member.get(own)).json();
  expect(after.user.isadmin).toBe(false);
  expect(
    (await contexts.member.get("/api/user-management?action=list&isAdmin=true")).status(),
  ).toBe(403);
  expect((await contexts.member.get("/admin")).status()).toBe(403);

  const created = await contexts.member.post("/api/user-management?action=create", {
    data: {
      email: "nouvel.admin@example.org",
      firstname: "Nouvel",
      lastname: "Admin",
      hospital: "CH",
      isadmin: true,
      isAdmin: true,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  expect(await created.json()).toEqual({ success: true });
  expect(await accountOf("nouvel.admin@example.org")).toMatchObject({ isadmin: false });
});

test("[AUTHZ] an administrator may create another administrator; a visitor may not", async () => {
  const byVisitor = await contexts.visitor.post("/api/user-management?action=create", {
    data: {
      email: "visiteur.admin@example.org",
      firstname: "Vi",
      lastname: "Siteur",
      hospital: "CH",
      isadmin: true,
    },
  });
  expect(byVisitor.status()).toBe(200);
  expect(await byVisitor.json()).toEqual({ success: true });
  expect(await accountOf("visiteur.admin@example.org")).toMatchObject({ isadmin: false });
  const byAdmin = await contexts.admin.post("/api/user-management?action=create", {
    data: {
      email: "second.admin@example.org",
      firstname: "Second",
      lastname: "Admin",
      hospital: "CH",
      isadmin: true,
    },
  });
  expect((await byAdmin.json()).user.isadmin).toBe(true);
  // An administrator is told when the address already has an account; nothing changes.
  const again = await contexts.admin.post("/api/user-management?action=create", {
    data: {
      email: "second.admin@example.org",
      firstname: "Autre",
      lastname: "Nom",
      hospital: "CH",
      isadmin: false,
    },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).success).toBe(false);
  expect(await accountOf("second.admin@example.org")).toMatchObject({
    firstname: "Second",
    isadmin: true,
  });
});

test("[AUTHZ] creating an account says nothing about the address: a member’s and a new one get the same answer", async () => {
  const data = (email: string) => ({
    data: { email, firstname: "Curieux", lastname: "Visiteur", hospital: "CH" },
  });
  const member = await contexts.visitor.post(
    "/api/user-management?action=create",
    data(DEMO_MEMBER.email),
  );
  const fresh = await contexts.visitor.post(
    "/api/user-management?action=create",
    data("jamais.vu@example.org"),
  );
  expect(member.status()).toBe(fresh.status());
  expect(await member.json()).toEqual(await fresh.json());
  expect(Object.keys(member.headers()).sort()).toEqual(Object.keys(fresh.headers()).sort());
  // The owners are told instead: the member that an account exists, the new address its code.
  await waitForMessage(
    contexts.visitor,
    DEMO_MEMBER.email,
    /^Votre compte sur le site du SRH$/,
    new Date(Date.now() - 60_000),
  );
  await waitForMessage(
    contexts.visitor,
    "jamais.vu@example.org",
    /^Confirmez votre adresse\s: \d{6}$/,
    new Date(Date.now() - 60_000),
  );
});

/** An account as the administrators' list shows it, once the work done after the answer is over. */
async function accountOf(
  email: string,
): Promise<{ isadmin: boolean; firstname: string } | undefined> {
  let account: { isadmin: boolean; firstname: string } | undefined;
  await expect
    .poll(async () => {
      const { users } = await (await contexts.admin.get("/api/user-management?action=list")).json();
      account = (users as { email: string; isadmin: boolean; firstname: string }[]).find(
        (user) => user.email === email,
      );
      return Boolean(account);
    })
    .toBe(true);
  return account;
}

async function discoverIds(admin: APIRequestContext): Promise<Ids> {
  const { users } = await (await admin.get("/api/user-management?action=list")).json();
  const idOf = (email: string) =>
    users.find((u: { email: string }) => u.email === email)?.id as string;
  const { publications } = await (await admin.get("/api/content?contentType=publications")).json();
  type P = {
    id: string;
    type: string;
    title: string;
    subscribersonly: boolean;
    attachmentIds: string[];
    pubdate: string;
  };
  const published = (publications as P[]).filter((p) => new Date(p.pubdate) <= new Date());
  // The oldest such items are seeded ones: newer ones may be another spec's, created and deleted meanwhile.
  const membersItem = published.findLast((p) => p.subscribersonly && p.attachmentIds.length > 0)!;
  const publicItem = published.findLast((p) => !p.subscribersonly && p.attachmentIds.length > 0)!;
  return {
    memberId: idOf(DEMO_MEMBER.email),
    otherMemberId: idOf("nathalie.girard@example.org"),
    publicItem: { id: publicItem.id, type: publicItem.type },
    membersItem: { id: membersItem.id, type: membersItem.type, title: membersItem.title },
    publicDocument: publicItem.attachmentIds[0]!,
    membersDocument: membersItem.attachmentIds[0]!,
  };
}
