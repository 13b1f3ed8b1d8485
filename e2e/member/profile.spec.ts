import fs from "node:fs";
import { expect, test, type Browser } from "../support/test";
import { PDFParse } from "pdf-parse";
import { codeOf, loginAs, MEMBER_EMAIL, useLoggedInAs, waitForNewMessage } from "../support/auth";
import { outboxFor } from "../support/outbox";
import { seededMemberId } from "../support/accounts";
import { expectNoAxeViolationsAtBothWidths } from "../support/axe";
import { gotoAndSettle } from "../support/hydration";

const memberId = seededMemberId(MEMBER_EMAIL);
const otherId = seededMemberId("julien.bernard@example.org");

test.describe("member profile", () => {
  useLoggedInAs(test, MEMBER_EMAIL);

  test("[MEMBER] sees and edits their profile", async ({ page }) => {
    await gotoAndSettle(page, `/profile?id=${memberId}`);
    await expect(page).toHaveTitle(/Mon profil/);
    await expect(page.getByRole("heading", { level: 1, name: "Dominique Membre" })).toBeVisible();
    // A member's header leads to their membership, not to the signup (issue #17).
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Mon adhésion" }).first()).toHaveAttribute(
      "href",
      `/profile?id=${memberId}#mon-adhesion`,
    );
    await expect(header.getByRole("link", { name: "J’adhère au SRH" })).toHaveCount(0);
    await expect(page.getByText("membre@example.org", { exact: true })).toBeVisible();
    await expect(page.getByText("Adhésion valide")).toBeVisible();
    // The validity and the renewal, two lines.
    await expect(page.getByTestId("membership-state")).toHaveText(
      /^Adhésion valide jusqu’au \d{2}\/\d{2}\/\d{4}$/,
    );
    await expect(page.getByTestId("membership-renewal")).toBeVisible();
    await expect(page.getByText("PH avec activité libérale")).toBeVisible();
    await expect(page.getByText("Administrateur", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Retour à l’accueil" })).toHaveAttribute(
      "href",
      "/",
    );

    await page.getByRole("link", { name: "Modifier" }).click();
    await expect(page).toHaveURL(`/profile/edit?id=${memberId}`);
    await expect(page.getByRole("tab", { name: "Informations personnelles" })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    // Required field, checked in the browser with the server's schema; the field takes the focus.
    const hospital = page.getByRole("textbox", { name: "Hôpital", exact: true });
    await hospital.fill("  ");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Ce champ est obligatoire.")).toBeVisible();
    await expect(hospital).toBeFocused();
    await expect(page).toHaveURL(`/profile/edit?id=${memberId}`);
    // Sent from the other tab, the form opens the tab of the refused field, and focuses it.
    const personal = page.getByRole("tab", { name: "Informations personnelles" });
    await page.getByRole("tab", { name: "Informations professionnelles" }).click();
    await expect(personal).toHaveAttribute("aria-selected", "false");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(personal).toHaveAttribute("aria-selected", "true");
    await expect(hospital).toBeFocused();
    await expect(page.getByText("Ce champ est obligatoire.")).toBeVisible();

    await hospital.fill("CHU de Lille (e2e)");
    await page.getByRole("tab", { name: "Informations professionnelles" }).click();
    await page.getByLabel("HU titulaire").check();
    await page.getByLabel("PH avec activité libérale").uncheck();
    await page.getByRole("button", { name: "Enregistrer" }).click();

    await expect(page).toHaveURL(`/profile?id=${memberId}&enregistre=1`);
    await expect(
      page.getByRole("status").filter({ hasText: "Vos modifications ont été enregistrées." }),
    ).toBeVisible();
    await expect(page.getByText("CHU de Lille (e2e)")).toBeVisible();
    await expect(page.getByText("HU titulaire")).toBeVisible();
    await expect(page.getByText("PH avec activité libérale")).toHaveCount(0);
    await expect(page.getByText("Adhésion conjointe à Alliance Hôpital")).toBeVisible();
  });

  test("[MEMBER] downloads a payment’s receipt from Mon adhésion", async ({ page }) => {
    await gotoAndSettle(page, `/profile?id=${memberId}`);
    const membership = page.getByRole("region", { name: "Mon adhésion" });
    await expect(membership.getByRole("button", { name: "Mettre à jour la carte" })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      membership
        .getByRole("link", { name: /^Reçu \(PDF\)/ })
        .first()
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^recu-srh-\d{4}-[0-9a-f]{8}\.pdf$/);
    const file = await download.path();
    const parser = new PDFParse({ data: new Uint8Array(fs.readFileSync(file)) });
    const text = (await parser.getText()).text.replace(/\s+/g, " ");
    await parser.destroy();
    expect(text).toContain("Reçu de cotisation");
    expect(text).toContain("Adhérent Dominique Membre");
    expect(text).toMatch(/Montant \d+ €/);
    expect(text).toMatch(/Période couverte du \d{2}\/\d{2}\/\d{4} au \d{2}\/\d{2}\/\d{4}/);
  });

  test("[MEMBER] cannot edit another member’s profile", async ({ page }) => {
    await gotoAndSettle(page, `/profile/edit?id=${otherId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Accès refusé" })).toBeVisible();
    await expect(
      page.getByText(
        "Vous ne pouvez modifier que votre propre profil ou vous devez être administrateur.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Hôpital", exact: true })).toHaveCount(0);

    await gotoAndSettle(page, `/profile?id=${otherId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Accès refusé" })).toBeVisible();
    await expect(page.getByText("Julien")).toHaveCount(0);
  });

  test("[MEMBER] cannot make themselves admin", async ({ page }) => {
    await gotoAndSettle(page, `/profile/edit?id=${memberId}`);
    await expect(page.getByRole("textbox", { name: "Hôpital", exact: true })).toBeVisible();
    await expect(page.getByLabel("Administrateur")).toHaveCount(0);

    // Forge the post: the form carries isadmin=on as if the checkbox had been there.
    await page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Enregistrer" }) })
      .evaluate((form) => {
        const forged = document.createElement("input");
        forged.type = "hidden";
        forged.name = "isadmin";
        forged.value = "on";
        form.appendChild(forged);
      });
    const post = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().includes("/profile/edit"),
    );
    await page.getByRole("button", { name: "Enregistrer" }).click();
    expect((await post).postData()).toMatch(/name="[^"]*isadmin"\r?\n\r?\n\s*on/);

    await expect(page).toHaveURL(`/profile?id=${memberId}&enregistre=1`);
    await expect(page.getByRole("heading", { level: 1, name: "Dominique Membre" })).toBeVisible();
    await expect(page.getByText("Administrateur", { exact: true })).toHaveCount(0);
    await gotoAndSettle(page, `/profile/edit?id=${memberId}`);
    await expect(page.getByRole("textbox", { name: "Hôpital", exact: true })).toBeVisible();
    await expect(page.getByLabel("Administrateur")).toHaveCount(0);
  });

  test("[MEMBER] sees 'Profil non trouvé' without an id", async ({ page }) => {
    await gotoAndSettle(page, "/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Profil non trouvé" })).toBeVisible();
    await expect(page.getByText("Aucun ID utilisateur fourni")).toBeVisible();

    await gotoAndSettle(page, "/profile/edit");
    await expect(page.getByText("Aucun ID utilisateur fourni")).toBeVisible();
  });

  test("[MEMBER] profile pages have no axe violations", async ({ page }) => {
    // Eight full axe runs (four views at both widths) on long pages: over the default 30 s on a
    // busy machine.
    test.setTimeout(150_000);
    await gotoAndSettle(page, `/profile?id=${memberId}`);
    await expect(page.getByRole("heading", { name: "Mes données" })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);

    await gotoAndSettle(page, `/profile/edit?id=${memberId}`);
    await expect(page.getByRole("textbox", { name: "Hôpital", exact: true })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    await page.getByRole("tab", { name: "Informations professionnelles" }).click();
    await expect(page.getByLabel("HU titulaire")).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);

    await gotoAndSettle(page, `/profile/edit?id=${otherId}`);
    await expect(page.getByRole("heading", { name: "Accès refusé" })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
  });
});

/**
 * A logged-in storage state for a spare demo member, from a login at a client address of its own
 * (the per-address limits start from zero): one login per describe.
 */
async function logIn(browser: Browser, baseURL: string, email: string, ip: string) {
  const context = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { "X-Forwarded-For": ip },
  });
  await loginAs(await context.newPage(), email);
  const state = await context.storageState();
  await context.close();
  return state;
}

// A member with a running automatic renewal, whom no other spec uses (their tier changes here).
const RENEWING = "marie.bertrand@example.org";

test("[MEMBER] changes the tier of the next charge in « Mon adhésion »", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    storageState: await logIn(browser, baseURL!, RENEWING, "198.51.100.71"),
  });
  const page = await context.newPage();
  await gotoAndSettle(page, `/profile?id=${seededMemberId(RENEWING)}`);
  const form = page.getByTestId("tier-change");
  const tier = form.getByLabel("Formule du prochain prélèvement");
  const change = form.getByRole("button", { name: "Changer de formule" });
  await expect(tier).toHaveValue("practicing");
  // The tier already charged is no change.
  await expect(change).toBeDisabled();
  await tier.selectOption("retired");
  await expect(form).toContainText(/sera de \d+\s€ \(Praticien retraité\)/);
  await change.click();
  await expect(
    page.getByRole("status").filter({ hasText: /^Formule changée\s: le prochain prélèvement/ }),
  ).toContainText("(Praticien retraité)");
  await expect(tier).toHaveValue("retired");
  await expect(change).toBeDisabled();
  await context.close();
});

test.describe("a member without a membership", () => {
  // Whom no other spec uses: their address changes in the second test.
  const EMAIL = "amelie.lefebvre@example.org";
  const NEW_EMAIL = "amelie.sans-script@example.org";
  const id = seededMemberId(EMAIL);
  let state: Awaited<ReturnType<typeof logIn>>;
  test.beforeAll(async ({ browser }, testInfo) => {
    state = await logIn(browser, String(testInfo.project.use.baseURL), EMAIL, "198.51.100.72");
  });

  test("[MEMBER] chooses the renewal’s tier, then the automatic renewal or a year paid once: the card step says it", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, storageState: state });
    const page = await context.newPage();
    await gotoAndSettle(page, `/profile?id=${id}`);
    const renewal = page.getByRole("region", { name: "Renouveler l’adhésion" });
    const tier = renewal.getByLabel("Formule du renouvellement");
    await tier.selectOption("retired");
    await renewal.getByRole("button", { name: "Activer le prélèvement automatique" }).click();
    const card = page.getByRole("region", { name: "Prélèvement automatique annuel" });
    await expect(card.getByTestId("card-step-summary")).toContainText("Praticien retraité");
    await card.getByRole("button", { name: "Annuler" }).click();

    // The button says the amount of the tier shown, and the card step pays it.
    await tier.selectOption("retired");
    const once = renewal.getByRole("button", { name: /^Payer l’année une fois \(\d+\s€\)$/ });
    const price = /\((\d+\s€)\)/.exec((await once.textContent()) ?? "")![1]!;
    await once.click();
    const payment = page.getByRole("region", { name: "Paiement de la cotisation" });
    await expect(payment.getByRole("button", { name: `Payer ${price}` })).toBeVisible();
    await payment.getByRole("button", { name: "Annuler" }).click();
    await expect(renewal).toBeVisible();
    await context.close();
  });

  test("[MEMBER] without JavaScript, edits the profile: both tabs’ fields, the field messages, what was typed, the new address’s code", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      storageState: state,
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.73" },
    });
    const page = await context.newPage();
    await page.goto(`/profile/edit?id=${id}`);
    // The tabs cannot switch without JavaScript: every panel shows.
    await expect(page.getByRole("tablist")).toBeHidden();
    const hospital = page.getByRole("textbox", { name: "Hôpital", exact: true });
    const address = page.getByRole("textbox", { name: "Adresse", exact: true });
    const flag = page.getByRole("checkbox", { name: "HU titulaire" });
    const newsletter = page.getByRole("checkbox", { name: "Recevoir la lettre d’information" });
    const save = page.getByRole("button", { name: "Enregistrer", exact: true });
    await hospital.fill("  ");
    await address.fill("3 rue Sans Script, Rennes");
    await flag.check();
    await newsletter.uncheck();
    await save.click();

    // The server's answer: the message under the field, focused, and everything as typed.
    await expect(page).toHaveURL(`/profile/edit?id=${id}`);
    await expect(page.getByText("Ce champ est obligatoire.")).toBeVisible();
    await expect(hospital).toBeFocused();
    await expect(address).toHaveValue("3 rue Sans Script, Rennes");
    await expect(flag).toBeChecked();
    await expect(newsletter).not.toBeChecked();

    await hospital.fill("CHU de Rennes (sans script)");
    await page.getByLabel("Adresse e-mail").fill(NEW_EMAIL);
    const known = new Set((await outboxFor(page.request, NEW_EMAIL)).map((message) => message.id));
    await save.click();
    await expect(
      page.getByRole("heading", { name: "Confirmez votre nouvelle adresse e-mail" }),
    ).toBeVisible();
    await expect(
      page.getByText(`Un code de confirmation a été envoyé à ${NEW_EMAIL}.`),
    ).toBeVisible();
    const code = page.getByLabel("Code à 6 chiffres");
    await expect(code).toBeFocused();
    const message = await waitForNewMessage(
      page.request,
      NEW_EMAIL,
      known,
      /^Confirmez votre nouvelle adresse\s: \d{6}$/,
    );

    // A wrong code comes back to the same step, which says so.
    await code.fill(codeOf(message.subject) === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Confirmer ma nouvelle adresse" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Code invalide" })).toBeVisible();
    await expect(
      page.getByText(`Un code de confirmation a été envoyé à ${NEW_EMAIL}.`),
    ).toBeVisible();

    await code.fill(codeOf(message.subject));
    await page.getByRole("button", { name: "Confirmer ma nouvelle adresse" }).click();
    await expect(page).toHaveURL(`/profile?id=${id}&enregistre=1`);
    await expect(page.getByText(NEW_EMAIL, { exact: true })).toBeVisible();
    await expect(page.getByText("CHU de Rennes (sans script)")).toBeVisible();
    await expect(page.getByText("3 rue Sans Script, Rennes")).toBeVisible();
    await expect(page.getByText("HU titulaire")).toBeVisible();
    await context.close();
  });
});
