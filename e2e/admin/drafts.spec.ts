import { expect, test, type Page } from "../support/test";
import { seededMemberId } from "../support/accounts";
import { loginAs } from "../support/auth";
import { gotoAndSettle } from "../support/hydration";
import { adminState, DEMO_ADMIN } from "../support/roles";

// Never losing work (issue 19): a publication being written survives a reload as a local draft,
// offered back with its date and time. The draft is its author's (keyed by their id), and
// « Déconnexion » leaves none in the browser for the next person.

test.use({ storageState: adminState });

/** The keys of the site's drafts in this page's localStorage. */
function draftKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith("srh-brouillon:")),
  );
}

test("[ADMIN] gets a publication’s unsaved text back after a reload", async ({ page }) => {
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
  await editor.pressSequentially("Un texte qu’il ne faut pas perdre.");
  const key = `srh-brouillon:${seededMemberId(DEMO_ADMIN.email)}:publication:nouvelle:communique`;
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), key)).toContain(title);

  // Leaving by a link of the site asks first; staying keeps the editor as it is.
  const question = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    }),
  );
  await page
    .getByRole("navigation", { name: "Zone Admin" })
    .getByRole("link", { name: "Lettre d’information", exact: true })
    .click();
  expect(await question).toBe(
    "Vos modifications ne sont pas enregistrées. Quitter cette page quand même\u00a0?",
  );
  await expect(page).toHaveURL(/\/admin\/publications\/edit\?type=communique$/);
  await expect(page.getByRole("textbox", { name: /^Titre/ })).toHaveValue(title);

  await page.reload();
  const offer = page.getByRole("status").filter({ hasText: "Reprendre le brouillon du" });
  await expect(offer).toContainText(/Reprendre le brouillon du \d{2}\/\d{2} à \d{2}:\d{2}\s\?/);
  await offer.getByRole("button", { name: "Reprendre le brouillon" }).click();
  await expect(page.getByRole("textbox", { name: /^Titre/ })).toHaveValue(title);
  await expect(editor).toContainText("Un texte qu’il ne faut pas perdre.");
});

test.describe("logging out", () => {
  // The second administrator's own session, logged in here from a client address of its own:
  // « Déconnexion » ends it on the server, and the demo admin's shared one must stay valid.
  const SECRETARY = "secretariat@example.org";
  test.use({ storageState: { cookies: [], origins: [] } });

  test("[ADMIN] leaves no draft in the browser after «\u00a0Déconnexion\u00a0»", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "x-forwarded-for": "203.0.113.91" });
    await loginAs(page, SECRETARY);
    await gotoAndSettle(page, "/admin/publications/edit?type=communique");
    await page.getByRole("textbox", { name: /^Titre/ }).fill(`Brouillon partagé ${Date.now()}`);
    await expect.poll(() => draftKeys(page)).toHaveLength(1);
    // A draft kept before drafts were keyed by their author goes too; a key not of a draft stays.
    await page.evaluate(() => {
      localStorage.setItem("srh-brouillon:newsletter", "{}");
      localStorage.setItem("autre-application", "garde");
    });

    // From a page without an editor: leaving the editor would ask first.
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Alex Secrétariat" }).click();
    await page.locator("#menu-compte").getByRole("button", { name: "Déconnexion" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    expect(await draftKeys(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("autre-application"))).toBe("garde");
  });
});

test("[ADMIN] keeps a publication as a draft on the server, finds it listed, then publishes it", async ({
  page,
  browser,
}) => {
  // Two browsers and a dozen pages on a shared 2-core machine.
  test.setTimeout(90_000);
  const title = `Motion en brouillon ${Date.now()}`;
  await gotoAndSettle(page, "/admin/publications/edit?type=communique");
  await page.getByRole("textbox", { name: /^Titre/ }).fill(title);
  const editor = page.getByRole("textbox", { name: /^Contenu/ });
  await editor.click();
  await editor.pressSequentially("Texte encore à relire.");
  await page.getByRole("button", { name: "Garder en brouillon" }).click();
  await expect(page).toHaveURL(/\/admin\/publications\/edit\?id=[0-9a-f-]{36}$/);
  const id = new URL(page.url()).searchParams.get("id");
  await expect(page.getByText(/Brouillon\s*: visible des seuls administrateurs/)).toBeVisible();

  // Listed for every administrator, with who changed it last and when.
  await gotoAndSettle(page, "/admin");
  const drafts = page.getByRole("region", { name: /brouillons? non publiés?/ });
  const entry = drafts.getByRole("listitem").filter({ hasText: title });
  await expect(entry).toContainText(
    `Modifié par ${DEMO_ADMIN.firstname} ${DEMO_ADMIN.lastname} le`,
  );
  await gotoAndSettle(page, "/admin/publications?type=communique");
  await expect(page.getByRole("region", { name: /brouillons? non publiés?/ })).toContainText(title);

  // A visitor reads nothing of it: not listed, its page 404.
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/publications?type=communique");
  await expect(visitorPage.getByRole("main")).not.toContainText(title);
  const missing = await visitorPage.goto(`/item?id=${id}&type=communique`);
  expect(missing?.status()).toBe(404);

  // Staff open it from the site (« Modifier ») and publish it.
  await gotoAndSettle(page, `/item?id=${id}&type=communique`);
  await expect(page.getByText(/Brouillon non publié\s*: seuls les administrateurs/)).toBeVisible();
  await page.getByRole("link", { name: `Modifier «\u00a0${title}\u00a0»` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/publications/edit\\?id=${id}$`));
  await gotoAndSettle(page, page.url());
  await page.getByRole("button", { name: "Publier" }).click();
  await expect(page).toHaveURL(/\/admin\/publications\?type=communique$/);
  await expect(
    page.getByRole("region", { name: /brouillons? non publiés?/ }).getByText(title),
  ).toHaveCount(0);

  const published = await visitorPage.goto(`/item?id=${id}&type=communique`);
  expect(published?.status()).toBe(200);
  await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(visitorPage.getByRole("link", { name: /^Modifier/ })).toHaveCount(0);
  await visitor.close();
});
