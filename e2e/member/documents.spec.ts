import { expect, test } from "../support/test";
import { MEMBER_EMAIL, useLoggedInAs } from "../support/auth";
import { expectNoAxeViolationsAtBothWidths } from "../support/axe";

test.describe("documents", () => {
  useLoggedInAs(test, MEMBER_EMAIL);

  test("[MEMBER] finds and opens a subscribers-only document", async ({ page }) => {
    await page.goto("/documents");
    await expect(page.getByRole("heading", { level: 1, name: "Documents" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Publication" })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);

    await page.getByLabel("Rechercher un document").fill("gardes");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/\/documents\?q=gardes/);
    const entry = page.getByRole("listitem").filter({ hasText: "Guide des gardes et astreintes" });
    await expect(entry).toHaveCount(1);
    await expect(entry.getByText("Abonnés seulement")).toBeVisible();
    await expect(entry.getByText(/guide-gardes-astreintes\.pdf · \d+\sKo/)).toBeVisible();
    await expect(
      entry.getByRole("link", { name: "Guide pratique des gardes et astreintes en imagerie" }),
    ).toHaveAttribute("href", /^\/item\?id=[0-9a-f-]{36}&type=publication$/);

    const link = entry.getByRole("link", { name: /Guide des gardes et astreintes/ });
    await expect(link).toHaveAttribute("target", "_blank");
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/api\/files\?action=download&id=[0-9a-f-]{36}$/);
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toContain("application/pdf");

    await page.getByLabel("Rechercher un document").fill("aucun document de ce nom");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page.getByText("Aucun document ne correspond à votre recherche.")).toBeVisible();
    await page.getByRole("link", { name: "Effacer la recherche" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/documents" && url.search === "");
  });
});
