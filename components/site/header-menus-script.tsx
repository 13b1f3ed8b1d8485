import { ScriptWithoutReact } from "./script-without-react";

/**
 * The header's menus without React: what the header does beyond HTML is this one inline script,
 * the same on every page and working before hydration: the desktop menus are native disclosures (`<details>`, open without it); it
 * adds one group open at a time where `name` is unsupported, closing on a click or the focus
 * elsewhere, Escape or a link, arrow keys between the links, and the current page's mark. The
 * phone's menu is a native popover.
 */
export function HeaderMenusScript() {
  return <ScriptWithoutReact once="srhHeaderMenus" run={enhanceHeaderMenus} />;
}

/** Runs in the browser: it must close over nothing (it is sent as its source). */
function enhanceHeaderMenus(): void {
  // The desktop menus are <details> (desktop-nav.tsx): they open and close without this script.
  const GROUP = "details[data-menu-group]";
  const openGroups = () =>
    Array.from(document.querySelectorAll<HTMLDetailsElement>(`${GROUP}[open]`));
  const closeOthers = (target: EventTarget | null) => {
    for (const group of openGroups())
      if (!(target instanceof Node && group.contains(target))) group.open = false;
  };

  // One open at a time where `<details name>` is not supported (Chrome < 120, Safari < 17.2).
  document.addEventListener(
    "toggle",
    (event) => {
      const group = event.target;
      if (group instanceof HTMLDetailsElement && group.matches(GROUP) && group.open)
        closeOthers(group);
    },
    true,
  );
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(`${GROUP} a[href]`)) closeOthers(null);
  });
  document.addEventListener("pointerdown", (event) => closeOthers(event.target));
  document.addEventListener("focusin", (event) => closeOthers(event.target));
  document.addEventListener("keydown", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (event.key === "Escape") {
      const [group] = openGroups();
      if (!group) return;
      group.open = false;
      group.querySelector<HTMLElement>(":scope > summary")?.focus();
      return;
    }
    const summary = target?.closest(`${GROUP} > summary`);
    if (summary && event.key === "ArrowDown") {
      event.preventDefault();
      const group = summary.parentElement as HTMLDetailsElement;
      closeOthers(group);
      group.open = true;
      group.querySelector<HTMLElement>(":scope > ul a[href]")?.focus();
      return;
    }
    const panel = target?.closest(`${GROUP} > ul`);
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
      .closest("details[data-menu-group]")
      ?.querySelector(":scope > summary")
      ?.setAttribute("data-current", "");
  }
}
