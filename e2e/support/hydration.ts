import type { Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page's controls: a field filled before that can be reset by
 * hydration, or stay out of a form library's state. The hidden inputs React adds for server
 * actions are not hydrated nodes. ("networkidle" is no signal here: Next's prefetch of a link to
 * a page that does not exist yet keeps a request open.)
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const isHydrated = (element: Element) =>
      Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
    // React marks a node while rendering, and commits (refs, the form library's registration)
    // only once the whole tree is rendered, the footer last: a field filled between the two had
    // its text appended to the old value (ci: « CHU de NantesCHU de Nantes – service … »).
    const lastOf = (element: Element): Element =>
      element.lastElementChild ? lastOf(element.lastElementChild) : element;
    const footer = [...document.querySelectorAll("body footer")].at(-1);
    const main = document.querySelector("main");
    return (
      Boolean(main && isHydrated(main)) &&
      (!footer || isHydrated(lastOf(footer))) &&
      [
        ...document.querySelectorAll(
          "main form, main input:not([type=hidden]), main textarea, main select, main button",
        ),
      ].every(isHydrated)
    );
  });
}

/** Opens a page and waits for its hydration. */
export async function gotoAndSettle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}
