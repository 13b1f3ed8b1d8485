import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
} from "@playwright/test";
import { waitForHydration } from "./hydration";
import { outboxFor, type OutboxMessage } from "./outbox";
import { adminState, DEMO_ADMIN, DEMO_MEMBER, memberState } from "./roles";

export const MEMBER_EMAIL = DEMO_MEMBER.email;
export const ADMIN_EMAIL = DEMO_ADMIN.email;

// Logging in through the real login page and the dev outbox (documenso style: the code is read
// from a mail catcher, never from real mail). Sends are limited per address (1 a minute, 5 an
// hour) and per IP (20 an hour), so each account logs in once per run: the session is saved to a
// storage-state file that every spec file and worker reuses (see `storageStateFor`).

/**
 * Waits for a message to the address that was not there before (`knownIds`) and whose subject
 * matches; the login e-mail is written just after the response, hence the polling.
 */
export async function waitForNewMessage(
  request: APIRequestContext,
  to: string,
  knownIds: ReadonlySet<string>,
  subject: RegExp,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await outboxFor(request, to)).find(
          (message) => !knownIds.has(message.id) && subject.test(message.subject),
        );
        return found?.subject ?? null;
      },
      { message: `e-mail "${subject}" to ${to}`, timeout: 15_000 },
    )
    .not.toBeNull();
  return found!;
}

export function codeOf(subject: string): string {
  const code = /(\d{6})\s*$/.exec(subject)?.[1];
  if (!code) throw new Error(`no code in "${subject}"`);
  return code;
}

/**
 * Runs `send` (the click that has the site e-mail a code to the address) and returns the code of
 * the new message whose subject matches; messages already there before the click are skipped.
 */
export async function codeSentBy(
  page: Page,
  email: string,
  subject: RegExp,
  send: () => Promise<void>,
): Promise<string> {
  const known = new Set((await outboxFor(page.request, email)).map((message) => message.id));
  await send();
  return codeOf((await waitForNewMessage(page.request, email, known, subject)).subject);
}

/** Asks for a login code on the current /login page (or opens it) and returns the outbox message. */
export async function requestLoginCode(
  page: Page,
  email: string,
  subject = /^Votre code de connexion SRH\s: \d{6}$/,
): Promise<OutboxMessage> {
  if (!new URL(page.url()).pathname.startsWith("/login")) await page.goto("/login");
  await waitForHydration(page);
  const known = new Set((await outboxFor(page.request, email)).map((message) => message.id));
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByRole("button", { name: "Recevoir un code de connexion" }).click();
  await expect(page.getByLabel("Code à 6 chiffres")).toBeVisible();
  return waitForNewMessage(page.request, email, known, subject);
}

/** Logs in through /login (already open, e.g. after a redirect with a callbackUrl, or opened here). */
export async function loginAs(page: Page, email: string): Promise<void> {
  const message = await requestLoginCode(page, email);
  await page.getByLabel("Code à 6 chiffres").fill(codeOf(message.subject));
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

function authDir(): string {
  // One directory per run: the e2e runner gives each run a fresh data directory.
  const base = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), "srh-e2e-manual");
  return path.join(base, "e2e-auth");
}

/** The storage-state file of an account for this run (it exists once `storageStateFor` ran). */
export function storageStatePath(email: string): string {
  return path.join(authDir(), `${email.replace(/[^a-z0-9@.-]/gi, "_")}.json`);
}

/**
 * A logged-in storage state for the account, shared by every worker of the run: the first caller
 * logs in (under a lock directory), the others wait and reuse the file. A saved state whose
 * session no longer works (another run, a deleted account) is replaced.
 */
export async function storageStateFor(
  browser: Browser,
  email: string,
  baseURL: string,
): Promise<string> {
  const file = storageStatePath(email);
  const lock = `${file}.lock`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (fs.existsSync(file) && (await isLoggedIn(browser, file, email, baseURL))) return file;
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`timed out waiting for the login of ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    if (fs.existsSync(file) && (await isLoggedIn(browser, file, email, baseURL))) return file;
    // Not the describe's storageState (test.use applies to browser.newContext too): a fresh browser.
    const context = await browser.newContext({
      baseURL,
      storageState: { cookies: [], origins: [] },
    });
    const page = await context.newPage();
    await loginAs(page, email);
    await context.storageState({ path: file });
    await context.close();
    return file;
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

async function isLoggedIn(
  browser: Browser,
  file: string,
  email: string,
  baseURL: string,
): Promise<boolean> {
  const context = await browser.newContext({ baseURL, storageState: file });
  try {
    // The profile export answers only for a live session, and names the account.
    const response = await context.request.get("/profile/export", { maxRedirects: 0 });
    if (response.status() !== 200) return false;
    const body = (await response.json()) as { profile?: { email?: string } };
    return body.profile?.email === email;
  } finally {
    await context.close();
  }
}

/**
 * In a describe block: every test runs logged in as the account (one login per run). The demo
 * member and admin come from the setup project (e2e/setup/sessions.setup.ts).
 */
export function useLoggedInAs(test: typeof base, email: string): void {
  if (email === DEMO_MEMBER.email || email === DEMO_ADMIN.email) {
    test.use({ storageState: email === DEMO_MEMBER.email ? memberState : adminState });
    return;
  }
  test.use({ storageState: storageStatePath(email) });
  test.beforeAll(async ({ browser }, testInfo) => {
    await storageStateFor(browser, email, String(testInfo.project.use.baseURL));
  });
}
