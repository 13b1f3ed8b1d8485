"use client";

import { useEffect, useRef, type RefObject } from "react";
import type { ActionState } from "@/lib/actions/state";
import { FormMessage } from "./field";

/**
 * A server action's outcome under its form: the message in a live region, and the
 * focus moved where the person must look – the first invalid field when the action refused
 * one, else the message – scrolled into view at any width.
 */
export function ActionOutcome({
  state,
  formRef,
  className,
}: {
  state: ActionState<unknown> | null;
  formRef?: RefObject<HTMLFormElement | null>;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!state) return;
    if (!state.ok) {
      const invalid = formRef?.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (invalid) {
        invalid.scrollIntoView({ block: "center" });
        invalid.focus();
        return;
      }
    }
    if (state.ok && !state.message) return;
    ref.current?.scrollIntoView({ block: "nearest" });
    ref.current?.focus();
  }, [state, formRef]);
  return (
    <div ref={ref} tabIndex={-1} className={`outline-none ${className ?? ""}`}>
      {state &&
        (state.ok ? (
          state.message && <FormMessage kind="success">{state.message}</FormMessage>
        ) : (
          <FormMessage kind="error">{state.error}</FormMessage>
        ))}
    </div>
  );
}
