import { expect, test } from "../support/test";
import { useLoggedInAs } from "../support/auth";
import { memberState } from "../support/roles";

test.describe("member", () => {
  test.use({ storageState: memberState });
  test("[MEMBER] opens the account menu from the header", async ({ page }) => {
    await page.goto("/presentation");
    const button = page.getByRole("banner").getByRole("button", { name: "Dominique Membre" });
    await button.click();
    const menu = page.locator("#menu-compte");
    await expect(menu.getByRole("link")).toHaveText(["Mon profil", "Documents", "FAQ"]);
    await expect(menu.getByText("Zone Admin")).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "Mon profil" })).toHaveAttribute(
      "href",
      /^\/profile\?id=[0-9a-f-]{36}$/,
    );
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe("admin", () => {
  // Logging out ends the session on the server: a second administrator's own session, so that
  // the demo admin's shared one stays valid for the other specs.
  useLoggedInAs(test, "secretariat@example.org");
  test("[ADMIN] sees the Zone Admin entries, then logs out", async ({ page, context, browser }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Alex Secrétariat" }).click();
    const menu = page.locator("#menu-compte");
    await expect(menu.getByText("Zone Admin")).toBeVisible();
    await expect(menu.getByRole("list", { name: "Zone Admin" }).getByRole("link")).toHaveText([
      "Membres",
      "Publications",
      "Communiqués",
      "Journal Officiel",
      "Rapports",
      "Lettre d’information",
    ]);
    const copied = await context.cookies();
    await menu.getByRole("button", { name: "Déconnexion" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    expect(
      (await context.cookies()).some((cookie) => cookie.name.endsWith("next-auth.session-token")),
    ).toBe(false);

    // The session ended on the server: a copy of the cookie taken before logging out is refused.
    const thief = await browser.newContext({ storageState: { cookies: copied, origins: [] } });
    expect((await thief.request.get("/profile/export", { maxRedirects: 0 })).status()).toBe(401);
    expect(await (await thief.request.get("/api/auth/session")).json()).toEqual({});
    await thief.close();
  });
});
