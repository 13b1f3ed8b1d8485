import { expect, test } from "../support/test";
import { seededMemberId } from "../support/accounts";
import { ADMIN_EMAIL, MEMBER_EMAIL, useLoggedInAs } from "../support/auth";
import { expectNoAxeViolations } from "../support/axe";
import { gotoAndSettle } from "../support/hydration";

// Issue #18, "staff see mail": an administrator finds a member's e-mails from the member's
// panel (kind, state, provider's message), at desktop and phone widths, with no axe violation.

test.describe("e-mails seen by staff", () => {
  useLoggedInAs(test, ADMIN_EMAIL);

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`[ADMIN] follows a member’s e-mails from their panel to /admin/emails (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const memberId = seededMemberId(MEMBER_EMAIL);
      await gotoAndSettle(page, `/profile?id=${memberId}`);
      const section = page.getByRole("region", { name: "E-mails du membre" });
      // The member logged in through the outbox when the run started (its login code).
      await expect(section.getByText(/Code de connexion\s*:\s*Envoyé/).first()).toBeVisible();
      await section.getByRole("link", { name: /Tous les e-mails de ce membre/ }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/emails\\?membre=${memberId}`));
      // Loaded whole: after this client-side navigation the document's title sometimes stays
      // empty (seen in CI and once locally; Next's streamed metadata), a known bug left open.
      await gotoAndSettle(page, page.url());
      await expect(page.getByRole("heading", { level: 1, name: "E-mails envoyés" })).toBeVisible();
      const row = page.getByRole("row").filter({ hasText: "Code de connexion" }).first();
      await expect(row).toContainText(MEMBER_EMAIL);
      await expect(row).toContainText("Envoyé");
      await expectNoAxeViolations(page);

      await page.getByLabel("État").selectOption({ label: "Échec définitif" });
      await page.getByRole("button", { name: "Filtrer" }).click();
      await expect(page).toHaveURL(/etat=failed/);
      await expect(page.getByText("Aucun e-mail ne correspond à ces critères.")).toBeVisible();

      // An e-mail « à vérifier » (the demo's, set aside after its sender died): the page's count
      // leads to it; marking it sent asks for a confirmation (axe with the dialog open).
      if (viewport.width === 1280) {
        await page.getByRole("link", { name: /^\d+ à vérifier$/ }).click();
        await expect(page).toHaveURL(/etat=unverified/);
        const unverified = page
          .getByRole("row")
          .filter({ hasText: "sophie.petit@example.org" })
          .filter({ hasText: "Renouvellement refusé" });
        await unverified.getByRole("button", { name: "Il a été envoyé" }).click();
        const confirmation = page.getByRole("dialog", { name: "Marquer cet e-mail envoyé\u00a0?" });
        await expect(confirmation).toContainText("sophie.petit@example.org");
        await expectNoAxeViolations(page);
        await confirmation.getByRole("button", { name: "Il a été envoyé" }).click();
        // Sent now, it leaves the list of those « à vérifier »; the screen's status line says so.
        await expect(unverified).toHaveCount(0);
        await expect(
          page.getByRole("status").filter({ hasText: "E-mail marqué envoyé." }),
        ).toBeVisible();
      }
    });
  }
});
