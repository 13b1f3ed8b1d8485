import { expect, test } from "../support/test";
import { codeOf, waitForNewMessage } from "../support/auth";
import { expectNoAxeViolationsAtBothWidths } from "../support/axe";
import { waitForHydration } from "../support/hydration";
import { outboxFor } from "../support/outbox";

// Joining and logging in on a phone (issue 20): each step and each error comes into view with the
// focus, fields say what is wrong, codes can be sent again, the tier cards are a radio group.

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }, testInfo) => {
  // A client address of its own, so that per-address limits start from zero.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `203.0.113.${150 + testInfo.workerIndex}` });
});

test("[VISITOR] chooses a tier with the arrow keys and is taken to the form", async ({ page }) => {
  await page.goto("/jadhere-au-srh");
  await waitForHydration(page);
  const radios = page.getByRole("radiogroup").getByRole("radio");
  await radios.first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(radios.nth(1)).toHaveAttribute("aria-checked", "true");
  await expect(radios.nth(1)).toBeFocused();
  await expect(radios.first()).toHaveAttribute("tabindex", "-1");
  await radios.first().click();
  await expect(page.getByLabel("Prénom")).toBeInViewport();
  // The signup page, checked with its form open.
  await expectNoAxeViolationsAtBothWidths(page);
});

test("[VISITOR] goes back a step with the browser’s back button and keeps what was typed", async ({
  page,
}) => {
  await page.goto("/jadhere-au-srh");
  await waitForHydration(page);
  await page.getByRole("radiogroup").getByRole("radio").first().click();
  await page.getByLabel("Prénom").fill("Camille");
  await page.getByLabel(/^Nom/).fill("Retour");
  const tab = (name: string) => page.getByRole("tab", { name });
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page).toHaveURL(/\/jadhere-au-srh\?etape=professionnel$/);
  const flag = page.getByRole("tabpanel").getByRole("checkbox").first();
  await flag.check();
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page).toHaveURL(/\?etape=paiement$/);
  await expect(tab("Paiement")).toHaveAttribute("aria-selected", "true");

  await page.goBack();
  await expect(page).toHaveURL(/\?etape=professionnel$/);
  await expect(tab("Informations professionnelles")).toHaveAttribute("aria-selected", "true");
  await expect(flag).toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(/\/jadhere-au-srh$/);
  await expect(tab("Informations personnelles")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Prénom")).toHaveValue("Camille");
  await expect(page.getByLabel(/^Nom/)).toHaveValue("Retour");
  await page.goForward();
  await expect(tab("Informations professionnelles")).toHaveAttribute("aria-selected", "true");

  // A reload forgets the form (nothing of it is kept in the browser): it starts again, at its
  // first step, rather than on a tab of a form that is not there.
  await page.reload();
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/jadhere-au-srh$/);
  await expect(page.getByRole("radiogroup").getByRole("radio", { checked: true })).toHaveCount(0);
});

test("[VISITOR] is told which field is wrong, then walks the code step with its heading focused", async ({
  page,
}) => {
  const email = `marche.${Date.now()}@example.org`;
  await page.goto("/jadhere-au-srh");
  await waitForHydration(page);
  await page.getByRole("radiogroup").getByRole("radio").first().click();
  await page.getByLabel("Prénom").fill("Camille");
  await page.getByLabel(/^Nom/).fill("Marche");
  await page.getByLabel(/^Adresse e-mail/).fill("pas-une-adresse");
  await page.getByLabel(/^Hôpital/).fill("CHU de Test");
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByRole("tabpanel").getByRole("checkbox").first()).toBeFocused();
  await page.getByRole("button", { name: "Suivant" }).click();
  // The last "Suivant" is disabled: the focus went to the payment tab's first field.
  await expect(page.getByRole("button", { name: "Suivant" })).toBeDisabled();
  await expect(page.locator(":focus")).toHaveCount(1);
  await page.getByLabel(/J’ai lu et j’accepte les/).check();
  await page.getByRole("button", { name: "Confirmer mon adresse e-mail" }).click();

  const field = page.getByLabel(/^Adresse e-mail/);
  await expect(page.getByRole("tab", { name: "Informations personnelles" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("Adresse e-mail invalide.");
  await expect(page.getByText("Veuillez remplir tous les champs obligatoires.")).toHaveCount(0);

  await field.fill(email);
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("tab", { name: "Paiement" }).click();
  const known = new Set((await outboxFor(page.request, email)).map((m) => m.id));
  await page.getByRole("button", { name: "Confirmer mon adresse e-mail" }).click();
  const heading = page.getByRole("heading", { name: "Confirmez votre adresse e-mail" });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  const first = await waitForNewMessage(page.request, email, known, /^Votre code de confirmation/);
  known.add(first.id);

  await page.getByRole("button", { name: "Renvoyer le code" }).click();
  await expect(page.getByText("Un nouveau code vient de vous être envoyé.")).toBeVisible();
  const second = await waitForNewMessage(page.request, email, known, /^Votre code de confirmation/);
  expect(codeOf(second.subject)).toMatch(/^\d{6}$/);

  const wrong = codeOf(second.subject) === "000000" ? "111111" : "000000";
  await page.getByLabel("Code à 6 chiffres").fill(wrong);
  await page.getByRole("button", { name: "Valider le code" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Code invalide" });
  await expect(alert).toBeInViewport();
  await expect(page.locator("[data-signup-error]")).toBeFocused();
});

test("[VISITOR] keeps the code field while a new login code waits, and sees when it can be sent", async ({
  page,
}) => {
  await page.goto("/login");
  await waitForHydration(page);
  await expectNoAxeViolationsAtBothWidths(page);
  await page.getByLabel("Adresse e-mail").fill(`compte.${Date.now()}@example.org`);
  await page.getByRole("button", { name: "Recevoir un code de connexion" }).click();
  const resend = page.getByRole("button", { name: /^Renvoyer le code/ });
  await expect(resend).toContainText(/possible dans \d+ s/);
  // Pressed while it waits (aria-disabled, so that it keeps the focus and says why).
  await resend.focus();
  await page.keyboard.press("Enter");
  // The code received stays typeable: the resend waits on the code step, it does not leave it.
  await expect(page.getByLabel("Code à 6 chiffres")).toBeVisible();
  await expect(resend).toHaveAttribute("aria-disabled", "true");
  await expect(resend).toBeFocused();
  await page.getByRole("button", { name: "Changer d’adresse e-mail" }).click();
  await expect(page.getByRole("button", { name: "Recevoir un code de connexion" })).toBeDisabled();
  await expect(page.getByText(/vous pourrez en demander un nouveau dans \d+ s/)).toBeVisible();
});

test("[VISITOR] joins with «\u00a0Paiement ponctuel\u00a0»: the amount and the first date together, signed in at the welcome, the header agreeing", async ({
  page,
}) => {
  const email = `ponctuel.${Date.now()}@example.org`;
  await page.goto("/jadhere-au-srh");
  await waitForHydration(page);
  await page.getByRole("radiogroup").getByRole("radio").first().click();
  await page.getByLabel("Prénom").fill("Paule");
  await page.getByLabel(/^Nom/).fill("Ponctuelle");
  await page.getByLabel(/^Adresse e-mail/).fill(email);
  await page.getByLabel(/^Hôpital/).fill("CHU de Test");
  await page.getByRole("tab", { name: "Paiement" }).click();
  await expect(
    page.getByText(/Ensuite [\d\s]+(,\d\d)?\s€ par an, la première fois le \d\d\/\d\d\/\d{4}\./),
  ).toBeVisible();
  await page.getByRole("radio", { name: /^Paiement ponctuel/ }).check();
  await page.getByLabel(/J’ai lu et j’accepte les/).check();
  const known = new Set((await outboxFor(page.request, email)).map((m) => m.id));
  await page.getByRole("button", { name: "Confirmer mon adresse e-mail" }).click();
  const mail = await waitForNewMessage(page.request, email, known, /^Votre code de confirmation/);
  await page.getByLabel("Code à 6 chiffres").fill(codeOf(mail.subject));
  await page.getByRole("button", { name: "Valider le code" }).click();

  await expect(page.getByRole("heading", { name: "Bienvenue au SRH\u00a0!" })).toBeFocused();
  await expect(page).toHaveURL(/\/jadhere-au-srh\?etape=bienvenue$/);
  await expect(page.getByRole("link", { name: "Mon profil" })).toHaveAttribute(
    "href",
    /^\/profile\?id=/,
  );
  await expect(page.getByRole("button", { name: "Paule Ponctuelle" })).toBeVisible();
  // A reload keeps the welcome rather than sending the new member elsewhere.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Bienvenue au SRH\u00a0!" })).toBeVisible();
});

test("[VISITOR] presses Enter in a field: the form is checked, the first field refused focused (not a tier chosen)", async ({
  page,
}) => {
  await page.goto("/jadhere-au-srh");
  await waitForHydration(page);
  const second = page.getByRole("radiogroup").getByRole("radio").nth(1);
  await second.click();
  await page.getByLabel("Prénom").fill("Camille");
  await page.getByLabel("Prénom").press("Enter");
  await expect(page.getByLabel(/^Nom/)).toBeFocused();
  await expect(page.getByLabel(/^Nom/)).toHaveAttribute("aria-invalid", "true");
  // The tier chosen stays chosen.
  await expect(second).toHaveAttribute("aria-checked", "true");
});
