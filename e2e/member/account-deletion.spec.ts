import fs from "node:fs";
import { expect, test } from "../support/test";
import { codeOf, loginAs, requestLoginCode, waitForNewMessage } from "../support/auth";
import { outboxFor } from "../support/outbox";
import { seededMemberId } from "../support/accounts";
import { gotoAndSettle } from "../support/hydration";

// A spare seeded member: the account is deleted here.
const EMAIL = "celine.garcia@example.org";

test("[MEMBER] downloads their data and deletes their account", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const id = seededMemberId(EMAIL);
  await loginAs(page, EMAIL);
  await gotoAndSettle(page, `/profile?id=${id}`);
  await expect(page.getByRole("heading", { level: 2, name: "Mes données" })).toBeVisible();

  // The export: a JSON attachment holding the profile.
  const downloadEvent = page.waitForEvent("download");
  await page.getByRole("link", { name: "Télécharger mes données" }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe("mes-donnees-srh.json");
  const exported = JSON.parse(fs.readFileSync((await download.path())!, "utf8")) as {
    profile: { id: string; email: string; lastname: string };
  };
  expect(exported.profile).toMatchObject({ id, email: EMAIL, lastname: "Garcia" });
  const response = await page.request.get("/profile/export");
  expect(response.headers()["content-disposition"]).toBe(
    'attachment; filename="mes-donnees-srh.json"',
  );
  expect(response.headers()["content-type"]).toContain("application/json");
  // The same data as a page to read or print.
  await expect(page.getByRole("link", { name: "Voir mes données" })).toHaveAttribute(
    "href",
    "/profile/export?format=html",
  );
  const readable = await page.request.get("/profile/export?format=html");
  expect(readable.headers()["content-type"]).toContain("text/html");
  const html = await readable.text();
  expect(html).toContain("<h1>Mes données au SRH</h1>");
  expect(html).toContain(EMAIL);

  // The old session cookie, to check afterwards that it is dead on the server too.
  const oldState = await page.context().storageState();

  // What is kept is said before anything is sent.
  await expect(page.getByText(/vos paiements et abonnements.*anonymisés/i)).toBeVisible();
  const known = new Set((await outboxFor(page.request, EMAIL)).map((message) => message.id));
  await page.getByRole("button", { name: "Supprimer mon compte" }).click();
  await expect(page.getByText(`Un code de confirmation a été envoyé à ${EMAIL}.`)).toBeVisible();
  const message = await waitForNewMessage(
    page.request,
    EMAIL,
    known,
    /^Suppression de votre compte SRH\s: \d{6}$/,
  );
  await page.getByLabel("Code de confirmation à 6 chiffres").fill(codeOf(message.subject));

  await page.getByRole("button", { name: "Supprimer définitivement mon compte" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  // The home page says it, on screen.
  await expect(
    page.getByRole("status").filter({ hasText: "Votre compte a été supprimé" }),
  ).toBeVisible();

  // The session is gone: from this browser, and the old cookie no longer opens anything.
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
    "next-auth.session-token",
  );
  await gotoAndSettle(page, `/profile?id=${id}`);
  await expect(page).toHaveURL((url) => url.pathname === "/login");
  const replay = await browser.newContext({ baseURL, storageState: oldState });
  const replayed = await replay.request.get("/profile/export", { maxRedirects: 0 });
  expect(replayed.status()).toBe(401);
  expect(await replayed.json()).toMatchObject({ success: false });
  await replay.close();

  // Logging in again with that address gets no code: the address is not a member's any more.
  // Codes go out once a minute per (address, client): from another client, at once (no wait).
  await page.setExtraHTTPHeaders({ "x-forwarded-for": "203.0.113.201" });
  await gotoAndSettle(page, "/login");
  const noAccount = await requestLoginCode(page, EMAIL, /^Connexion au site du SRH$/);
  expect(noAccount.subject).toBe("Connexion au site du SRH");
  expect(
    (await outboxFor(page.request, EMAIL)).filter(
      (mail) => /code de connexion/.test(mail.subject) && !known.has(mail.id),
    ),
  ).toEqual([]);
});
