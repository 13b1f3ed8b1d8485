import { expect, test, type Page } from "../support/test";
import { PDFParse } from "pdf-parse";
import { expectNoAxeViolations } from "../support/axe";
import { gotoAndSettle } from "../support/hydration";
import { adminState } from "../support/roles";

// Staff find their way around every admin screen (the "Zone Admin" navigation, at 1280 and
// 390 px), and edit the board and delegates that /bureau shows (issue 19).

test.use({ storageState: adminState });

const entries = [
  "Tableau de bord",
  "Membres",
  "Attestations",
  "Publications",
  "Communiqués",
  "Journal Officiel",
  "Rapports",
  "Lettre d’information",
  "E-mails",
  "FAQ",
  "Liens",
  "Bureau et identité",
  "Journal des actions",
];

const zoneAdmin = (page: Page) => page.getByRole("navigation", { name: "Zone Admin" });

test.describe("desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("[ADMIN] reaches every admin screen from the navigation, the current one marked", async ({
    page,
  }) => {
    await gotoAndSettle(page, "/admin/members");
    const nav = zoneAdmin(page);
    for (const name of entries)
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Membres", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // One current entry (the phone's folded copy of the list is hidden at this width).
    await expect(nav.locator('[aria-current="page"]:visible')).toHaveCount(1);

    await nav.getByRole("link", { name: "Attestations", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Attestations fiscales");
    await expect(
      zoneAdmin(page).getByRole("link", { name: "Attestations", exact: true }),
    ).toHaveAttribute("aria-current", "page");

    await zoneAdmin(page).getByRole("link", { name: "FAQ", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Foire aux questions");
    await expect(zoneAdmin(page).getByRole("link", { name: "FAQ", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await zoneAdmin(page).getByRole("link", { name: "Bureau et identité", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bureau et identité");
    await expectNoAxeViolations(page);
  });
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("[ADMIN] opens the folded navigation on a phone and goes to another screen", async ({
    page,
  }) => {
    await gotoAndSettle(page, "/admin/journal");
    const nav = zoneAdmin(page);
    const toggle = nav.getByText("Zone Admin\u00a0: Journal des actions");
    await expect(toggle).toBeVisible();
    await expect(nav.getByRole("link", { name: "Lettre d’information", exact: true })).toBeHidden();
    await toggle.click();
    await expect(
      nav.getByRole("link", { name: "Journal des actions", exact: true }),
    ).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Lettre d’information", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lettre d’information");
    await expect(zoneAdmin(page).getByText("Zone Admin\u00a0: Lettre d’information")).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

// The second run (390 px) finds the board as the first left it: unique names, and a member of
// its own whose payment makes the attestation to issue (spare demo members, expired, whose state
// an old cheque does not change).
const bureauRuns = [
  { width: 1280, member: "François Laurent", search: "laurent", amount: "60" },
  { width: 390, member: "Antoine David", search: "antoine", amount: "30" },
] as const;

for (const run of bureauRuns) {
  test(`[ADMIN] renames a delegate and the treasurer: /bureau shows them, a new attestation names the new treasurer, an issued one keeps its signatory (${run.width} px)`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: run.width, height: 900 });
    const stamp = Date.now();
    await gotoAndSettle(page, "/admin/bureau");
    // The demo's names are marked as placeholders.
    await expect(page.getByText("Nom provisoire (démonstration)").first()).toBeVisible();

    const region = page.getByRole("form", { name: /Nouvelle-Aquitaine/ });
    await region
      .getByRole("textbox", { name: "Délégué 1\u00a0: nom" })
      .fill(`Dr Rose Aquitaine ${stamp}`);
    await region.getByRole("textbox", { name: "Délégué 1\u00a0: ville" }).fill("Pau");
    await region.getByRole("button", { name: /Enregistrer les délégués/ }).click();
    const saved = region.getByRole("status");
    await expect(saved).toHaveText("Délégués Nouvelle-Aquitaine enregistrés.");
    await expect(saved.locator("..")).toBeFocused();

    // An empty name is refused, next to the field, which takes the focus.
    const treasurer = page.getByRole("textbox", { name: "Trésorier\u00a0: nom", exact: true });
    await treasurer.fill("");
    await page.getByRole("button", { name: "Enregistrer le bureau" }).click();
    await expect(treasurer).toBeFocused();
    await expect(treasurer).toHaveAccessibleDescription(
      "Indiquez le nom de la personne qui occupe cette fonction.",
    );
    await treasurer.fill(`Dr Anne Trésor ${stamp}`);
    await page.getByRole("button", { name: "Enregistrer le bureau" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Bureau enregistré." })).toBeVisible();

    await gotoAndSettle(page, "/bureau");
    await expect(page.getByRole("main")).toContainText(`Dr Anne Trésor ${stamp}`);
    await page
      .getByRole("list", { name: "Ou choisissez une région dans la liste\u00a0:" })
      .getByRole("button", { name: "Nouvelle-Aquitaine" })
      .click();
    await expect(page.getByRole("region", { name: "Nouvelle-Aquitaine" })).toContainText(
      `Dr Rose Aquitaine ${stamp} – Pau`,
    );

    // The demo's attestations were issued before the change: they keep their signatory.
    const lastYear = new Date().getFullYear() - 1;
    await gotoAndSettle(page, `/admin/attestations?year=${lastYear}`);
    const link = page
      .locator("tr")
      .filter({ hasText: "Dominique Membre" })
      .getByRole("link", { name: new RegExp(`SRH-${lastYear}-\\d{5}`) });
    expect(await pdfText(page, (await link.getAttribute("href"))!)).toContain(
      "Le trésorier, Dr Prénom Nom",
    );

    // A cheque received two years ago: that year's attestation is to issue (or correct) again,
    // and the new one is signed by the new treasurer.
    const year = lastYear - 1;
    await gotoAndSettle(page, `/admin/members?q=${run.search}`);
    await page.getByRole("link", { name: new RegExp(run.member) }).click();
    await expect(page.getByRole("heading", { level: 1, name: run.member })).toBeVisible();
    await gotoAndSettle(page, page.url());
    await page.getByLabel("Montant (€)").first().fill(run.amount);
    await page.getByLabel("Reçu le").first().fill(`${year}-03-15`);
    await page.getByLabel("Référence (n° de chèque, libellé du virement)").fill(`CHQ ${stamp}`);
    await page.getByRole("button", { name: "Enregistrer le paiement" }).click();
    await expect(page.getByText("Paiement enregistré.")).toBeVisible();

    await gotoAndSettle(page, `/admin/attestations?year=${year}`);
    await page
      .getByRole("button", { name: new RegExp(`Émettre les attestations ${year}`) })
      .click();
    const confirmation = page.getByRole("dialog", { name: `Attestations ${year}` });
    await expect(confirmation).toContainText(
      new RegExp(`Émettre \\d+ attestations? pour ${year} et les envoyer par e-mail\\s\\?`),
    );
    await confirmation.getByRole("button", { name: /^Émettre \d+ attestations?$/ }).click();
    await expect(
      page.getByRole("status").filter({ hasText: new RegExp(`Attestations? ${year}\u00a0: `) }),
    ).toBeVisible();
    await gotoAndSettle(page, `/admin/attestations?year=${year}`);
    const issued = page
      .locator("tr")
      .filter({ hasText: run.member })
      .getByRole("link", { name: new RegExp(`SRH-${year}-\\d{5}`) });
    const text = await pdfText(page, (await issued.getAttribute("href"))!);
    expect(text).toContain(`Le trésorier, Dr Anne Trésor ${stamp}`);
  });
}

async function pdfText(page: Page, href: string): Promise<string> {
  const response = await page.request.get(href);
  expect(response.ok()).toBe(true);
  const { text } = await new PDFParse({ data: new Uint8Array(await response.body()) }).getText();
  return text.replace(/\s+/g, " ");
}
