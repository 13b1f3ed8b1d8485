import { ScriptWithoutReact } from "./script-without-react";

/**
 * The header's menus without React (issue #21). Visitors' pages are served without Next's scripts
 * (scripts/visitor-bytes.mjs), so what the header does beyond HTML is this one inline script, the
 * same on every page: the desktop menus as the WAI-ARIA "disclosure navigation" pattern (one group
 * open at a time; a click or the focus elsewhere, Escape or a link closes it; arrow keys move
 * between its links) and the current page's mark. The phone's menu is a native popover.
 */
export function HeaderMenusScript() {
  return <ScriptWithoutReact once="srhHeaderMenus" run={enhanceHeaderMenus} />;
}

/** Runs in the browser: it must close over nothing (it is sent as its source). */
function enhanceHeaderMenus(): void {
  const BUTTON = "[data-menu-group] > button";
  const openButtons = () =>
    Array.from(document.querySelectorAll<HTMLButtonElement>(`${BUTTON}[aria-expanded="true"]`));
  const setOpen = (button: Element, open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    const panel = button.nextElementSibling;
    if (panel instanceof HTMLElement) panel.hidden = !open;
  };
  const closeOthers = (target: EventTarget | null) => {
    for (const button of openButtons())
      if (!(target instanceof Node && button.parentElement?.contains(target)))
        setOpen(button, false);
  };

  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest(BUTTON);
    if (button) {
      closeOthers(button);
      setOpen(button, button.getAttribute("aria-expanded") !== "true");
    } else if (target?.closest("[data-menu-group] a[href]")) closeOthers(null);
  });
  document.addEventListener("pointerdown", (event) => closeOthers(event.target));
  document.addEventListener("focusin", (event) => closeOthers(event.target));
  document.addEventListener("keydown", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (event.key === "Escape") {
      const [button] = openButtons();
      if (!button) return;
      setOpen(button, false);
      button.focus();
      return;
    }
    const button = target?.closest(BUTTON);
    if (button && event.key === "ArrowDown") {
      event.preventDefault();
      closeOthers(button);
      setOpen(button, true);
      button.nextElementSibling?.querySelector<HTMLElement>("a[href]")?.focus();
      return;
    }
    const panel = target?.closest("[data-menu-group] > ul");
    if (!panel || !["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) return;
    const links = Array.from(panel.querySelectorAll<HTMLElement>("a[href]"));
    const at = links.indexOf(target as HTMLElement);
    event.preventDefault();
    const next =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? links.length - 1
          : (at + (event.key === "ArrowDown" ? 1 : links.length - 1)) % links.length;
    links[next]?.focus();
  });
  // Browsers before the popover attribute (Safari 16.4–16.x, Chrome 111–113): the phone's menu
  // opens and closes by its buttons (globals.css hides it until then).
  if (!Object.prototype.hasOwnProperty.call(HTMLElement.prototype, "popover")) {
    document.addEventListener("click", (event) => {
      const invoker =
        event.target instanceof Element ? event.target.closest("[popovertarget]") : null;
      const panel = document.getElementById(invoker?.getAttribute("popovertarget") ?? "");
      if (!invoker || !panel) return;
      const hide = invoker.getAttribute("popovertargetaction") === "hide";
      panel.toggleAttribute("data-open", hide ? false : !panel.hasAttribute("data-open"));
    });
  }
  // A page restored from the back-forward cache comes back with its menus as they were left.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    closeOthers(null);
    for (const popover of Array.from(document.querySelectorAll<HTMLElement>("[popover]")))
      if (popover.matches(":popover-open")) popover.hidePopover();
  });

  // The current page: its links marked (aria-current), and the group holding it.
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, "") : "/";
  for (const link of Array.from(
    document.querySelectorAll<HTMLElement>(`[data-current-at="${CSS.escape(path)}"]`),
  )) {
    link.setAttribute("aria-current", "page");
    link
      .closest("[data-menu-group]")
      ?.querySelector(":scope > button")
      ?.setAttribute("data-current", "");
  }
}
