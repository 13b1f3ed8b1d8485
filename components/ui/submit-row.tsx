"use client";

import type { ReactNode, RefObject } from "react";
import type { ActionState } from "@/lib/actions/state";
import { ActionOutcome } from "./action-outcome";
import { buttonClass, type ButtonVariant } from "./button";

/**
 * A small form's last row: its submit button (disabled, and its `pendingLabel` while the action
 * runs), any other buttons beside it, then the action's outcome (ActionOutcome: the message, or
 * the first refused field, focused).
 */
export function SubmitRow({
  form: { state, pending, formProps },
  label,
  pendingLabel,
  variant,
  className,
  children,
}: {
  form: {
    state: ActionState<unknown> | null;
    pending: boolean;
    formProps: { ref: RefObject<HTMLFormElement | null> };
  };
  label: string;
  pendingLabel?: string;
  variant?: ButtonVariant;
  /** Given to the buttons' row and to the outcome (e.g. a grid's column span). */
  className?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <div className={`flex flex-wrap gap-3 ${className ?? ""}`}>
        <button type="submit" disabled={pending} className={buttonClass({ variant })}>
          {pending && pendingLabel ? pendingLabel : label}
        </button>
        {children}
      </div>
      <ActionOutcome state={state} formRef={formProps.ref} className={className} />
    </>
  );
}
