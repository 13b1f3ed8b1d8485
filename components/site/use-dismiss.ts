"use client";

import { useEffect, type RefObject } from "react";

/**
 * While `active`, a pointer press outside `container`, focus leaving it, or Escape calls
 * `onDismiss` (with the reason, so that Escape can give the focus back to the trigger).
 */
export function useDismiss(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onDismiss: (reason: "outside" | "escape") => void,
): void {
  useEffect(() => {
    if (!active) return;
    const isOutside = (target: EventTarget | null) =>
      target instanceof Node && !container.current?.contains(target);
    const onPointerDown = (event: PointerEvent) => {
      if (isOutside(event.target)) onDismiss("outside");
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isOutside(event.target)) onDismiss("outside");
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onDismiss("escape");
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [container, active, onDismiss]);
}

/** Arrow keys move between the links and buttons of an open panel (optional in the APG pattern). */
export function moveFocusWithArrows(event: React.KeyboardEvent<HTMLElement>): void {
  if (
    event.key !== "ArrowDown" &&
    event.key !== "ArrowUp" &&
    event.key !== "Home" &&
    event.key !== "End"
  )
    return;
  const items = [
    ...event.currentTarget.querySelectorAll<HTMLElement>("a[href], button:not([disabled])"),
  ];
  if (items.length === 0) return;
  event.preventDefault();
  const index = items.indexOf(document.activeElement as HTMLElement);
  const next =
    event.key === "Home"
      ? 0
      : event.key === "End"
        ? items.length - 1
        : event.key === "ArrowDown"
          ? (index + 1) % items.length
          : (index - 1 + items.length) % items.length;
  items[next]?.focus();
}
