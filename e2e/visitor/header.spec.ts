import { expect, test, type Locator, type Page } from "../support/test";
import { seededMemberId } from "../support/accounts";
import { useLoggedInAs } from "../support/auth";
import { expectNoAxeViolations } from "../support/axe";
import { gotoAndSettle, waitForHydration } from "../support/hydration";

function desktopNav(page: Page) {
  return page.getByRole("navigation", { name: "Navigation principale", exact: true });
}

/** A desktop menu's `<summary>` (a native disclosure: its `<details>` holds the open state). */
function menuTrigger(nav: Locator, label: string) {
  return nav.locator("summary", { hasText: label });
}

function menuGroup(nav: Locator, label: string) {
  return nav.locator("details", { has: nav.page().locator("summary", { hasText: label }) });
}

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("[VISITOR] opens each dropdown menu of the header on click", async ({ page }) => {
    // Served to visitors without React (visitor-bytes.spec.ts checks it): the menus are native
    // disclosures, helped by the header's own script (header-menus-script.tsx), as on every page.
    await page.goto("/presentation");
    const nav = desktopNav(page);
    const groups = [
      { label: "Qui sommes-nous\u00a0?", items: ["Présentation", "Bureau", "Les statuts"] },
      { label: "Nos informations", items: ["Nos publications", "Communiqués"] },
      { label: "Textes officiels", items: ["Journal Officiel", "Rapports institutionnels"] },
    ];
    for (const group of groups) {
      const trigger = menuTrigger(nav, group.label);
      await expect(menuGroup(nav, group.label)).not.toHaveAttribute("open");
      await trigger.click();
      await expect(menuGroup(nav, group.label)).toHaveAttribute("open");
      const menu = nav.getByRole("list", { name: group.label });
      await expect(menu.getByRole("link")).toHaveText(group.items);
      // The header with a menu open (a wide screen's state; the pages are checked elsewhere).
      if (group === groups[0]) await expectNoAxeViolations(page);
      await trigger.click();
      await expect(menu).toBeHidden();
    }
    await expect(nav.getByRole("link", { name: "Nos liens" })).toHaveAttribute(
      "href",
      "/nos-liens",
    );
    await expect(nav.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/faq");
    await expect(nav.getByRole("link", { name: "Contactez-nous" })).toHaveAttribute(
      "href",
      "/contactez-nous",
    );
  });

  test("[VISITOR] sees only one header menu open at a time", async ({ page }) => {
    await page.goto("/");
    const nav = desktopNav(page);
    const openMenus = nav.locator("ul[aria-labelledby]:visible");
    await menuTrigger(nav, "Qui sommes-nous\u00a0?").click();
    await expect(nav.getByRole("list", { name: "Qui sommes-nous\u00a0?" })).toBeVisible();

    await menuTrigger(nav, "Nos informations").click();
    await expect(nav.getByRole("list", { name: "Nos informations" })).toBeVisible();
    await expect(nav.getByRole("list", { name: "Qui sommes-nous\u00a0?" })).toBeHidden();
    await expect(openMenus).toHaveCount(1);

    await menuTrigger(nav, "Textes officiels").click();
    await expect(nav.getByRole("list", { name: "Textes officiels" })).toBeVisible();
    await expect(openMenus).toHaveCount(1);
  });

  test("[VISITOR] closes a header menu by clicking outside it", async ({ page }) => {
    await page.goto("/statuts");
    await menuTrigger(desktopNav(page), "Textes officiels").click();
    const menu = desktopNav(page).getByRole("list", { name: "Textes officiels" });
    await expect(menu).toBeVisible();
    await page.getByRole("main").click({ position: { x: 5, y: 400 } });
    await expect(menu).toBeHidden();
  });

  test("[VISITOR] closes a header menu with Escape and gets the focus back on its button", async ({
    page,
  }) => {
    await page.goto("/");
    const trigger = menuTrigger(desktopNav(page), "Nos informations");
    const menu = desktopNav(page).getByRole("list", { name: "Nos informations" });
    await trigger.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("[VISITOR] reaches a menu link with the keyboard and follows it with Enter", async ({
    page,
  }) => {
    await page.goto("/");
    const trigger = menuTrigger(desktopNav(page), "Qui sommes-nous\u00a0?");
    const menu = desktopNav(page).getByRole("list", { name: "Qui sommes-nous\u00a0?" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(menuGroup(desktopNav(page), "Qui sommes-nous\u00a0?")).toHaveAttribute("open");
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Présentation" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: "Bureau" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/bureau$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bureau");
    await expect(menu).toBeHidden();
    // The header's links load the next page whole: its menus answer keys once it is hydrated.
    await waitForHydration(page);

    // ArrowDown on a closed group opens it on its first link; the current page is marked.
    await trigger.focus();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: "Présentation" })).toBeFocused();
    await expect(menu.getByRole("link", { name: "Bureau" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("[VISITOR] sees the logo, the join button and 'Login' when logged out", async ({ page }) => {
    await page.goto("/statuts");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: /^SRH/ })).toHaveAttribute("href", "/");
    await expect(header.getByRole("link", { name: "J’adhère au SRH" })).toHaveAttribute(
      "href",
      "/jadhere-au-srh",
    );
    await expect(header.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await expect(header.getByRole("button", { name: "Ouvrir le menu" })).toBeHidden();
  });
});

test.describe("mobile header", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("[VISITOR] opens the burger menu, navigates and sees it closed", async ({ page }) => {
    await page.goto("/");
    await expect(desktopNav(page)).toBeHidden();
    // The browser's own popover, with or without React on the page.
    const burger = page.getByRole("button", { name: "Ouvrir le menu" });
    const panel = page.getByRole("dialog", { name: "Menu" });
    await expect(panel).toBeHidden();
    await burger.click();
    await expect(panel).toBeVisible();
    for (const label of [
      "Présentation",
      "Bureau",
      "Les statuts",
      "Nos publications",
      "Communiqués",
      "Journal Officiel",
      "Rapports institutionnels",
      "Nos liens",
      "FAQ",
      "Contactez-nous",
    ]) {
      await expect(panel.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(panel.getByRole("link", { name: "J’adhère au SRH" })).toBeVisible();

    await panel.getByRole("link", { name: "Les statuts" }).click();
    await expect(page).toHaveURL(/\/statuts$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Les statuts");
    await expect(panel).toBeHidden();
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await expect(panel.getByRole("link", { name: "Les statuts" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // A tap outside the panel closes it.
    await page.mouse.click(2, 400);
    await expect(panel).toBeHidden();
  });

  test("[VISITOR] closes the burger menu with Escape and with its close button", async ({
    page,
  }) => {
    await page.goto("/presentation");
    const burger = page.getByRole("button", { name: "Ouvrir le menu" });
    const panel = page.getByRole("dialog", { name: "Menu" });

    await burger.click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "Présentation" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // The phone's menu open (a phone's state; the pages are checked elsewhere).
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(burger).toBeFocused();

    await burger.click();
    await panel.getByRole("button", { name: "Fermer le menu" }).click();
    await expect(panel).toBeHidden();
  });
});

// A spare seeded member, renamed here (the new last name keeps its place in sorted lists).
const RENAMED = "mathieu.bonnet@example.org";
const LONG_NAME = "Bonnet de La Tour d’Auvergne-Saint-Exupéry-Montmorency";

test.describe("a member’s name in the header", () => {
  useLoggedInAs(test, RENAMED);
  test.use({ viewport: { width: 390, height: 844 } });

  test("[MEMBER] sees their new name in the header without a reload, a long one cut to fit", async ({
    page,
  }) => {
    const id = seededMemberId(RENAMED);
    await gotoAndSettle(page, `/profile/edit?id=${id}`);
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: "Mathieu Bonnet", exact: true })).toBeVisible();
    await page.getByRole("textbox", { name: "Nom", exact: true }).fill(LONG_NAME);
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page).toHaveURL(`/profile?id=${id}&enregistre=1`);

    const full = `Mathieu ${LONG_NAME}`;
    const button = header.getByRole("button", { name: full, exact: true });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("title", full);
    // Cut by the style (the text is whole, the box is not), and within the phone's width.
    const name = button.getByText(full, { exact: true });
    expect(await name.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    const box = await button.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  });
});

// Another spare seeded member, given the longest name the walk met.
const LONG_NAMED = "pierre.michel@example.org";
const LONG_FIRST = "Marie-Christine Anne-Sophie";
const LONG_LAST = "Dupont-Lefèvre de La Tour d’Auvergne";

test.describe("a long name in a desktop header", () => {
  useLoggedInAs(test, LONG_NAMED);

  test("[MEMBER] keeps their cut name and its whole menu on screen at 1024 and 1280 px", async ({
    page,
  }) => {
    const id = seededMemberId(LONG_NAMED);
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoAndSettle(page, `/profile/edit?id=${id}`);
    await page.getByRole("textbox", { name: "Prénom", exact: true }).fill(LONG_FIRST);
    await page.getByRole("textbox", { name: "Nom", exact: true }).fill(LONG_LAST);
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page).toHaveURL(`/profile?id=${id}&enregistre=1`);

    const full = `${LONG_FIRST} ${LONG_LAST}`;
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await gotoAndSettle(page, "/publications?type=communique");
      const header = page.getByRole("banner");
      const button = header.getByRole("button", { name: full, exact: true });
      await expect(button).toBeVisible();
      const name = button.getByText(full, { exact: true });
      expect(await name.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(
        true,
      );
      const buttonBox = await button.boundingBox();
      expect(buttonBox && buttonBox.x + buttonBox.width).toBeLessThanOrEqual(width);
      // The header's row still holds everything: nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );

      await button.click();
      const logout = header.getByRole("button", { name: "Déconnexion" });
      await expect(logout).toBeVisible();
      const menuBox = await page.locator("#menu-compte").boundingBox();
      expect(menuBox && menuBox.x).toBeGreaterThanOrEqual(0);
      expect(menuBox && menuBox.x + menuBox.width).toBeLessThanOrEqual(width);
      await page.keyboard.press("Escape");
      await expect(logout).toBeHidden();
    }
  });
});
