import { expect, test } from "../support/test";
import { ADMIN_EMAIL, useLoggedInAs } from "../support/auth";
import { seededMemberId } from "../support/accounts";
import { expectNoAxeViolations } from "../support/axe";
import { gotoAndSettle } from "../support/hydration";

const adminId = seededMemberId(ADMIN_EMAIL);
const memberId = seededMemberId("julien.bernard@example.org");

test.describe("profiles seen by an administrator", () => {
  useLoggedInAs(test, ADMIN_EMAIL);

  test("[ADMIN] opens and edits another member’s profile, sees the admin checkbox", async ({
    page,
  }) => {
    await gotoAndSettle(page, `/profile?id=${adminId}`);
    await expect(page.getByText("Administrateur", { exact: true })).toBeVisible();

    await gotoAndSettle(page, `/profile?id=${memberId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Julien Bernard" })).toBeVisible();
    await expect(page.getByText("Adhésion expirée", { exact: true })).toBeVisible();
    await expect(page.getByText("Administrateur", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Retour à la liste des membres" })).toHaveAttribute(
      "href",
      "/admin/members",
    );
    // Someone else's data cannot be exported or deleted from their profile.
    await expect(page.getByRole("heading", { name: "Mes données" })).toHaveCount(0);

    await page.getByRole("link", { name: "Modifier" }).click();
    await expect(page).toHaveURL(`/profile/edit?id=${memberId}`);
    await expect(page.getByLabel("Administrateur")).toBeVisible();
    await expect(page.getByLabel("Administrateur")).not.toBeChecked();
    await expectNoAxeViolations(page);

    const hospital = page.getByRole("textbox", { name: "Hôpital", exact: true });
    await hospital.fill("Hôpital Necker (AP-HP)");
    await page.getByLabel("Type d’adhésion").selectOption({ label: "Praticien retraité" });
    // An address already taken: only the server knows. Sent from the other tab, the answer opens
    // the address's tab and focuses it, with its message; everything typed is still there.
    const email = page.getByLabel("Adresse e-mail");
    await email.fill(ADMIN_EMAIL);
    const professional = page.getByRole("tab", { name: "Informations professionnelles" });
    await professional.click();
    await page.getByLabel("HU titulaire").check();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(email).toBeFocused();
    await expect(
      page.getByText("Cette adresse e-mail est déjà utilisée par un autre compte."),
    ).toBeVisible();
    await expect(page).toHaveURL(`/profile/edit?id=${memberId}`);
    await expect(hospital).toHaveValue("Hôpital Necker (AP-HP)");
    await expect(page.getByLabel("Type d’adhésion")).toHaveValue("retired");
    await professional.click();
    await expect(page.getByLabel("HU titulaire")).toBeChecked();
    await page.getByRole("tab", { name: "Informations personnelles" }).click();

    await email.fill("julien.bernard@example.org");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page).toHaveURL(`/profile?id=${memberId}&enregistre=1`);
    await expect(page.getByText("Hôpital Necker (AP-HP)")).toBeVisible();
    await expect(
      page.getByRole("definition").filter({ hasText: "Praticien retraité" }),
    ).toBeVisible();
    await expect(page.getByText("HU titulaire")).toBeVisible();
  });

  test("[ADMIN] sees 'Profil non trouvé' for an unknown member", async ({ page }) => {
    await gotoAndSettle(page, "/profile?id=00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { level: 1, name: "Profil non trouvé" })).toBeVisible();
    await expect(page.getByText("Utilisateur non trouvé")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
