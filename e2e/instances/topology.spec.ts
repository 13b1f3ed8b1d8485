import { randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext, type Browser, type Page } from "../support/test";
import { ADMIN_EMAIL, loginAs, MEMBER_EMAIL } from "../support/auth";
import { seededMemberId } from "../support/accounts";
import { DEMO_MEMBER } from "../support/roles";
import { gotoAndSettle } from "../support/hydration";
import { startNginx, type RunningNginx } from "../../scripts/lib/nginx";
import { apiLogin } from "../support/access-table";
import { createSharedDatabase, startInstances, type Instance } from "../support/instances";

// The production topology (docs/operations.md): two instances on one PostgreSQL database, the
// second behind deploy/nginx.conf as it is. A write through one instance expires the other's
// cache within a second (lib/cache-handler.mjs, told through the database), and nginx's one-second
// cache adds at most a second; a session's answers are never kept by nginx. Runs in CI
// (TEST_DATABASE_URL) in a project of its own (playwright.config.ts): it starts its own instances
// on their own database.

const serverUrl = process.env.TEST_DATABASE_URL;
const basePort = Number(process.env.E2E_PORT ?? 3100) + 2;
const nginxPort = basePort + 8;
const ONE_SECOND = 1_000;

test.describe.configure({ mode: "serial", timeout: 180_000 });

let first: Instance;
let second: Instance;
/** deploy/nginx.conf in front of the second instance. */
let proxy: RunningNginx;
let dropDatabase: () => Promise<void> = async () => {};

test.beforeAll(async () => {
  // A database migrated and seeded, then two production servers started: longer than a test's
  // default 30 s on a busy CI machine.
  test.setTimeout(120_000);
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const database = await createSharedDatabase(serverUrl);
  dropDatabase = database.drop;
  const authSecret = randomBytes(32).toString("hex");
  const instances = await startInstances([
    { port: basePort, databaseUrl: database.url, authSecret },
    { port: basePort + 1, databaseUrl: database.url, authSecret },
  ]);
  first = instances[0]!;
  second = instances[1]!;
  proxy = await startNginx({ port: nginxPort, upstreams: [new URL(second.url).host] });
});

let adminPage: Page | undefined;

/**
 * The administrator, logged in on the first instance once for the whole file: login codes are
 * limited to one a minute per address.
 */
async function adminOnFirst(browser: Browser): Promise<Page> {
  if (!adminPage) {
    const context = await browser.newContext({ baseURL: first.url });
    adminPage = await context.newPage();
    await loginAs(adminPage, ADMIN_EMAIL);
  }
  return adminPage;
}

test.afterAll(async () => {
  await adminPage?.context().close();
  await Promise.all([first?.stop(), second?.stop(), proxy?.stop()]);
  await dropDatabase();
});

/** A visitor's page (no cookie), as its text. */
async function visitorPage(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url, { headers: { cookie: "" } });
  expect(response.status(), url).toBe(200);
  return response.text();
}

/** Polls `url` until its text passes `check`, within `seconds` of now. */
async function within(
  seconds: number,
  request: APIRequestContext,
  url: string,
  check: (text: string) => boolean,
): Promise<void> {
  const started = Date.now();
  await expect
    .poll(async () => check(await visitorPage(request, url)), {
      timeout: seconds * ONE_SECOND,
      intervals: [20],
      message: `${url} changed within ${seconds} s`,
    })
    .toBe(true);
  console.info(`[instances] ${url} changed in ${Date.now() - started} ms`);
}

/** Checks a write through the first instance on the second, directly (1 s) and through nginx (2 s). */
async function onSecond(
  request: APIRequestContext,
  path: string,
  check: (text: string) => boolean,
): Promise<void> {
  await within(1, request, `${second.url}${path}`, check);
  await within(2, request, `${proxy.url}${path}`, check);
}

test("[ADMIN] a publish, an edit and a delete through one instance reach the other’s visitors within a second, and through nginx within two", async ({
  browser,
  playwright,
}) => {
  const visitor = await playwright.request.newContext();
  const listPath = "/publications?type=communique";
  const list = (instance: Instance) => `${instance.url}${listPath}`;
  const apiPath = "/api/content?contentType=publications&type=communique";
  // Yesterday: first in the list (newest first), and not a scheduled item.
  const pubdate = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const title = `Communiqué multi-instance ${randomBytes(3).toString("hex")}`;
  // Both instances and nginx have the visitors' list in their cache before the write.
  for (const url of [
    list(first),
    list(second),
    `${proxy.url}${listPath}`,
    `${first.url}${apiPath}`,
    `${second.url}${apiPath}`,
  ]) {
    await visitorPage(visitor, url);
    expect(await visitorPage(visitor, url)).not.toContain(title);
  }

  const admin = await adminOnFirst(browser);
  const write = async (method: "post" | "put" | "delete", data: Record<string, unknown>) => {
    const response = await admin.request[method]("/api/content?contentType=publications", { data });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as { id: string };
  };
  const content = {
    type: "doc",
    content: [{ type: "paragraph", content: [{ type: "text", text: "Texte" }] }],
  };

  // Publish.
  const { id } = await write("post", { title, content, pubdate, type: "communique" });
  expect(await visitorPage(visitor, list(first))).toContain(title);
  expect(await visitorPage(visitor, `${first.url}${apiPath}`)).toContain(title);
  await onSecond(visitor, listPath, (text) => text.includes(title));
  await onSecond(visitor, apiPath, (text) => text.includes(title));

  // Edit: the item page, cached on the other instance first.
  const itemPath = `/item?id=${id}&type=communique`;
  const item = (instance: Instance) => `${instance.url}${itemPath}`;
  const itemApiPath = `/api/content?contentType=publications&id=${id}`;
  for (const url of [item(second), `${second.url}${itemApiPath}`]) {
    expect(await visitorPage(visitor, url)).toContain(title);
    expect(await visitorPage(visitor, url)).toContain(title);
  }
  await write("put", {
    id,
    title: `${title} modifié`,
    content,
    pubdate,
    type: "communique",
  });
  expect(await visitorPage(visitor, item(first))).toContain(`${title} modifié`);
  await onSecond(visitor, itemPath, (text) => text.includes(`${title} modifié`));
  await onSecond(visitor, itemApiPath, (text) => text.includes(`${title} modifié`));

  // Delete.
  await write("delete", { id });
  expect(await visitorPage(visitor, list(first))).not.toContain(title);
  await onSecond(visitor, listPath, (text) => !text.includes(title));
  await onSecond(visitor, apiPath, (text) => !text.includes(title));

  await visitor.dispose();
});

test("[ADMIN] a board save through one instance reaches the other’s /bureau and /contactez-nous within a second", async ({
  browser,
  playwright,
}) => {
  const visitor = await playwright.request.newContext();
  const name = `Dr Multi-instance ${randomBytes(3).toString("hex")}`;
  const pages = ["/bureau", "/contactez-nous"];
  // Both in the other instance's cache before the write.
  for (const path of pages) {
    await visitorPage(visitor, `${second.url}${path}`);
    expect(await visitorPage(visitor, `${second.url}${path}`)).not.toContain(name);
  }

  const admin = await adminOnFirst(browser);
  await gotoAndSettle(admin, "/admin/bureau");
  await admin
    .getByRole("textbox", { name: "Trésorier adjoint\u00a0: nom", exact: true })
    .fill(name);
  await admin.getByRole("button", { name: "Enregistrer le bureau" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Bureau enregistré." })).toBeVisible();

  expect(await visitorPage(visitor, `${first.url}/bureau`)).toContain(name);
  for (const path of pages) await onSecond(visitor, path, (text) => text.includes(name));

  await visitor.dispose();
});

test("[VISITOR] behind nginx a visitor’s second request is a cache hit; GET // is answered", async ({
  playwright,
}) => {
  const visitor = await playwright.request.newContext();
  for (const path of ["/", "/publications?type=communique", "/statuts", "/jadhere-au-srh"]) {
    await visitor.get(`${proxy.url}${path}`);
    const again = await visitor.get(`${proxy.url}${path}`);
    expect(again.status(), path).toBe(200);
    // Within the second nginx keeps it (or while it renews it in the background).
    expect(["HIT", "UPDATING", "STALE"], path).toContain(again.headers()["x-cache-status"]);
  }
  for (const url of [`${second.url}//`, `${proxy.url}//`]) {
    const response = await visitor.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBeLessThan(500);
  }
  await visitor.dispose();
});

test("[MEMBER] behind nginx a member’s answers are never kept, and the old cookie gets nothing after «\u00a0Déconnexion\u00a0»", async ({
  playwright,
}) => {
  const member = await apiLogin(proxy.url, MEMBER_EMAIL);
  const visitor = await playwright.request.newContext();
  const profile = `/profile?id=${seededMemberId(MEMBER_EMAIL)}`;
  const paths = [
    "/",
    profile,
    "/documents",
    "/api/auth/session",
    "/api/content?contentType=publications",
  ];
  const canaries = [MEMBER_EMAIL, `${DEMO_MEMBER.firstname} ${DEMO_MEMBER.lastname}`];
  const memberBodies = new Map<string, string>();
  for (const path of paths) {
    const answer = await member.get(`${proxy.url}${path}`, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()["x-cache-status"], path).toBe("BYPASS");
    memberBodies.set(path, await answer.text());
  }
  expect(memberBodies.get(profile)).toContain(MEMBER_EMAIL);
  // A visitor asking the same addresses right after gets nothing of the member's.
  for (const path of paths) {
    const answer = await visitor.get(`${proxy.url}${path}`, { maxRedirects: 0 });
    const body = await answer.text();
    for (const canary of canaries) expect(body, `${path}: ${canary}`).not.toContain(canary);
  }
  // The subscribers-only items the member's list has are not in the visitor's.
  const visitorList = await (
    await visitor.get(`${proxy.url}/api/content?contentType=publications`)
  ).json();
  const memberList = JSON.parse(memberBodies.get("/api/content?contentType=publications")!);
  expect(memberList.publications.length).toBeGreaterThan(visitorList.publications.length);

  const { cookies } = await member.storageState();
  const cookieHeader = cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  expect((await member.post(`${proxy.url}/api/auth/signout`)).status()).toBe(200);
  const stale = await visitor.get(`${proxy.url}${profile}`, {
    headers: { cookie: cookieHeader },
    maxRedirects: 0,
  });
  expect(stale.status()).toBe(307);
  const body = await stale.text();
  for (const canary of canaries) expect(body).not.toContain(canary);
  await member.dispose();
  await visitor.dispose();
});
