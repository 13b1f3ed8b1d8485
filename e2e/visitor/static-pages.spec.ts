import { expect, test, type Page } from "../support/test";
import { expectNoAxeViolationsAtBothWidths } from "../support/axe";
import { BOARD_OFFICE_TITLES } from "../support/board";
import { waitForHydration } from "../support/hydration";

function regionMap(page: Page) {
  return page.getByRole("group", { name: "Carte des régions" });
}

function regionList(page: Page) {
  return page.getByRole("list", { name: "Ou choisissez une région dans la liste\u00a0:" });
}

const regionNames = [
  "Hauts-de-France",
  "Normandie",
  "Île-de-France",
  "Grand Est",
  "Bretagne – Pays de la Loire",
  "Centre-Val de Loire – Bourgogne-Franche-Comté",
  "Nouvelle-Aquitaine",
  "Auvergne-Rhône-Alpes",
  "Occitanie",
  "Provence-Alpes-Côte d’Azur – Corse",
];

test("[VISITOR] reads the 'Qui sommes-nous\u00a0?' page and finds its three pages", async ({
  page,
}) => {
  const response = await page.goto("/qui-sommes-nous");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Qui sommes-nous\u00a0?");
  await expect(page).toHaveTitle("Qui sommes-nous\u00a0? | SRH");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Présentation" })).toHaveAttribute(
    "href",
    "/presentation",
  );
  await expect(main.getByRole("link", { name: "Bureau" })).toHaveAttribute("href", "/bureau");
  await expect(main.getByRole("link", { name: "Les statuts" })).toHaveAttribute("href", "/statuts");
  await expectNoAxeViolationsAtBothWidths(page);
  await main.getByRole("link", { name: "Bureau" }).click();
  await expect(page).toHaveURL(/\/bureau$/);
});

test("[VISITOR] reads the presentation of the union", async ({ page }) => {
  await page.goto("/presentation");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Présentation");
  const main = page.getByRole("main");
  await expect(main).toContainText("fondé en 1994");
  await expect(main).toContainText("loi du 1er juillet 1901");
  await expect(main).toContainText("centres hospitaliers universitaires (CHU)");
  for (const heading of ["Nos missions", "Nos affiliations"]) {
    await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  for (const mission of [
    "Statut et carrière",
    "Rémunération",
    "Permanence des soins",
    "Attractivité de l’hôpital public",
    "Radioprotection",
  ]) {
    await expect(main.getByRole("heading", { level: 3, name: mission })).toBeVisible();
  }
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/presentation$/);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    "content",
    /\/presentation$/,
  );
  await expectNoAxeViolationsAtBothWidths(page);
});

test("[VISITOR] reads the board and its ten regions", async ({ page }) => {
  await page.goto("/bureau");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bureau");
  const main = page.getByRole("main");
  for (const role of BOARD_OFFICE_TITLES) {
    await expect(main.getByText(role, { exact: true })).toBeVisible();
  }
  await expect(main.getByText("Cliquez sur une région pour voir les délégués")).toBeVisible();
  await expect(regionMap(page).getByRole("button")).toHaveCount(10);
  for (const name of regionNames) {
    await expect(regionMap(page).getByRole("button", { name, exact: true })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  }
  await expect(regionList(page).getByRole("button")).toHaveText(regionNames);
});

test("[VISITOR] opens the Bureau map and toggles a region", async ({ page }) => {
  await page.goto("/bureau");
  const normandie = regionMap(page).getByRole("button", { name: "Normandie" });
  await normandie.click();
  await expect(normandie).toHaveAttribute("aria-pressed", "true");
  const panel = page.getByRole("region", { name: "Normandie" });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("listitem")).toHaveText([
    "Dr Prénom Nom – Rouen",
    "Dr Prénom Nom – Caen",
  ]);
  // The board's page, checked with a region open (its panel included).
  await expectNoAxeViolationsAtBothWidths(page);

  // Another region replaces the panel.
  await regionMap(page).getByRole("button", { name: "Occitanie" }).click();
  await expect(page.getByRole("region", { name: "Occitanie" })).toContainText("Toulouse");
  await expect(panel).toBeHidden();
  await expect(normandie).toHaveAttribute("aria-pressed", "false");

  // Clicking the selected region again closes it.
  await regionMap(page).getByRole("button", { name: "Occitanie" }).click();
  await expect(page.getByRole("region", { name: "Occitanie" })).toBeHidden();
  await expect(regionMap(page).getByRole("button", { name: "Occitanie" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
});

test("[VISITOR] on a phone, taps a region of the Bureau map and sees its delegates come into view", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/bureau");
  await waitForHydration(page);
  const map = regionMap(page);
  await map.scrollIntoViewIfNeeded();
  await map.getByRole("button", { name: "Normandie" }).click();
  await expect(page.getByRole("region", { name: "Normandie" })).toBeInViewport({ ratio: 0.9 });
});

test("[VISITOR] opens a region of the Bureau map with the keyboard and closes it with 'Fermer'", async ({
  page,
}) => {
  await page.goto("/bureau");
  const grandEst = regionMap(page).getByRole("button", { name: "Grand Est" });
  await grandEst.focus();
  await page.keyboard.press("Enter");
  await expect(grandEst).toHaveAttribute("aria-pressed", "true");
  const panel = page.getByRole("region", { name: "Grand Est" });
  await expect(panel).toContainText("Strasbourg");
  await page.keyboard.press("Space");
  await expect(panel).toBeHidden();
  await page.keyboard.press(" ");
  await expect(panel).toBeVisible();

  await panel.getByRole("button", { name: "Fermer" }).click();
  await expect(panel).toBeHidden();
  await expect(grandEst).toHaveAttribute("aria-pressed", "false");
  await expect(grandEst).toBeFocused();

  // The same regions as a list of buttons.
  const listButton = regionList(page).getByRole("button", {
    name: "Provence-Alpes-Côte d’Azur – Corse",
  });
  await listButton.click();
  await expect(listButton).toHaveAttribute("aria-pressed", "true");
  await expect(
    page.getByRole("region", { name: "Provence-Alpes-Côte d’Azur – Corse" }),
  ).toContainText("Ajaccio");
  await expect(
    regionMap(page).getByRole("button", { name: "Provence-Alpes-Côte d’Azur – Corse" }),
  ).toHaveAttribute("aria-pressed", "true");
});

test("[VISITOR] reads the statutes: articles 1 to 11, their figures and the legal notice", async ({
  page,
}) => {
  await page.goto("/statuts");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Les statuts");
  const main = page.getByRole("main");
  const articleHeadings = main.getByRole("heading", { level: 2, name: /^Article \d+ – / });
  await expect(articleHeadings).toHaveCount(11);
  for (let number = 1; number <= 11; number++) {
    await expect(articleHeadings.nth(number - 1)).toHaveText(
      new RegExp(`^Article ${number} – \\S`),
    );
  }
  await expect(main.getByRole("heading", { level: 2, name: "Mentions légales" })).toBeVisible();
  // The legal status as staff set it (/admin/bureau), the sentence receipts and attestations print.
  await expect(main.getByRole("region", { name: "Mentions légales" })).toContainText(
    "(SRH). Association régie par la loi du 1er juillet 1901. Siège\u00a0:",
  );

  const text = await main.innerText();
  expect(text).toContain("loi du 1er juillet 1901");
  expect(text).toContain("1994");
  expect(text).toContain("vingt (20) membres");
  expect(text).toContain("dix (10) administrateurs universitaires");
  expect(text).toContain("dix (10) administrateurs non universitaires");
  expect(text).toContain("trois (3) ans");
  expect(text).toContain("majorité des trois quarts (3/4)");
  expect(text).toContain("vingt-cinq (25) membres actifs");
  expect(text).toContain("la moitié des membres du conseil d’administration");
  expect(text).toContain("au moins deux semaines");
  expect(text).toContain("majorité des deux tiers (2/3)");
  await expectNoAxeViolationsAtBothWidths(page);
});

test("[VISITOR] reads the 'Nos informations' page with its lists and the subscribe form", async ({
  page,
}) => {
  await page.goto("/nos-informations");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nos informations");
  const main = page.getByRole("main");
  await expect(
    main.getByRole("heading", { level: 2, name: "Nos lettres d’information" }),
  ).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: "Nos communiqués" })).toBeVisible();
  await expect(
    main.getByText("Permanence des soins\u00a0: le SRH appelle à la mobilisation"),
  ).toBeVisible();
  await expect(
    main.getByRole("link", { name: "Toutes les lettres d’information" }),
  ).toHaveAttribute("href", "/publications?type=newsletter");
  await expect(main.getByRole("link", { name: "Tous les communiqués" })).toHaveAttribute(
    "href",
    "/publications?type=communique",
  );
  await expect(main.getByPlaceholder("Votre adresse e-mail")).toBeVisible();
  await expect(main.getByRole("button", { name: "S’inscrire" })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
});

test("[VISITOR] reads the privacy policy: sections I to V, date and retention periods", async ({
  page,
}) => {
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Politique de confidentialité");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 })).toHaveText([
    "I. Objectif",
    "II. Champ d’application",
    "III. Traitement des données",
    "IV. Vos droits",
    "V. Cookies",
  ]);
  await expect(main).toContainText("Dernière mise à jour\u00a0: 06/10/2022");
  await expect(main).toContainText("Données relatives aux adhésions\u00a0: 5 ans");
  await expect(main).toContainText("Demandes de contact\u00a0: 3 ans à compter de leur réception");
  await expect(main).toContainText(
    "Lettre d’information\u00a0: jusqu’à votre désinscription, puis 3 ans",
  );
  for (const right of [
    "droit d’accès",
    "droit de rectification",
    "droit à l’effacement",
    "droit à la portabilité",
    "droit d’opposition",
  ]) {
    await expect(main).toContainText(right);
  }
  await expect(main.getByRole("link", { name: "www.cnil.fr" })).toBeVisible();
  await expect(main.getByRole("link", { name: "contact@srh-info.org" })).toHaveAttribute(
    "href",
    "mailto:contact@srh-info.org",
  );
  await expectNoAxeViolationsAtBothWidths(page);
});

test("[VISITOR] gets a French 404 page for an unknown address", async ({ page }) => {
  const response = await page.goto("/cette-page-n-existe-pas");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page introuvable");
  await expect(page).toHaveTitle("Page introuvable | SRH");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "Retour à l’accueil" }),
  ).toHaveAttribute("href", "/");
  await expect(
    page.getByRole("main").getByRole("link", { name: "Voir nos publications" }),
  ).toHaveAttribute("href", "/publications?type=publication");
  await expectNoAxeViolationsAtBothWidths(page);
});

test("[VISITOR] sees the address, e-mail and links of the footer", async ({ page }) => {
  await page.goto("/presentation");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("15 rue Ferdinand Duval");
  await expect(footer).toContainText("75004 Paris");
  await expect(footer.getByRole("link", { name: "contact@srh-info.org" })).toHaveAttribute(
    "href",
    "mailto:contact@srh-info.org",
  );
  await expect(footer.getByRole("link", { name: "Politique de confidentialité" })).toHaveAttribute(
    "href",
    "/privacy",
  );
  await expect(footer.getByRole("link", { name: "Les statuts" })).toHaveAttribute(
    "href",
    "/statuts",
  );
  await expect(footer.getByRole("link", { name: "Les lettres d’information" })).toHaveAttribute(
    "href",
    "/publications?type=newsletter",
  );
  await expect(footer.getByRole("link", { name: "J’adhère au SRH" })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});
