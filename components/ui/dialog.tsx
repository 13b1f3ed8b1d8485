"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import { buttonClass } from "./button";

// Dialogs on the native <dialog> element: modal, focus kept inside, Escape closes, focus back
// where it was, the page behind inert — without a library. Its text is left-aligned whatever
// opens it: in the top layer it still inherits from its DOM parent (a right-aligned table cell).

export function Dialog({
  open,
  title,
  onClose,
  children,
  className = "w-full max-w-lg",
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto rounded-xl bg-white p-0 text-left shadow-xl backdrop:bg-slate-900/50 ${className}`}
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-bold text-brand-900">
          {title}
        </h2>
        <div className="mt-3">{children}</div>
      </div>
    </dialog>
  );
}

/**
 * "Êtes-vous sûr… ?" before a destructive or mass action, with the action's own words on its
 * button (`confirmVariant` "primary" for a mass action that destroys nothing).
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  pending = false,
  confirmVariant = "danger",
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  confirmVariant?: "danger" | "primary";
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} title={title} onClose={onCancel}>
      <div className="text-slate-700">{message}</div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={onCancel}
          className={buttonClass({ variant: "secondary" })}
          autoFocus
        >
          Annuler
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={pending}
          className={buttonClass({ variant: confirmVariant })}
        >
          {pending ? "Un instant…" : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
