import { expect, test, type Page } from "../support/test";
import { seededMemberId } from "../support/accounts";
import { codeSentBy, loginAs } from "../support/auth";
import { expectNoAxeViolations } from "../support/axe";
import { gotoAndSettle } from "../support/hydration";

// Never losing work (issue 19): a publication being written when its session ends is kept; the
// person logs in again by code in a dialog over the form, and the save goes through. The same for
// a member editing their profile.
// The second seeded administrator's own session, logged in here: the demo admin's shared one
// must stay valid for the other specs. Each login comes from a client address of its own (one
// code a minute per address and client).
const EMAIL = "secretariat@example.org";
const MESSAGE = "Votre session a expiré – reconnectez-vous\u00a0: votre texte est conservé";

test.use({ storageState: { cookies: [], origins: [] } });

const widths = [
  // The session ended on the server (logged out from another device): the cookie is still sent.
  { width: 1280, ip: 71, end: "revoked" },
  // The cookie is gone (expired in the browser): the action answers without a session.
  { width: 390, ip: 73, end: "cookie gone" },
] as const;

async function endSession(page: Page, how: (typeof widths)[number]["end"]) {
  const context = page.context();
  if (how === "cookie gone") return context.clearCookies();
  const browser = context.browser();
  if (!browser) throw new Error("no browser");
  const elsewhere = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    storageState: { cookies: await context.cookies(), origins: [] },
  });
  expect((await elsewhere.request.post("/api/auth/signout")).ok()).toBe(true);
  await elsewhere.close();
}

for (const { width, ip, end } of widths) {
  test(`[ADMIN] keeps a publication’s text through a re-login when the session ended (${end}, ${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    await page.setExtraHTTPHeaders({ "x-forwarded-for": `203.0.113.${ip}` });
    await loginAs(page, EMAIL);

    const title = `Session expirée ${width} ${Date.now()}`;
    await gotoAndSettle(page, "/admin/publications/edit?type=communique");
    await page.getByRole("textbox", { name: /^Titre/ }).fill(title);
    const editor = page.getByRole("textbox", { name: /^Contenu/ });
    await editor.click();
    await editor.pressSequentially("Un texte écrit pendant que la session expirait.");

    await endSession(page, end);
    await page.getByRole("button", { name: "Enregistrer" }).click();
    const dialog = page.getByRole("dialog", { name: "Reconnexion" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(MESSAGE);
    await expect(page.getByRole("alert").filter({ hasText: MESSAGE })).toHaveCount(1);
    if (width === 1280) await expectNoAxeViolations(page);

    // Another client address for the second code (one a minute per address and client).
    await page.setExtraHTTPHeaders({ "x-forwarded-for": `203.0.113.${ip + 1}` });
    const code = await codeSentBy(
      page,
      EMAIL,
      /^Votre code de connexion SRH\s: \d{6}$/,
      async () => {
        // The member's own address is already there.
        await expect(dialog.getByLabel("Adresse e-mail")).toHaveValue(EMAIL);
        await dialog.getByRole("button", { name: "Recevoir un code de connexion" }).click();
      },
    );
    await dialog.getByLabel("Code à 6 chiffres").fill(code);
    await dialog.getByRole("button", { name: "Se connecter" }).click();

    // Saved as written, without leaving the form first: the list shows it, the editor reopens it.
    await expect(page).toHaveURL("/admin/publications?type=communique");
    const row = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: title }) });
    await expect(row).toBeVisible();
    await row.getByRole("link", { name: `Modifier «\u00a0${title}\u00a0»` }).click();
    await expect(page.getByRole("textbox", { name: /^Contenu/ })).toContainText(
      "Un texte écrit pendant que la session expirait.",
    );
  });
}

// A member of the demo that no other spec logs in as (its own session, its own codes).
const MEMBER = "nicolas.moreau@example.org";

test("[MEMBER] keeps the profile’s edits through a re-login when the session ended (revoked, 390 px)", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setExtraHTTPHeaders({ "x-forwarded-for": "203.0.113.81" });
  await loginAs(page, MEMBER);

  const id = seededMemberId(MEMBER);
  const hospital = `CHU de Nantes – service ${Date.now()}`;
  await gotoAndSettle(page, `/profile/edit?id=${id}`);
  await page.getByRole("textbox", { name: "Hôpital", exact: true }).fill(hospital);

  await endSession(page, "revoked");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  const dialog = page.getByRole("dialog", { name: "Reconnexion" });
  await expect(dialog).toContainText(MESSAGE);
  // Still on the form, its text as typed (behind the dialog).
  await expect(page).toHaveURL(`/profile/edit?id=${id}`);
  await expect(page.locator('input[name="hospital"]')).toHaveValue(hospital);

  await page.setExtraHTTPHeaders({ "x-forwarded-for": "203.0.113.82" });
  const code = await codeSentBy(
    page,
    MEMBER,
    /^Votre code de connexion SRH\s: \d{6}$/,
    async () => {
      // The member's own address is already there.
      await expect(dialog.getByLabel("Adresse e-mail")).toHaveValue(MEMBER);
      await dialog.getByRole("button", { name: "Recevoir un code de connexion" }).click();
    },
  );
  await dialog.getByLabel("Code à 6 chiffres").fill(code);
  await dialog.getByRole("button", { name: "Se connecter" }).click();

  // Saved as typed once logged in again: the profile shows it.
  await expect(page).toHaveURL(`/profile?id=${id}&enregistre=1`);
  await expect(page.getByText(hospital)).toBeVisible();
});
