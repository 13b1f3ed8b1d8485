import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { adminViewRewrites } from "@/lib/admin-views/rewrites";
import { codeOf } from "./auth";
import { waitForMessage } from "./outbox";
import { DEMO_ADMIN, DEMO_MEMBER } from "./roles";

// The authorisation table read on whole bodies: private things are seeded with strings found
// nowhere else (canaries), then every private page and route is asked by each role, as HTML and as
// React's payload (`RSC: 1`), without following redirects; no body a role may not see (200, 307,
// 403, 404 alike) may carry a canary. The addresses come from the page and route files, so a new
// page is covered without editing this table.

export type Role = "visitor" | "member" | "otherMember" | "revokedAdmin" | "demotedAdmin" | "admin";

/** Strings that stand for one private thing each, and the ids of what they belong to. */
export type Canaries = {
  memberId: string;
  memberEmail: string;
  memberHospital: string;
  draftId: string;
  draftTitle: string;
  journalTitle: string;
  attestationOwnerId: string;
  attestationId: string;
  attestationNumber: string;
  attestationYear: number;
  receiptId: string;
  /** A live login code of the canary member: no role, administrators included, may read it. */
  code: string;
};

const APP_DIR = path.join(process.cwd(), "app");

/** Each page.tsx and route.ts under app/(admin) and app/(member), as the address it answers. */
export function privateAddresses(): string[] {
  const publicAddressOf = new Map(
    adminViewRewrites().map((rewrite) => [rewrite.destination, rewrite.source]),
  );
  const addresses = new Set<string>();
  for (const group of ["(admin)", "(member)"]) {
    for (const file of fs.readdirSync(path.join(APP_DIR, group), { recursive: true })) {
      const relative = String(file);
      if (!/(^|\/)(page\.tsx|route\.ts)$/.test(relative)) continue;
      const segments = path
        .dirname(relative)
        .split(path.sep)
        .filter((segment) => segment !== "." && !/^\(.*\)$/.test(segment));
      if (segments.some((segment) => segment.startsWith("_"))) continue;
      if (segments.some((segment) => segment.startsWith("[")))
        throw new Error(`${group}/${relative}: give the access table an address for this page`);
      const address = `/${segments.join("/")}`;
      addresses.add(publicAddressOf.get(address) ?? address);
    }
  }
  return [...addresses].sort();
}

/** The query strings each address is also asked with, so that its private data is on the page. */
function variantsOf(address: string, canaries: Canaries): string[] {
  const byAddress: Record<string, string[]> = {
    "/admin/members": [`?q=${encodeURIComponent(canaries.memberEmail)}`],
    "/admin/emails": [`?membre=${canaries.memberId}`],
    "/admin/journal": [`?membre=${canaries.memberId}`],
    "/admin/attestations": [`?year=${canaries.attestationYear}`],
    "/admin/publications": ["?type=publication"],
    "/admin/publications/edit": [`?id=${canaries.draftId}`],
    "/profile": [`?id=${canaries.memberId}`, `?id=${canaries.attestationOwnerId}`],
    "/profile/edit": [`?id=${canaries.memberId}`, `?id=${canaries.attestationOwnerId}`],
    "/profile/attestation": [`?id=${canaries.attestationId}`],
    "/profile/recu": [`?id=${canaries.receiptId}`],
  };
  return ["", ...(byAddress[address] ?? [])].map((query) => `${address}${query}`);
}

/** The documented JSON API's reads of private data (spec §7), with the canaries' ids. */
function apiReads(canaries: Canaries): string[] {
  return [
    "/api/user-management?action=list",
    `/api/user-management?action=profile&id=${canaries.memberId}`,
    `/api/stripe?action=get-payments&email=${encodeURIComponent(canaries.memberEmail)}`,
    `/api/stripe?action=get-subscriptions&email=${encodeURIComponent(canaries.memberEmail)}`,
    "/api/content?contentType=publications",
    "/api/newsletter-v2",
  ];
}

/** What an administrator may read: every canary but the code. */
const ADMIN_MAY_SEE: (keyof Canaries)[] = [
  "memberEmail",
  "memberHospital",
  "draftTitle",
  "journalTitle",
  "attestationNumber",
];
const SECRET_KEYS: (keyof Canaries)[] = [...ADMIN_MAY_SEE, "code"];

let clients = 0;
/**
 * A client address of its own per login, unique across the run's workers (the process id is in
 * it): the per-(address, client) send limits start from zero.
 */
export function nextClient(): string {
  clients += 1;
  return `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${clients}`;
}

/** A logged-in request context, through the documented login API and the dev mailbox. */
export async function apiLogin(baseURL: string, email: string): Promise<APIRequestContext> {
  const client = nextClient();
  const context = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": client },
  });
  const since = new Date(Date.now() - 1000);
  const asked = await context.post("/api/user-management?action=login", { data: { email } });
  expect(asked.status(), `${email} from ${client}: ${await asked.text()}`).toBe(200);
  const mail = await waitForMessage(
    context,
    email,
    /^Votre code de connexion SRH\s: \d{6}$/,
    since,
  );
  const verified = await context.post("/api/user-management?action=verify-otp", {
    data: { email, otp: codeOf(mail.subject) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return context;
}

type Legacy = Record<string, unknown> & { id: string; email: string };

async function createAccount(
  admin: APIRequestContext,
  values: { email: string; firstname: string; lastname: string; hospital: string },
  isadmin = false,
): Promise<Legacy> {
  const response = await admin.post("/api/user-management?action=create", {
    data: { ...values, isadmin },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { user: Legacy }).user;
}

/** The roles, each its own request context; the two administrators made harmless on the way. */
export async function roleContexts(
  baseURL: string,
  admin: APIRequestContext,
  run: string,
): Promise<Record<Role, APIRequestContext>> {
  const account = (name: string) => ({
    email: `${name}.${run}@example.org`,
    firstname: name,
    lastname: `Rôle ${run}`,
    hospital: "CH de test",
  });
  const other = await createAccount(admin, account("autre-membre"));
  const revoked = await createAccount(admin, account("admin-deconnecte"), true);
  const demoted = await createAccount(admin, account("admin-retrograde"), true);
  const [member, otherMember, revokedAdmin, demotedAdmin] = await Promise.all([
    apiLogin(baseURL, DEMO_MEMBER.email),
    apiLogin(baseURL, other.email),
    apiLogin(baseURL, revoked.email),
    apiLogin(baseURL, demoted.email),
  ]);
  // « Déconnexion »: the cookie the browser had is kept, as a copy of it would be.
  const cookies = await revokedAdmin.storageState();
  expect((await revokedAdmin.post("/api/auth/signout")).status()).toBe(200);
  const revokedCopy = await playwrightRequest.newContext({ baseURL, storageState: cookies });
  // Demoted while logged in: the token still says administrator, the user row no longer does.
  const profile = `/api/user-management?action=profile&id=${demoted.id}`;
  const { user } = (await (await admin.get(profile)).json()) as { user: Legacy };
  const flags = JSON.parse(String(user.infopro)) as Record<string, boolean>;
  const demote = await admin.put(profile, {
    data: { ...user, ...flags, infopro: undefined, isadmin: false },
  });
  expect(demote.status(), await demote.text()).toBe(200);
  return {
    visitor: await playwrightRequest.newContext({ baseURL }),
    member,
    otherMember,
    revokedAdmin: revokedCopy,
    demotedAdmin,
    admin,
  };
}

/** Seeds one private thing per canary through the administrator's API, and reads the ids back. */
export async function seedCanaries(
  admin: APIRequestContext,
  run: string,
  visitor: APIRequestContext,
): Promise<Canaries> {
  const member = await createAccount(admin, {
    email: `canari.${run}@example.org`,
    firstname: "Canari",
    lastname: `Secret ${run}`,
    hospital: `Hôpital Canari ${run}`,
  });
  const content = {
    type: "doc",
    content: [{ type: "paragraph", content: [{ type: "text", text: "Texte" }] }],
  };
  const publish = async (title: string, pubdate: string) => {
    const response = await admin.post("/api/content?contentType=publications", {
      data: { title, content, pubdate, type: "publication", subscribersonly: true },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { id: string }).id;
  };
  // Dated next year: scheduled, so only administrators may read it (lib/auth/audience.ts).
  const draftTitle = `Brouillon canari ${run}`;
  const draftId = await publish(draftTitle, `${new Date().getFullYear() + 1}-06-01`);
  // Created then deleted: its title survives only in the journal.
  const journalTitle = `Journal canari ${run}`;
  const deletedId = await publish(journalTitle, "2020-01-01");
  const deleted = await admin.delete("/api/content?contentType=publications", {
    data: { id: deletedId },
  });
  expect(deleted.status(), await deleted.text()).toBe(200);

  // An attestation and a receipt of a demo member who is none of the roles, read on their profile.
  const { users } = (await (await admin.get("/api/user-management?action=list")).json()) as {
    users: Legacy[];
  };
  let found: { ownerId: string; page: string } | undefined;
  for (const user of users.filter((user) => user.email.endsWith("@example.org"))) {
    if ([DEMO_MEMBER.email, DEMO_ADMIN.email].some((email) => email === user.email)) continue;
    const page = await (await admin.get(`/profile?id=${user.id}`)).text();
    if (/SRH-\d{4}-\d{5}/.test(page) && /\/profile\/recu\?id=/.test(page)) {
      found = { ownerId: user.id, page };
      break;
    }
  }
  expect(found, "a demo member with an attestation and a receipt").toBeDefined();
  const attestationNumber = /SRH-(\d{4})-\d{5}/.exec(found!.page)!;
  const attestationId = /\/profile\/attestation\?id=([0-9a-f-]{36})/.exec(found!.page)?.[1];
  const receiptId = /\/profile\/recu\?id=([0-9a-f-]{36})/.exec(found!.page)?.[1];
  expect(attestationId && receiptId).toBeTruthy();

  // A live login code for the canary member, asked by a visitor: its recipient alone may read it.
  const since = new Date(Date.now() - 1000);
  const asked = await visitor.post("/api/user-management?action=login", {
    data: { email: member.email },
    headers: { "x-forwarded-for": nextClient() },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const mail = await waitForMessage(
    visitor,
    member.email,
    /^Votre code de connexion SRH\s: \d{6}$/,
    since,
  );
  return {
    memberId: member.id,
    memberEmail: member.email,
    memberHospital: `Hôpital Canari ${run}`,
    draftId,
    draftTitle,
    journalTitle,
    attestationOwnerId: found!.ownerId,
    attestationId: attestationId!,
    attestationNumber: attestationNumber[0],
    attestationYear: Number(attestationNumber[1]),
    receiptId: receiptId!,
    code: codeOf(mail.subject),
  };
}

export function newRun(): string {
  return randomBytes(4).toString("hex");
}

/** A canary in a body, as text or JSON-escaped; a code as six digits standing alone. */
function appearsIn(body: string, canary: string): boolean {
  if (/^\d{6}$/.test(canary)) return new RegExp(`(?<![#\\w])${canary}(?!\\w)`).test(body);
  return body.includes(canary) || body.includes(JSON.stringify(canary).slice(1, -1));
}

/**
 * Asks every private address (and the API's reads) as every role, as a page and as React's
 * payload, and returns the leaks found: role, address, canary. Also returns what the real
 * administrator was shown, so that the caller can check the canaries were reachable at all.
 */
export async function readEveryBody(
  contexts: Record<Role, APIRequestContext>,
  canaries: Canaries,
): Promise<{ leaks: string[]; seenByAdmin: Set<keyof Canaries> }> {
  const addresses = [
    ...privateAddresses().flatMap((address) => variantsOf(address, canaries)),
    ...apiReads(canaries),
  ];
  const leaks: string[] = [];
  const seenByAdmin = new Set<keyof Canaries>();
  for (const role of Object.keys(contexts) as Role[]) {
    const allowed = role === "admin" ? ADMIN_MAY_SEE : [];
    // A few at a time: PGlite answers one query at a time anyway.
    for (let start = 0; start < addresses.length; start += 4) {
      await Promise.all(
        addresses.slice(start, start + 4).flatMap((address) =>
          ([{}, { RSC: "1" }] as Record<string, string>[]).map(async (headers) => {
            const response = await contexts[role].get(address, { headers, maxRedirects: 0 });
            const body = (await response.body()).toString("latin1") + (await response.text());
            for (const key of SECRET_KEYS) {
              if (!appearsIn(body, String(canaries[key]))) continue;
              if (allowed.includes(key)) seenByAdmin.add(key);
              else
                leaks.push(
                  `${role} ${headers.RSC ? "RSC " : ""}${address} (${response.status()}): ${key}`,
                );
            }
          }),
        ),
      );
    }
  }
  return { leaks, seenByAdmin };
}

/** The whole table on one server: canaries seeded, every body read, no leak, every canary real. */
export async function checkAccessTable(baseURL: string): Promise<void> {
  const run = newRun();
  const admin = await apiLogin(baseURL, DEMO_ADMIN.email);
  const contexts = await roleContexts(baseURL, admin, run);
  const canaries = await seedCanaries(admin, run, contexts.visitor);
  const { leaks, seenByAdmin } = await readEveryBody(contexts, canaries);
  expect(leaks, "private data in the bodies of roles that may not see it").toEqual([]);
  // The table can fail: each canary but the code reached the administrator's pages.
  expect([...seenByAdmin].sort()).toEqual([...ADMIN_MAY_SEE].sort());
  await Promise.all(Object.values(contexts).map((context) => context.dispose()));
}

/**
 * The takeover the audit walked: anyone with an account asks a login code for the administrator's
 * address, reads every admin page for it, tries what looks like a code, and must end without an
 * administrator session; the code that went out is in none of the bodies.
 */
export async function checkTakeover(baseURL: string): Promise<void> {
  const attacker = await apiLogin(baseURL, DEMO_MEMBER.email);
  const since = new Date(Date.now() - 1000);
  const asked = await attacker.post("/api/user-management?action=login", {
    data: { email: DEMO_ADMIN.email },
    headers: { "x-forwarded-for": nextClient() },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const bodies: string[] = [];
  for (const address of privateAddresses()) {
    for (const headers of [{}, { RSC: "1" }] as Record<string, string>[]) {
      const response = await attacker.get(address, { headers, maxRedirects: 0 });
      bodies.push(await response.text());
    }
  }
  const candidates = new Set(
    bodies.flatMap((body) =>
      [...body.matchAll(/code[^0-9]{0,80}?(?<![#\w])(\d{6})(?!\w)/gi)].map((match) => match[1]!),
    ),
  );
  for (const otp of [...candidates].slice(0, 5)) {
    await attacker.post("/api/user-management?action=verify-otp", {
      data: { email: DEMO_ADMIN.email, otp },
    });
  }
  const session = (await (await attacker.get("/api/auth/session")).json()) as {
    user?: { email?: string; isadmin?: boolean };
  };
  expect(session.user).toMatchObject({ email: DEMO_MEMBER.email, isadmin: false });
  expect((await attacker.get("/admin/members", { maxRedirects: 0 })).status()).toBe(403);
  // The code did go out (the demo's mailbox stands for the administrator's own), and no admin
  // page showed it.
  const sent = await waitForMessage(
    attacker,
    DEMO_ADMIN.email,
    /^Votre code de connexion SRH\s: \d{6}$/,
    since,
  );
  const code = codeOf(sent.subject);
  expect(bodies.filter((body) => appearsIn(body, code))).toEqual([]);
  await attacker.dispose();
}
