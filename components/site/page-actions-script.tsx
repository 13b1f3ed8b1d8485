import { ScriptWithoutReact } from "./script-without-react";

/**
 * The two behaviours of visitors' pages that need a script but not React, the same on
 * every page beside the header's menus (header-menus-script.tsx): a button marked `data-print`
 * prints the page (the article), and an image marked `data-fallback` that fails to load gives its
 * place to the hidden element after it (the links' initials, spec §2). Rendered in the header,
 * before the page's content is parsed, so that no image can fail before it listens; on the
 * document, so that pages reached by client-side navigation are covered too.
 */
export function PageActionsScript() {
  return <ScriptWithoutReact once="srhPageActions" run={enhancePageActions} />;
}

/** Runs in the browser: it must close over nothing (it is sent as its source). */
function enhancePageActions(): void {
  document.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("button[data-print]"))
      window.print();
  });
  // `error` does not bubble: it is caught on its way down.
  document.addEventListener(
    "error",
    (event) => {
      const image = event.target;
      if (!(image instanceof HTMLImageElement) || !image.hasAttribute("data-fallback")) return;
      image.hidden = true;
      const fallback = image.nextElementSibling;
      if (fallback instanceof HTMLElement) fallback.hidden = false;
    },
    true,
  );
}
