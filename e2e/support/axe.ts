import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Zero axe violations on the page as it is now (WCAG 2.x A/AA rules and best practices). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // After a client-side navigation Next streams the new page's metadata after its content: the
  // page is whole once its title has arrived (axe would otherwise report a missing title).
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
  expect(summary).toEqual([]);
}
