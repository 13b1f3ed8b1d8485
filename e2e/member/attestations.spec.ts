import { expect, test } from "../support/test";
import { seededMemberId } from "../support/accounts";
import { ADMIN_EMAIL, MEMBER_EMAIL, useLoggedInAs } from "../support/auth";
import { expectNoAxeViolations } from "../support/axe";
import { gotoAndSettle } from "../support/hydration";

// The demo member paid last year (lib/demo): last year's tax attestation is on their profile.
const lastYear =
  Number(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Paris", year: "numeric" }).format(
      new Date(),
    ),
  ) - 1;

test.describe("tax attestations, member", () => {
  useLoggedInAs(test, MEMBER_EMAIL);

  test("[MEMBER] downloads last year’s attestation from the profile", async ({ page }) => {
    await gotoAndSettle(page, `/profile?id=${seededMemberId(MEMBER_EMAIL)}`);
    const section = page.getByRole("region", { name: "Mes attestations fiscales" });
    await expect(section).toBeVisible();
    const entry = section.getByRole("listitem").filter({ hasText: `Année ${lastYear}` });
    await expect(entry).toContainText(/120\s€/);
    await expect(entry).toContainText(new RegExp(`N° SRH-${lastYear}-\\d{5}`));

    const download = page.waitForEvent("download");
    await entry.getByRole("link", { name: /Télécharger le PDF/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      new RegExp(`^attestation-SRH-${lastYear}-\\d{5}\\.pdf$`),
    );

    const href = await entry.getByRole("link", { name: /Télécharger le PDF/ }).getAttribute("href");
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("[MEMBER] cannot open the admin’s list or someone else’s attestation", async ({ page }) => {
    const response = await page.goto(`/admin/attestations?year=${lastYear}`);
    expect(response?.status()).toBe(403);
    const unknown = await page.request.get(
      "/profile/attestation?id=00000000-0000-4000-8000-000000000000",
    );
    expect(unknown.status()).toBe(404);
  });
});

test.describe("tax attestations, admin", () => {
  useLoggedInAs(test, ADMIN_EMAIL);

  test("[ADMIN] sees the year’s attestations and issues the missing ones", async ({ page }) => {
    await gotoAndSettle(page, `/admin/attestations?year=${lastYear}`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Attestations fiscales" }),
    ).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: "Dominique Membre" });
    await expect(row).toContainText("Émise");
    await expect(
      row.getByRole("link", { name: new RegExp(`SRH-${lastYear}-\\d{5}`) }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page
      .getByRole("button", { name: new RegExp(`Émettre les attestations ${lastYear}`) })
      .click();
    // Nothing is issued before the confirmation, which says how many (issue 19).
    const confirmation = page.getByRole("dialog", { name: `Attestations ${lastYear}` });
    await expect(confirmation).toContainText(`Vérifier les attestations ${lastYear}\u00a0?`);
    await expectNoAxeViolations(page);
    await confirmation.getByRole("button", { name: "Vérifier" }).click();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "Toutes les attestations de l’année sont déjà à jour." }),
    ).toBeVisible();

    // The current year is not over: nothing can be issued for it yet.
    await gotoAndSettle(page, `/admin/attestations?year=${lastYear + 1}`);
    await expect(page.getByText(`L’année ${lastYear + 1} est en cours`)).toBeVisible();
    // Its members read « En cours », not « Manquante » (issue 19).
    await expect(page.getByRole("term").filter({ hasText: "En cours" })).toBeVisible();
    await expect(page.getByText(/Manquantes?/)).toHaveCount(0);

    // A year outside the range is said so, before the year shown instead.
    await gotoAndSettle(page, "/admin/attestations?year=1999");
    await expect(page.getByRole("status").filter({ hasText: "1999" })).toHaveText(
      new RegExp(
        `^L’année «\u00a01999\u00a0» n’est pas disponible \\(de 2000 à ${lastYear + 1}\\)\u00a0: voici l’année \\d{4}\\.$`,
      ),
    );
  });
});
