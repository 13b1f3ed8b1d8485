"use client";

import { useEffect, useRef } from "react";
import { buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { recipientsText } from "@/lib/newsletter/messages";

// The letter as the recipients will get it, with their count, and « Envoyer maintenant ». The
// focus starts on « Fermer », not inside the e-mail's frame; Escape closes the dialog even from
// inside the frame (a keydown there never reaches the page).

export function PreviewDialog({
  html,
  recipientCount,
  busy,
  onClose,
  onSend,
}: {
  html: string | null;
  recipientCount: number | null;
  busy: boolean;
  onClose: () => void;
  onSend: () => void;
}) {
  const open = html !== null;
  const closeRef = useRef<HTMLButtonElement>(null);
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });
  // Runs after the dialog's own effect has opened it (a child's effects run first).
  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);
  return (
    <Dialog
      open={open}
      title="Aperçu de la lettre d’information"
      onClose={onClose}
      className="w-full max-w-3xl"
    >
      {recipientCount !== null && (
        <p className="mb-3 font-semibold text-slate-900">
          Cette lettre d’information sera envoyée à {recipientsText(recipientCount)}.
        </p>
      )}
      {/* No scripts, forms or navigation run in the frame; same origin only so that the page can
          hear Escape pressed inside it. */}
      <iframe
        title="Aperçu de l’e-mail"
        sandbox="allow-same-origin"
        srcDoc={html ?? ""}
        onLoad={(event) => {
          event.currentTarget.contentDocument?.addEventListener("keydown", (key) => {
            if (key.key === "Escape") latestClose.current();
          });
        }}
        className="h-[60vh] w-full rounded-md border border-slate-200"
      />
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <button
          ref={closeRef}
          type="button"
          className={buttonClass({ variant: "secondary" })}
          onClick={onClose}
        >
          Fermer
        </button>
        <button type="button" className={buttonClass()} disabled={busy} onClick={onSend}>
          Envoyer maintenant
        </button>
      </div>
    </Dialog>
  );
}
