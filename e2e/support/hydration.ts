import type { Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page's controls: a field filled before that can be reset by
 * hydration, or stay out of a form library's state. The hidden inputs React adds for server
 * actions are not hydrated nodes. ("networkidle" is no signal here: Next's prefetch of a link to
 * a page that does not exist yet keeps a request open.)
 */
export async function waitForHydration(page: Page): Promise<void> {
  // A page without Next's scripts (a file, an error page) has nothing to wait for.
  await page.waitForLoadState("domcontentloaded");
  if ((await page.locator('script[src*="/_next/"]').count()) === 0) return;
  await page.waitForFunction(() => {
    const isHydrated = (element: Element) =>
      Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
    const main = document.querySelector("main");
    // A loading.tsx boundary still shows its fallback until its streamed content is revealed
    // (React's `<template id="B:…">` placeholder and hidden `S:…` segment): no controls to check yet.
    const streaming = document.querySelector(
      'template[id^="B:"], template[id^="P:"], div[hidden][id^="S:"]',
    );
    return (
      !streaming &&
      Boolean(main && isHydrated(main)) &&
      [
        ...document.querySelectorAll(
          "main form, main input:not([type=hidden]), main textarea, main select, main button",
        ),
      ].every(isHydrated)
    );
  });
  // React marks a node while it renders it and commits later, yielding in between; the form
  // library registers each field at that commit, its ref writing the field's value: a field
  // filled before it had its text appended to the old value (CI, twice: « hugo.roux@example.org
  // hugo.roux.nouveau@… »; with both cores kept busy, 2 loads in 80 before this wait, 1 in 200
  // with it). React's pending work keeps the page busy: wait until it is idle.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
  );
}

/** Opens a page and waits for its hydration. */
export async function gotoAndSettle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}
