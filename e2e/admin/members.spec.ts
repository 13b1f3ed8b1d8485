import { expect, test, request as playwrightRequest } from "../support/test";
import { ADMIN_EMAIL, useLoggedInAs } from "../support/auth";
import { memberState } from "../support/roles";
import { expectNoAxeViolations } from "../support/axe";
import { gotoAndSettle, waitForHydration } from "../support/hydration";

// Issue #11 "Done when", as the demo administrator: the directory (search, each state and tier),
// a cheque that changes a member's state, the CSV export read back, an import with a bad row then
// fixed then repeated, the dashboard's figures against the directory, the journal; a member gets
// 403 on every admin page and call.

const STATES = ["trial", "active", "past_due", "expired", "none"] as const;
const RENEWALS = ["automatic", "stopped", "failed", "none"] as const;
const TIERS = ["practicing", "retired", "assistant", "first-time", "none"] as const;

async function directoryCount(
  page: import("@playwright/test").Page,
  path: string,
): Promise<number> {
  await page.goto(path);
  const status = page.getByRole("status").filter({ hasText: /membres?$/ });
  await expect(status).toBeVisible();
  return Number((await status.textContent())!.replace(/\D/g, ""));
}

test.describe("members directory and administration", () => {
  useLoggedInAs(test, ADMIN_EMAIL);

  test("[ADMIN] searches ignoring accents, filters by each state and tier", async ({ page }) => {
    test.setTimeout(150_000); // seventeen directory views, on a shared 2-core machine
    await gotoAndSettle(page, "/admin/members?q=EMILIE+leroy");
    await expect(page.getByRole("link", { name: /Émilie Leroy/ })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /membres?$/ })).toHaveText("1 membre");
    await expectNoAxeViolations(page);

    await page.getByLabel("Rechercher").fill("personne-de-ce-nom");
    await page.getByRole("button", { name: "Filtrer" }).click();
    await expect(page).toHaveURL(/q=personne-de-ce-nom/);
    await expect(
      page.getByText("Aucun membre trouvé avec ces critères de recherche."),
    ).toBeVisible();
    // Unfinished signups answer no search: they are listed under the whole directory only.
    await expect(page.getByText(/Inscriptions non finalisées/)).toHaveCount(0);

    const total = await directoryCount(page, "/admin/members");
    let byState = 0;
    for (const state of STATES)
      byState += await directoryCount(page, `/admin/members?state=${state}`);
    expect(byState).toBe(total);
    expect(await directoryCount(page, "/admin/members?state=trial")).toBeGreaterThan(0);
    // The renewal is its own filter: a stopped renewal (Marc Départ) is still a valid membership.
    let byRenewal = 0;
    for (const renewal of RENEWALS)
      byRenewal += await directoryCount(page, `/admin/members?autoRenewal=${renewal}`);
    expect(byRenewal).toBe(total);
    expect(
      await directoryCount(page, "/admin/members?state=active&autoRenewal=stopped"),
    ).toBeGreaterThan(0);
    let byTier = 0;
    for (const tier of TIERS) byTier += await directoryCount(page, `/admin/members?tier=${tier}`);
    expect(byTier).toBe(total);
  });

  test("[ADMIN] records a cheque and sees the member’s state change, then the journal", async ({
    page,
  }) => {
    // Two axe passes, one with the dialog or the journal open (issue 19).
    test.setTimeout(60_000);
    await gotoAndSettle(page, "/admin/members?q=leroy");
    await expect(page.getByRole("link", { name: /Émilie Leroy/ })).toContainText("Aucun paiement");
    await page.getByRole("link", { name: /Émilie Leroy/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Émilie Leroy" })).toBeVisible();
    await gotoAndSettle(page, page.url());

    await page.getByLabel("Montant (€)").first().fill("30");
    await page.getByLabel("Moyen de paiement").selectOption("cheque");
    await page.getByLabel("Référence (n° de chèque, libellé du virement)").fill("CHQ 778899");
    await page.getByRole("button", { name: "Enregistrer le paiement" }).click();
    await expect(page.getByText("Paiement enregistré.")).toBeVisible();
    await expect(page.getByText("Adhésion valide").first()).toBeVisible();
    await expect(page.getByRole("cell", { name: "CHQ 778899" })).toBeVisible();
    await expectNoAxeViolations(page);

    await gotoAndSettle(page, "/admin/members?q=leroy");
    await expect(page.getByRole("link", { name: /Émilie Leroy/ })).toContainText("Adhésion valide");

    await page.goto("/admin/journal?action=payment.record");
    await expect(
      page.getByRole("cell", { name: /Paiement par chèque de 30 € .*CHQ 778899/ }),
    ).toBeVisible();
    // Its links and buttons are 24 px targets at least (WCAG 2.5.8, issue 19).
    await expectNoAxeViolations(page, "/admin/journal", { targetSize: true });
  });

  test("[ADMIN] reads a member’s page in staff words: one payment history, no member controls", async ({
    page,
  }) => {
    await gotoAndSettle(page, "/admin/members?q=dominique+membre");
    await page.getByRole("link", { name: /Dominique Membre/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dominique Membre" })).toBeVisible();
    await gotoAndSettle(page, page.url());
    await expect(page.getByRole("heading", { name: "Historique des paiements" })).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Prélèvement et paiements" })).toBeVisible();
    for (const memberWords of ["Mettre à jour la carte", "Changer de formule", "Résilier"])
      await expect(page.getByRole("button", { name: memberWords })).toHaveCount(0);
    await expect(page.getByText(/Prélèvement automatique\s*: Prélèvement automatique/)).toHaveCount(
      0,
    );
    // Staff buttons are the site's usual height.
    const box = await page.getByRole("button", { name: "Enregistrer le paiement" }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(40);
  });

  test("[ADMIN] exports the filtered view as CSV for French spreadsheets, logged in the journal", async ({
    page,
  }) => {
    const response = await page.request.get("/admin/members/export?tier=assistant");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/csv");
    const body = await response.body();
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = body.toString("utf8").slice(1).split("\r\n").filter(Boolean);
    expect(
      lines[0]!.startsWith(
        "Prénom;Nom;E-mail;Hôpital;Adresse;Type d’adhésion;État de l’adhésion;Valide jusqu’au",
      ),
    ).toBe(true);
    expect(lines.length - 1).toBe(await directoryCount(page, "/admin/members?tier=assistant"));
    expect(lines.slice(1).every((line) => line.includes(";Assistant"))).toBe(true);

    await page.goto("/admin/journal?action=members.export");
    await expect(
      page.getByRole("cell", { name: /Export CSV de \d+ membres?/ }).first(),
    ).toBeVisible();
  });

  test("[ADMIN] imports a file: the bad row is shown, the fixed file imports, a second import changes nothing", async ({
    page,
  }) => {
    // Two axe passes, one with the dialog or the journal open (issue 19).
    test.setTimeout(60_000);
    const stamp = Date.now();
    // An import accepts « Payé jusqu'au » up to next year but one: next year's end is in range.
    const paidUntil = `31/12/${new Date().getFullYear() + 1}`;
    const file = (email: string) => ({
      name: "membres.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        `\uFEFFPrénom;Nom;E-mail;Type d’adhésion;Payé jusqu’au\r\nJeanne;Importée;jeanne.${stamp}@example.org;practicing;\r\nPaul;Importé;${email};retired;${paidUntil}\r\n`,
      ),
    });
    await gotoAndSettle(page, "/admin/members/import");
    await expect(page.getByRole("link", { name: "Télécharger le modèle" })).toHaveAttribute(
      "href",
      "/admin/members/import/template",
    );
    const input = page.getByLabel("Fichier CSV des membres");
    const preview = page.getByRole("button", { name: "Prévisualiser" });
    const importButton = page.getByRole("button", { name: "Importer" });

    await input.setInputFiles(file("pas-une-adresse"));
    await preview.click();
    await expect(
      page.getByText("Adresse e-mail invalide\u00a0: «\u00a0pas-une-adresse\u00a0»."),
    ).toBeVisible();
    // The error row says whom it is about (issue 19).
    await expect(page.getByRole("cell", { name: "Paul Importé <pas-une-adresse>" })).toBeVisible();
    await expect(page.getByText("1 ligne prête, 1 ligne en erreur.")).toBeVisible();
    await expect(importButton).toBeDisabled();
    await expectNoAxeViolations(page);

    await input.setInputFiles(file(`paul.${stamp}@example.org`));
    await preview.click();
    await expect(page.getByText("2 lignes prêtes, 0 ligne en erreur.")).toBeVisible();
    // A mass action says its count and waits for a confirmation (issue 19).
    await importButton.click();
    const confirmation = page.getByRole("dialog", { name: "Confirmer l’import" });
    await expect(confirmation).toContainText("Importer 2 membres\u00a0?");
    await expectNoAxeViolations(page);
    await confirmation.getByRole("button", { name: "Importer 2 membres" }).click();
    await expect(page.getByText("2 membres importés.")).toBeVisible();

    await preview.click();
    await expect(page.getByText("0 ligne prête, 2 lignes en erreur.")).toBeVisible();
    await expect(page.getByText("Cette adresse e-mail est déjà celle d’un membre.")).toHaveCount(2);
    await expect(importButton).toBeDisabled();

    await gotoAndSettle(page, `/admin/members?q=${stamp}`);
    await expect(page.getByRole("status").filter({ hasText: /membres?$/ })).toHaveText("2 membres");
    await expect(page.getByRole("link", { name: /Paul Importé/ })).toContainText("Adhésion valide");
    await page.goto("/admin/journal?action=members.import");
    await expect(page.getByRole("cell", { name: "Import CSV de 2 membres" }).first()).toBeVisible();

    // A typo in the former file: the administrator corrects Paul's date, then removes it.
    await gotoAndSettle(page, `/admin/members?q=paul.${stamp}`);
    await page.getByRole("link", { name: /Paul Importé/ }).click();
    await expect(
      page.getByRole("heading", { name: "Validité reprise de l’ancien fichier" }),
    ).toBeVisible();
    await expect(page.getByText(`adhésion valide jusqu’au ${paidUntil}`).first()).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel("Valide jusqu’au").fill("2026-01-31");
    await page.getByRole("button", { name: "Corriger la date" }).click();
    await expect(page.getByText("Date de validité corrigée.")).toBeVisible();
    await expect(page.getByText("adhésion valide jusqu’au 31/01/2026")).toBeVisible();
    // Asked in the page's own dialog first: « Annuler » keeps it, the dialog's button removes it.
    await page.getByRole("button", { name: "Retirer cette validité" }).click();
    const removal = page.getByRole("dialog", { name: "Retirer cette validité\u00a0?" });
    await expect(removal).toContainText("Le membre ne sera plus à jour de cotisation");
    await removal.getByRole("button", { name: "Annuler" }).click();
    await expect(removal).toBeHidden();
    await expect(page.getByText("adhésion valide jusqu’au 31/01/2026")).toBeVisible();
    await page.getByRole("button", { name: "Retirer cette validité" }).click();
    await removal.getByRole("button", { name: "Retirer la validité" }).click();
    await expect(page.getByText("Validité retirée.")).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Validité reprise de l’ancien fichier" }),
    ).toHaveCount(0);

    // Paul asks to be erased: his address typed again, then the page's dialog confirms it.
    await page
      .getByLabel("Saisissez l’adresse e-mail du membre pour confirmer")
      .fill(`paul.${stamp}@example.org`);
    await page.getByRole("button", { name: "Effacer ce membre" }).click();
    const erasure = page.getByRole("dialog", { name: "Effacer ce membre\u00a0?" });
    await expect(erasure).toContainText(`paul.${stamp}@example.org`);
    await erasure.getByRole("button", { name: "Effacer définitivement" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/admin/members");
    await expect(page.getByText("Le membre a été effacé.")).toBeVisible();
    await gotoAndSettle(page, `/admin/members?q=paul.${stamp}`);
    await expect(page.getByRole("link", { name: /Paul Importé/ })).toHaveCount(0);
  });

  test("[ADMIN] sees the dashboard, whose figures match the directory they link to", async ({
    page,
  }) => {
    // Four loads of the dashboard (four charts) and an axe pass: over 30 s on a busy machine.
    test.setTimeout(60_000);
    await gotoAndSettle(page, "/admin");
    const table = page.getByRole("table", { name: "Membres par état d’adhésion" });
    await expect(table).toBeVisible();
    await expectNoAxeViolations(page);
    // Every bar is named under it, and failed payments (the demo has some) are drawn in the
    // warning colour, alone (issue 19).
    const stateChart = page.getByRole("region", { name: "Membres par état d’adhésion" });
    const stateTicks = stateChart.locator(
      ".recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value",
    );
    await expect(stateTicks).toHaveCount(5);
    await expect(stateTicks.filter({ hasText: "Paiement échoué…" })).toHaveCount(1);
    await expect(stateChart.locator('path.recharts-rectangle[fill="#b45309"]')).toHaveCount(1);
    await expect(page.locator('path.recharts-rectangle[fill="#b45309"]')).toHaveCount(1);
    const monthChart = page.getByRole("region", { name: "Nouveaux membres par mois (24 mois)" });
    await expect(
      monthChart.locator(".recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value"),
    ).toHaveCount(24);
    const link = table.getByRole("row", { name: /Adhésion valide/ }).getByRole("link");
    const figure = Number(await link.textContent());
    const href = await link.getAttribute("href");
    expect(href).toBe("/admin/members?state=active");
    expect(await directoryCount(page, href!)).toBe(figure);
    await page.goto("/admin");
    // The renewal, its own figures: a stopped renewal is counted apart from the validity.
    const renewals = page.getByRole("table", { name: /Membres par renouvellement automatique/ });
    const stopped = renewals.getByRole("row", { name: /Renouvellement arrêté/ }).getByRole("link");
    const stoppedFigure = Number(await stopped.textContent());
    expect(stoppedFigure).toBeGreaterThan(0);
    expect(await directoryCount(page, (await stopped.getAttribute("href"))!)).toBe(stoppedFigure);
    await page.goto("/admin");
    for (const cohort of ["paid", "eligible"]) {
      const conversionHref = `/admin/members?conversion=${cohort}`;
      const conversionFigure = Number(
        await page.locator(`a[href="${conversionHref}"]`).last().textContent(),
      );
      expect(await directoryCount(page, conversionHref), cohort).toBe(conversionFigure);
      await page.goto("/admin");
    }
    await expect(
      page.getByRole("table", { name: /Cotisations encaissées par année civile/ }),
    ).toBeVisible();
    await expect(page.getByRole("table", { name: "Membres par type d’adhésion" })).toBeVisible();
  });
});

test("[MEMBER] gets 403 on every admin page and call", async ({ baseURL }) => {
  const member = await playwrightRequest.newContext({ baseURL, storageState: memberState });
  for (const path of ["/admin", "/admin/members", "/admin/members/import", "/admin/journal"]) {
    const response = await member.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(403);
    expect(await response.text(), path).toContain("Accès refusé");
  }
  for (const path of [
    "/admin/members/export",
    "/admin/members/import/template",
    "/api/user-management?action=list",
  ]) {
    expect((await member.get(path, { maxRedirects: 0 })).status(), path).toBe(403);
  }
  await member.dispose();
});
