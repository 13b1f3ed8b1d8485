import { expect, test, type Page } from "../support/test";
import { seededMemberId } from "../support/accounts";
import { ADMIN_EMAIL, MEMBER_EMAIL, useLoggedInAs } from "../support/auth";
import { gotoAndSettle } from "../support/hydration";

// The member and admin screens on a phone (390 px, an iPhone 14's width): nothing wider than the
// screen, so that no page scrolls sideways. The public pages are checked by the visitor specs.

async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const widths = await page.evaluate(() => {
    const root = document.documentElement;
    // The first element that sticks out (outside a box that scrolls on its own, like a wide
    // table's), to say which one in the failure message.
    const clipped = (element: HTMLElement) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflowX !== "visible") return true;
      }
      return false;
    };
    const outside = [...document.body.querySelectorAll<HTMLElement>("*")].find(
      (element) =>
        element.getBoundingClientRect().right > root.clientWidth + 1 && !clipped(element),
    );
    return {
      page: root.scrollWidth,
      screen: root.clientWidth,
      outside: outside ? `${outside.tagName.toLowerCase()}.${outside.className}`.slice(0, 120) : "",
    };
  });
  expect(
    widths.page,
    `${label} is ${widths.page}px wide on a ${widths.screen}px screen (${widths.outside})`,
  ).toBeLessThanOrEqual(widths.screen);
}

/** No element scrolls sideways inside the page either (a wide table in a box of its own). */
async function expectNoScrollingBox(page: Page, label: string): Promise<void> {
  const scrolling = await page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>("main *")]
      .filter((element) => {
        const overflow = getComputedStyle(element).overflowX;
        return (
          (overflow === "auto" || overflow === "scroll") &&
          element.scrollWidth > element.clientWidth + 1
        );
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120)),
  );
  expect(scrolling, `${label} has boxes scrolling sideways`).toEqual([]);
}

test.use({ viewport: { width: 390, height: 844 } });

test.describe("on a phone, as a member", () => {
  useLoggedInAs(test, MEMBER_EMAIL);
  const memberId = seededMemberId(MEMBER_EMAIL);
  for (const path of [`/profile?id=${memberId}`, `/profile/edit?id=${memberId}`, "/documents"]) {
    test(`[MEMBER] ${path} fits the screen`, async ({ page }) => {
      await gotoAndSettle(page, path);
      await expectNoSidewaysScroll(page, path);
    });
  }

  test("[MEMBER] the payment tab fits the screen", async ({ page }) => {
    await gotoAndSettle(page, `/profile/edit?id=${memberId}`);
    await page.getByRole("tab", { name: "Paiement" }).click();
    await expect(page.getByRole("tabpanel", { name: "Paiement" })).toBeVisible();
    await expectNoSidewaysScroll(page, "the payment tab");
  });
});

test.describe("on a phone, as an administrator", () => {
  useLoggedInAs(test, ADMIN_EMAIL);
  const paths = [
    "/admin",
    "/admin/members",
    "/admin/members/import",
    "/admin/journal",
    "/admin/emails",
    `/profile?id=${seededMemberId(MEMBER_EMAIL)}`,
    "/admin/attestations",
    "/admin/newsletter",
    "/admin/publications?type=publication",
    "/admin/publications/edit?type=publication",
    "/nos-liens",
    "/faq",
  ];
  // Their tables become cards on a phone (components/ui/table.tsx, issue 19): not even a box of
  // their own scrolls sideways.
  const tablePages = [
    "/admin/journal",
    "/admin/attestations",
    "/admin/emails",
    "/admin/newsletter",
  ];
  for (const path of paths) {
    test(`[ADMIN] ${path} fits the screen`, async ({ page }) => {
      await gotoAndSettle(page, path);
      await expectNoSidewaysScroll(page, path);
      if (tablePages.includes(path)) {
        await expect(page.locator("table").first()).toBeVisible();
        await expectNoScrollingBox(page, path);
      }
    });
  }
});

test.describe("the directory's filters", () => {
  useLoggedInAs(test, ADMIN_EMAIL);

  test("[ADMIN] on a phone, fold behind « Filtres » so that the first cards show on the first screen", async ({
    page,
  }) => {
    await gotoAndSettle(page, "/admin/members");
    const tier = page.getByLabel("Type d’adhésion");
    await expect(tier).toBeHidden();
    const firstCard = page.getByRole("list", { name: "Membres" }).getByRole("link").first();
    await expect(firstCard).toBeInViewport();
    await page.getByText("Filtres", { exact: true }).click();
    await expect(tier).toBeVisible();
    await tier.selectOption({ label: "Praticien hospitalier en exercice" });
    await page.getByRole("button", { name: "Filtrer" }).click();
    await expect(page).toHaveURL(/tier=practicing/);
    // A filter set keeps them open: the phone shows what the list answers.
    await expect(page.getByLabel("Type d’adhésion")).toBeVisible();
  });

  test("[ADMIN] on a computer, are always shown, without « Filtres »", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoAndSettle(page, "/admin/members");
    await expect(page.getByLabel("Type d’adhésion")).toBeVisible();
    await expect(page.getByText("Filtres", { exact: true })).toBeHidden();
  });
});
