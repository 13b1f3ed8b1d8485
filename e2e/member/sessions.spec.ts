import { expect, test } from "../support/test";
import { seededMemberId } from "../support/accounts";
import { useLoggedInAs } from "../support/auth";
import { gotoAndSettle } from "../support/hydration";

// A spare seeded member: every one of their sessions ends in this test.
const EMAIL = "olivier.fournier@example.org";

test.describe("sessions", () => {
  useLoggedInAs(test, EMAIL);

  test("[MEMBER] logs out of every device from the profile, after a confirmation", async ({
    page,
    context,
    browser,
  }) => {
    await gotoAndSettle(page, `/profile?id=${seededMemberId(EMAIL)}`);
    const copied = await context.cookies();
    const section = page.getByRole("region", { name: "Sécurité" });
    await section.getByRole("button", { name: "Se déconnecter de tous les appareils" }).click();
    const dialog = page.getByRole("dialog", { name: "Se déconnecter de tous les appareils" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await expect(dialog).toBeHidden();
    expect((await page.request.get("/profile/export", { maxRedirects: 0 })).status()).toBe(200);

    await section.getByRole("button", { name: "Se déconnecter de tous les appareils" }).click();
    await dialog.getByRole("button", { name: "Me déconnecter partout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();

    const elsewhere = await browser.newContext({ storageState: { cookies: copied, origins: [] } });
    expect((await elsewhere.request.get("/profile/export", { maxRedirects: 0 })).status()).toBe(
      401,
    );
    await elsewhere.close();
  });
});
