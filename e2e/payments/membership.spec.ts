import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Browser, type Page } from "../support/test";
import { codeOf, codeSentBy, storageStateFor, waitForNewMessage } from "../support/auth";
import { waitForHydration } from "../support/hydration";
import { outboxFor } from "../support/outbox";

// Issue #9's "Done when", on the simulated provider: joining with each tier (a declined card shows
// the French message and changes nothing, the good card succeeds), logging in through the outbox,
// the payment tab (offered year, cancel, reactivate, update card), then the billing clock moved
// past the trial: the yearly charge succeeds for one member, a declining card goes past_due, then
// expired. The clock only moves forward: this file runs alone, serially.

test.describe.configure({ mode: "serial" });

const PARIS_DAY = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
const DAY = 24 * 60 * 60 * 1000;

const joiners = [
  {
    tier: /^Praticien hospitalier/,
    email: "e2e.praticien@example.org",
    firstname: "Paule",
    lastname: "Praticienne",
    nextCard: "4242 4242 4242 4242",
  },
  {
    tier: /^Praticien retraité/,
    email: "e2e.retraite@example.org",
    firstname: "René",
    lastname: "Retraité",
    nextCard: "4000 0000 0000 0341",
  },
  {
    tier: /^Assistant/,
    email: "e2e.assistant@example.org",
    firstname: "Anne",
    lastname: "Assistante",
    nextCard: null,
  },
] as const;

function cronSecret(): string {
  // This spec has a server of its own (playwright.config.ts): its clock moves a year forward.
  const dataDir =
    process.env.E2E_BILLING_DATA_DIR ?? path.join(os.tmpdir(), "srh-e2e-manual", "billing-clock");
  return fs.readFileSync(path.join(dataDir, "cron-secret"), "utf8").trim();
}

async function advanceBilling(page: Page, days: number): Promise<string> {
  // The server writes its generated secret on the first call that checks one.
  expect((await page.request.post("/api/internal/billing", { data: { days: 0 } })).status()).toBe(
    401,
  );
  const response = await page.request.post("/api/internal/billing", {
    headers: { Authorization: `Bearer ${cronSecret()}` },
    data: { days },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { now: string }).now;
}

/** A page logged in as the member (one login per account and run: codes are limited per address). */
async function pageAs(browser: Browser, email: string, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    storageState: await storageStateFor(browser, email, baseURL),
  });
  return context.newPage();
}

async function openPaymentTab(page: Page): Promise<void> {
  // A logged-in member's signup link leads to the payment tab of their profile.
  await page.goto("/jadhere-au-srh");
  await expect(page).toHaveURL(/\/profile\/edit\?id=.*#payment$/);
  await waitForHydration(page);
  await expect(page.getByRole("tab", { name: "Paiement" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
}

for (const joiner of joiners) {
  test(`[VISITOR] joins as ${joiner.firstname} (${joiner.email}): a declined card changes nothing, the good one completes`, async ({
    page,
  }) => {
    await page.goto("/jadhere-au-srh");
    await waitForHydration(page);
    await expect(
      page.getByText(
        "66 % de votre cotisation ouvrent droit à un crédit d’impôt (art. 199 quater C du CGI)",
      ),
    ).toBeVisible();
    await page.getByRole("radio", { name: joiner.tier }).click();
    await page.getByLabel("Prénom").fill(joiner.firstname);
    await page.getByLabel(/^Nom/).fill(joiner.lastname);
    await page.getByLabel(/^Adresse e-mail/).fill(joiner.email);
    await page.getByLabel(/^Hôpital/).fill("CHU de Test");
    await page.getByRole("button", { name: "Suivant" }).click();
    await page.getByRole("button", { name: "Suivant" }).click();
    const submit = page.getByRole("button", { name: "Confirmer mon adresse e-mail" });
    // Without the statutes the button says why; ticking them clears the message.
    await submit.click();
    const message = page.locator("[data-signup-error]");
    await expect(message).toHaveText("Veuillez accepter les statuts du SRH.");
    await expect(message).toBeFocused();
    await page.getByLabel(/J’ai lu et j’accepte les/).check();
    await expect(message).toHaveCount(0);
    const known = new Set((await outboxFor(page.request, joiner.email)).map((m) => m.id));
    await submit.click();
    const mail = await waitForNewMessage(
      page.request,
      joiner.email,
      known,
      /^Votre code de confirmation SRH\s: \d{6}$/,
    );
    await page.getByLabel("Code à 6 chiffres").fill(codeOf(mail.subject));
    await page.getByRole("button", { name: "Valider le code" }).click();

    await expect(page.getByText("Mode démonstration\u00a0: aucun paiement réel")).toBeVisible();
    await page.getByLabel("Numéro de carte").fill("4000 0000 0000 0002");
    await page.getByRole("button", { name: "Enregistrer ma carte et adhérer" }).click();
    // The refusal says what to do next (issue 20).
    await expect(page.getByText("Votre carte a été refusée.")).toHaveText(
      "Votre carte a été refusée. Essayez avec une autre carte, ou demandez à votre banque pourquoi elle a refusé le paiement (plafond atteint, paiement en ligne bloqué…). Si le refus persiste, écrivez-nous à contact@srh-info.org.",
    );
    await page.getByLabel("Numéro de carte").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Enregistrer ma carte et adhérer" }).click();
    await expect(page.getByRole("heading", { name: "Bienvenue au SRH\u00a0!" })).toBeVisible();
    // The header agrees with the welcome, without a reload: the member's menu, no « Login ».
    await expect(
      page.getByRole("button", { name: `${joiner.firstname} ${joiner.lastname}` }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
    await expect(
      page.getByText(
        // The last day covered, as on the profile: the free year ends 365 days from now.
        `Première année offerte jusqu’au ${PARIS_DAY.format(new Date(Date.now() + 364 * DAY))}`,
      ),
    ).toBeVisible();
    // The code proved the address: the new member is signed in.
    await expect(page.getByRole("link", { name: "Mon profil" })).toHaveAttribute(
      "href",
      /^\/profile\?id=/,
    );
    await expect(page.getByRole("link", { name: "Retour à l’accueil" })).toHaveAttribute(
      "href",
      "/",
    );
    await waitForNewMessage(page.request, joiner.email, known, /^Bienvenue au SRH$/);
    await page.getByRole("link", { name: "Mon profil" }).click();
    await expect(page).toHaveURL(/\/profile/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(joiner.lastname);
  });
}

for (const joiner of joiners.filter((j) => j.nextCard !== null)) {
  test(`[MEMBER] ${joiner.email}: the payment tab shows the offered year; cancel, reactivate, update the card`, async ({
    browser,
    baseURL,
  }) => {
    const page = await pageAs(browser, joiner.email, baseURL!);
    await openPaymentTab(page);
    const state = page.getByTestId("membership-state");
    await expect(state).toContainText("Première année offerte jusqu’au");
    await expect(page.getByTestId("card")).toContainText("4242");

    await page.getByRole("button", { name: "Résilier le prélèvement automatique" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Résilier" }).click();
    // Stopping the renewal leaves the offered year valid: the renewal is its own line.
    const renewal = page.getByTestId("membership-renewal");
    await expect(renewal).toContainText("Arrêté");
    await expect(state).toContainText("Première année offerte jusqu’au");
    await page.getByRole("button", { name: "Réactiver le prélèvement automatique" }).click();
    await expect(renewal).toContainText("Automatique");
    await expect(state).toContainText("Première année offerte jusqu’au");

    await page.getByRole("button", { name: "Mettre à jour la carte" }).click();
    await page.getByLabel("Numéro de carte").fill(joiner.nextCard!);
    await page.getByRole("button", { name: "Enregistrer la carte" }).click();
    await expect(page.getByText("Carte enregistrée.")).toBeVisible();
    await expect(page.getByTestId("card")).toContainText(joiner.nextCard!.slice(-4));
    await page.context().close();
  });
}

test("[MEMBER] after the trial the yearly charge succeeds; a declining card goes past_due, then expired", async ({
  browser,
  baseURL,
}) => {
  const payerPage = await pageAs(browser, joiners[0].email, baseURL!);
  const declinerPage = await pageAs(browser, joiners[1].email, baseURL!);

  const now = new Date(await advanceBilling(payerPage, 366));
  // The charge was made when the trial ended (about 365 days after signup): valid a year from it.
  const trialEnd = new Date(now.getTime() - 1 * DAY);
  await openPaymentTab(payerPage);
  const paid = payerPage.getByTestId("membership-state");
  await expect(paid).toContainText("Adhésion valide");
  const validUntil = new Date(trialEnd);
  validUntil.setFullYear(validUntil.getFullYear() + 1);
  // « Valide jusqu'au » names the last day covered, the day before the next charge.
  await expect(paid).toContainText(
    `Adhésion valide jusqu’au ${PARIS_DAY.format(new Date(validUntil.getTime() - DAY))}`,
  );
  await expect(payerPage.getByRole("cell", { name: /^120\s€$/ })).toBeVisible();
  await expect(payerPage.getByRole("cell", { name: "Réussi" })).toBeVisible();

  await openPaymentTab(declinerPage);
  await expect(declinerPage.getByTestId("membership-state")).toContainText("Paiement échoué");
  await expect(
    declinerPage.getByText("Le renouvellement de votre adhésion a échoué."),
  ).toBeVisible();
  // Public pages say it too, with the way to the payment tab.
  await declinerPage.goto("/publications?type=communique");
  const banner = declinerPage
    .getByRole("status")
    .filter({ hasText: "Le renouvellement de votre adhésion a échoué." });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("link", { name: "Renouveler mon adhésion" })).toHaveAttribute(
    "href",
    /^\/profile\/edit\?id=[0-9a-f-]+#payment$/,
  );

  await advanceBilling(declinerPage, 10);
  await openPaymentTab(declinerPage);
  await expect(declinerPage.getByTestId("membership-state")).toContainText("Adhésion expirée");
  await expect(declinerPage.getByText("Votre adhésion a expiré.").first()).toBeVisible();

  await payerPage.context().close();
  await declinerPage.context().close();
});

test("[MEMBER] at 390 px, a declined renewal reads what is due, the retry and the end date; a new card fixes it at once", async ({
  browser,
  baseURL,
}) => {
  // Issue #17: joins with a card that declines when charged, the clock passes the offered year.
  const email = "e2e.renouvellement@example.org";
  const visitor = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.117" },
  });
  const page = await visitor.newPage();
  await page.goto("/jadhere-au-srh");
  await waitForHydration(page);
  await page.getByRole("radio", { name: /^Praticien hospitalier/ }).click();
  await page.getByLabel("Prénom").fill("Rita");
  await page.getByLabel(/^Nom/).fill("Renouvelle");
  await page.getByLabel(/^Adresse e-mail/).fill(email);
  await page.getByLabel(/^Hôpital/).fill("CHU de Test");
  await page.getByRole("button", { name: "Suivant" }).click();
  await page.getByRole("button", { name: "Suivant" }).click();
  await page.getByLabel(/J’ai lu et j’accepte les/).check();
  const code = await codeSentBy(page, email, /^Votre code de confirmation SRH\s: \d{6}$/, () =>
    page.getByRole("button", { name: "Confirmer mon adresse e-mail" }).click(),
  );
  await page.getByLabel("Code à 6 chiffres").fill(code);
  await page.getByRole("button", { name: "Valider le code" }).click();
  await page.getByLabel("Numéro de carte").fill("4000 0000 0000 0341");
  await page.getByRole("button", { name: "Enregistrer ma carte et adhérer" }).click();
  await expect(page.getByRole("heading", { name: "Bienvenue au SRH\u00a0!" })).toBeVisible();
  await visitor.close();

  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    storageState: await storageStateFor(browser, email, baseURL!),
  });
  const member = await context.newPage();
  const now = new Date(await advanceBilling(member, 366));
  await openPaymentTab(member);
  await expect(member.getByTestId("membership-state")).toContainText("Paiement échoué");
  const pastDue = member.getByTestId("past-due");
  await expect(pastDue).toContainText("(120 €) a été refusé");
  // The renewal was tried when the offered year ended (a day ago): retried 3 days after, ended 7 days after.
  const failedAt = new Date(now.getTime() - DAY);
  await expect(member.getByTestId("amount-due")).toHaveText("120 €");
  await expect(member.getByTestId("next-retry")).toHaveText(
    PARIS_DAY.format(new Date(failedAt.getTime() + 3 * DAY)),
  );
  await expect(member.getByTestId("access-ends")).toHaveText(
    PARIS_DAY.format(new Date(failedAt.getTime() + 7 * DAY)),
  );
  await expect(pastDue).toContainText(
    `Sans paiement, votre adhésion prendra fin le ${PARIS_DAY.format(new Date(failedAt.getTime() + 7 * DAY))}.`,
  );
  // "Mettre à jour la carte" comes first; nothing offers to pay the year a second time.
  const actions = member.getByRole("region", { name: "Actions" });
  await expect(actions.getByRole("button").first()).toHaveText("Mettre à jour la carte");
  await expect(member.getByRole("button", { name: /Payer l’année une fois/ })).toHaveCount(0);

  await member.getByRole("button", { name: "Mettre à jour la carte" }).click();
  await member.getByLabel("Numéro de carte").fill("4242 4242 4242 4242");
  // The button says what it pays.
  await member.getByRole("button", { name: /^Enregistrer la carte et payer 120\s€$/ }).click();
  await expect(member.getByText("La cotisation due (120 €) a été payée")).toBeVisible();
  await expect(member.getByTestId("membership-state")).toContainText("Adhésion valide");
  await expect(member.getByTestId("past-due")).toHaveCount(0);
  await expect(member.getByTestId("card")).toContainText("4242");
  // The history on a phone: each payment a card of « Column : value » lines, nothing run together.
  const history = member.getByRole("table", { name: "Historique des paiements" });
  const paid = history.getByRole("row").filter({ hasText: "Réussi" }).first();
  await expect(paid.getByRole("cell").nth(1)).toHaveAttribute("data-label", "Montant");
  const [date, amount] = await Promise.all(
    [0, 1].map(async (n) => (await paid.getByRole("cell").nth(n).boundingBox())!),
  );
  expect(amount!.y).toBeGreaterThanOrEqual(date!.y + date!.height - 1);
  await context.close();
});
