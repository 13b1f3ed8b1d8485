import { expect, test } from "@playwright/test";
import { expectNoAxeViolations as expectNoViolations } from "../support/axe";

const pages: { path: string; h1?: string }[] = [
  { path: "/" },
  { path: "/qui-sommes-nous", h1: "Qui sommes-nous ?" },
  { path: "/presentation", h1: "Présentation" },
  { path: "/bureau", h1: "Bureau" },
  { path: "/statuts", h1: "Les statuts" },
  { path: "/nos-informations", h1: "Nos informations" },
  { path: "/privacy", h1: "Politique de confidentialité" },
  { path: "/publications?type=publication", h1: "Nos publications" },
  {
    path: "/publications?type=publication&q=radiologie&tags=Attractivit%C3%A9",
    h1: "Nos publications",
  },
  { path: "/publications?type=jo&tags=Gardes,Statut" },
  { path: "/nos-liens", h1: "Nos liens" },
  { path: "/contactez-nous", h1: "Contactez-nous" },
  { path: "/login", h1: "Connexion" },
  { path: "/faq", h1: "Foire aux questions" },
  { path: "/article" },
  { path: "/item?id=00000000-0000-4000-8000-000000000000&type=rapport", h1: "Contenu non trouvé" },
  { path: "/newsletter/confirmation?token=jeton-de-test-invalide" },
];

test("[VISITOR] finds no accessibility violation on an item, its article view, and the contact form with errors", async ({
  page,
}) => {
  await page.goto("/publications?type=publication");
  await page
    .locator("article")
    .first()
    .getByRole("link", { name: /Lire la suite/ })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expectNoViolations(page);
  const id = new URL(page.url()).searchParams.get("id");
  await page.goto(`/article?id=${id}`);
  await expect(page.getByRole("button", { name: "Imprimer" })).toBeVisible();
  await expectNoViolations(page);

  await page.goto("/contactez-nous");
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByText("Veuillez choisir un sujet.")).toBeVisible();
  await expectNoViolations(page);
});

for (const { path, h1 } of pages) {
  test(`[VISITOR] finds no accessibility violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    if (h1) await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expectNoViolations(page);
  });
}

test("[VISITOR] finds no accessibility violation on the Bureau page with a region open", async ({
  page,
}) => {
  await page.goto("/bureau");
  await page
    .getByRole("group", { name: "Carte des régions" })
    .getByRole("button", { name: "Île-de-France" })
    .click();
  await expect(page.getByRole("region", { name: "Île-de-France" })).toBeVisible();
  await expectNoViolations(page);
});

test("[VISITOR] finds no accessibility violation with a header menu open", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/presentation");
  await page.getByRole("button", { name: "Qui sommes-nous ?" }).click();
  await expect(page.getByRole("list", { name: "Qui sommes-nous ?" })).toBeVisible();
  await expectNoViolations(page);
});

test("[VISITOR] finds no accessibility violation in the mobile menu", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/bureau");
  await expectNoViolations(page);
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await expectNoViolations(page);
});

test("[VISITOR] finds no accessibility violation on the 404 page", async ({ page }) => {
  const response = await page.goto("/page-inconnue");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page introuvable");
  await expectNoViolations(page);
});
