"use client";

import { ConfirmDialog } from "@/components/ui/dialog";
import { recipientsText } from "@/lib/newsletter/messages";
import { sendPlan, sendPlanText } from "@/lib/newsletter/send-plan";
import type { RecipientFigures } from "./use-newsletter-api";

// « Envoyer « … » à 127 destinataires ? », with how many go today and when the others go.

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function SendConfirmation({
  open,
  title,
  figures,
  pending,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  figures: RecipientFigures | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const recipients = recipientsText(figures?.count ?? 0);
  return (
    <ConfirmDialog
      open={open}
      title="Confirmer l’envoi"
      message={
        <>
          <p className="font-semibold">
            Envoyer «&nbsp;{title.trim()}&nbsp;» à {recipients}&nbsp;?
          </p>
          {figures && (
            <p className="mt-2">
              {capitalised(
                sendPlanText(
                  sendPlan({ ...figures, recipients: figures.count, now: new Date() }),
                  new Date(),
                ),
              )}
              .
            </p>
          )}
        </>
      }
      confirmLabel={`Envoyer à ${recipients}`}
      confirmVariant="primary"
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
