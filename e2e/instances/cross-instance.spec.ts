import { randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { ADMIN_EMAIL, loginAs } from "../support/auth";
import { gotoAndSettle } from "../support/hydration";
import { createSharedDatabase, startInstances, type Instance } from "../support/instances";

// Issue #21: two instances on one PostgreSQL database. A write through one is visible to visitors
// at once on it, and within one second on the other (NOTIFY from the database, lib/visitor-cache),
// where the time-based refresh alone took up to ten minutes. Runs in CI (TEST_DATABASE_URL) in a
// project of its own (playwright.config.ts): it starts its own instances on their own database.

const serverUrl = process.env.TEST_DATABASE_URL;
const basePort = Number(process.env.E2E_PORT ?? 3100) + 2;
const ONE_SECOND = 1_000;

test.describe.configure({ mode: "serial", timeout: 180_000 });

let first: Instance;
let second: Instance;
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
  await Promise.all([first?.stop(), second?.stop()]);
  await dropDatabase();
});

/** A visitor's page (no cookie), as its text. */
async function visitorPage(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url, { headers: { cookie: "" } });
  expect(response.status(), url).toBe(200);
  return response.text();
}

/** Polls `url` until its text passes `check`, within one second of now. */
async function within1s(
  request: APIRequestContext,
  url: string,
  check: (text: string) => boolean,
): Promise<void> {
  const started = Date.now();
  await expect
    .poll(async () => check(await visitorPage(request, url)), {
      timeout: ONE_SECOND,
      intervals: [20],
      message: `${url} changed within a second`,
    })
    .toBe(true);
  console.info(`[instances] ${url} changed on the other instance in ${Date.now() - started} ms`);
}

test("[ADMIN] a publish, an edit and a delete through one instance reach the other's visitors within a second", async ({
  browser,
  playwright,
}) => {
  const visitor = await playwright.request.newContext();
  const list = (instance: Instance) => `${instance.url}/publications?type=communique`;
  // Yesterday: first in the list (newest first), and not a scheduled item.
  const pubdate = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const title = `Communiqué multi-instance ${randomBytes(3).toString("hex")}`;
  // Both instances have the visitors' list in their cache before the write.
  for (const instance of [first, second]) {
    await visitorPage(visitor, list(instance));
    expect(await visitorPage(visitor, list(instance))).not.toContain(title);
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
  await within1s(visitor, list(second), (text) => text.includes(title));

  // Edit: the item page, cached on the other instance first.
  const item = (instance: Instance) => `${instance.url}/item?id=${id}&type=communique`;
  expect(await visitorPage(visitor, item(second))).toContain(title);
  expect(await visitorPage(visitor, item(second))).toContain(title);
  await write("put", {
    id,
    title: `${title} modifié`,
    content,
    pubdate,
    type: "communique",
  });
  expect(await visitorPage(visitor, item(first))).toContain(`${title} modifié`);
  await within1s(visitor, item(second), (text) => text.includes(`${title} modifié`));

  // Delete.
  await write("delete", { id });
  expect(await visitorPage(visitor, list(first))).not.toContain(title);
  await within1s(visitor, list(second), (text) => !text.includes(title));

  await visitor.dispose();
});

test("[ADMIN] a board save through one instance reaches the other's /bureau and /contactez-nous within a second", async ({
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
  await admin.getByRole("textbox", { name: "Trésorier adjoint : nom", exact: true }).fill(name);
  await admin.getByRole("button", { name: "Enregistrer le bureau" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Bureau enregistré." })).toBeVisible();

  expect(await visitorPage(visitor, `${first.url}/bureau`)).toContain(name);
  for (const path of pages)
    await within1s(visitor, `${second.url}${path}`, (text) => text.includes(name));

  await visitor.dispose();
});
