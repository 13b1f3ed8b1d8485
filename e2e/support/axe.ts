import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Zero axe violations on the page as it is now (WCAG 2.x A/AA rules and best practices).
 * `targetSize` adds WCAG 2.2's 24 px target size (2.5.8), which axe leaves off by default.
 * `exclude` leaves out an element: a sandboxed iframe without scripts (the newsletter preview's
 * e-mail) cannot run axe, whose run would then wait for it until the test's timeout.
 */
export async function expectNoAxeViolations(
  page: Page,
  label?: string,
  { targetSize = false, exclude }: { targetSize?: boolean; exclude?: string } = {},
): Promise<void> {
  // After a client-side navigation Next streams the new page's metadata after its content: the
  // page is whole once its title has arrived (axe would otherwise report a missing title).
  await expect(page).toHaveTitle(/\S/);
  // Only the violations are wanted: axe then skips gathering every passing node (faster). Legacy
  // mode runs axe.run in the page (and its same-origin frames) instead of finishing each run in a
  // new blank page: the same rules, 2.5× faster per check (1.3 s against 0.5 s measured).
  const builder = new AxeBuilder({ page }).setLegacyMode();
  if (exclude) builder.exclude(exclude);
  const results = await builder
    .options({
      resultTypes: ["violations"],
      ...(targetSize ? { rules: { "target-size": { enabled: true } } } : {}),
    })
    .analyze();
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
  expect(summary, label).toEqual([]);
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/**
 * Every public and member page is checked once, at both widths, by the spec that already opens
 * it (issues 20 and 22: no spec of its own revisits pages). The page is checked as it is, at its
 * current width, then resized to the other one (no new navigation) and checked again; the
 * viewport is put back afterwards. The page has one level-1 heading.
 */
export async function expectNoAxeViolationsAtBothWidths(page: Page): Promise<void> {
  // One level-1 heading: the page's title (axe asks for at least one).
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const initial = page.viewportSize();
  const phoneFirst = initial !== null && initial.width < 768;
  for (const size of phoneFirst ? [PHONE, DESKTOP] : [DESKTOP, PHONE]) {
    if (page.viewportSize()?.width !== size.width) await page.setViewportSize(size);
    await expectNoAxeViolations(page, `${new URL(page.url()).pathname} at ${size.width} px`);
  }
  if (initial) await page.setViewportSize(initial);
}
