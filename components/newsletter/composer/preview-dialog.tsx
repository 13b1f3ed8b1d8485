"use client";

import { buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { recipientsText } from "@/lib/newsletter/messages";

// The letter as the recipients will get it, with their count, and « Envoyer maintenant ».

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
  return (
    <Dialog
      open={html !== null}
      title="Aperçu de la newsletter"
      onClose={onClose}
      className="w-full max-w-3xl"
    >
      {recipientCount !== null && (
        <p className="mb-3 font-semibold text-slate-900">
          Cette newsletter sera envoyée à {recipientsText(recipientCount)}.
        </p>
      )}
      {/* sandbox without permissions: the e-mail's HTML can run nothing and reach nothing of the page. */}
      <iframe
        title="Aperçu de l'e-mail"
        sandbox=""
        srcDoc={html ?? ""}
        className="h-[60vh] w-full rounded-md border border-slate-200"
      />
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonClass({ variant: "secondary" })} onClick={onClose}>
          Fermer
        </button>
        <button type="button" className={buttonClass()} disabled={busy} onClick={onSend}>
          Envoyer maintenant
        </button>
      </div>
    </Dialog>
  );
}
