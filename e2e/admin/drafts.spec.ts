import { expect, test } from "@playwright/test";
import { gotoAndSettle } from "../support/hydration";
import { adminState } from "../support/roles";

// Never losing work (issue 19): a publication being written survives a reload as a local draft,
// offered back with its date and time.

test.use({ storageState: adminState });

test("[ADMIN] gets a publication's unsaved text back after a reload", async ({ page }) => {
  const title = `Brouillon ${Date.now()}`;
  await gotoAndSettle(page, "/admin/publications/edit?type=communique");
  // The editor's toolbar is one Tab stop; the arrow keys move along it (issue 19).
  const toolbar = page.getByRole("toolbar", { name: /^Mise en forme/ });
  const tools = toolbar.getByRole("button");
  // The editor is a chunk loaded on demand: it may mount after the page has settled (ci-1 of
  // 2026-11-26 counted its toolbar before it was there).
  await expect.poll(() => tools.count()).toBeGreaterThan(5);
  await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1);
  await tools.first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(tools.nth(1)).toBeFocused();
  await expect(tools.nth(1)).toHaveAttribute("tabindex", "0");
  await page.keyboard.press("End");
  await expect(tools.last()).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(tools.first()).toBeFocused();

  await page.getByRole("textbox", { name: /^Titre/ }).fill(title);
  const editor = page.getByRole("textbox", { name: /^Contenu/ });
  await editor.click();
  await editor.pressSequentially("Un texte qu'il ne faut pas perdre.");
  await expect
    .poll(() =>
      page.evaluate(() => localStorage.getItem("srh-brouillon:publication:nouvelle:communique")),
    )
    .toContain(title);

  // Leaving by a link of the site asks first; staying keeps the editor as it is.
  const question = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    }),
  );
  await page
    .getByRole("navigation", { name: "Zone Admin" })
    .getByRole("link", { name: "Newsletter", exact: true })
    .click();
  expect(await question).toBe(
    "Vos modifications ne sont pas enregistrées. Quitter cette page quand même ?",
  );
  await expect(page).toHaveURL(/\/admin\/publications\/edit\?type=communique$/);
  await expect(page.getByRole("textbox", { name: /^Titre/ })).toHaveValue(title);

  await page.reload();
  const offer = page.getByRole("status").filter({ hasText: "Reprendre le brouillon du" });
  await expect(offer).toContainText(/Reprendre le brouillon du \d{2}\/\d{2} à \d{2}:\d{2} \?/);
  await offer.getByRole("button", { name: "Reprendre le brouillon" }).click();
  await expect(page.getByRole("textbox", { name: /^Titre/ })).toHaveValue(title);
  await expect(editor).toContainText("Un texte qu'il ne faut pas perdre.");
});
