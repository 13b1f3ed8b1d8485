import fs from "node:fs";
import { expect, test } from "../support/test";
import { PDFParse } from "pdf-parse";
import { MEMBER_EMAIL, useLoggedInAs } from "../support/auth";
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

    // Required field, checked in the browser with the server's schema.
    await page.getByRole("textbox", { name: "Hôpital", exact: true }).fill("  ");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Ce champ est obligatoire.")).toBeVisible();
    await expect(page).toHaveURL(`/profile/edit?id=${memberId}`);

    await page.getByRole("textbox", { name: "Hôpital", exact: true }).fill("CHU de Lille (e2e)");
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
