import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

// axe-core with its default rules: WCAG 2.0/2.1 A and AA plus best practices.
async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
  expect(summary).toEqual([]);
}

const pages: { path: string; h1?: string }[] = [
  { path: "/" },
  { path: "/qui-sommes-nous", h1: "Qui sommes-nous ?" },
  { path: "/presentation", h1: "Présentation" },
  { path: "/bureau", h1: "Bureau" },
  { path: "/statuts", h1: "Les statuts" },
  { path: "/nos-informations", h1: "Nos informations" },
  { path: "/privacy", h1: "Politique de confidentialité" },
];

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
