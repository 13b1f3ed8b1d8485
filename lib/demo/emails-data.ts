import type { Database } from "@/lib/db/client";
import { emailOutbox } from "@/lib/db/schema";
import { emailKinds } from "@/lib/email/kinds";

// One e-mail « à vérifier » in the demo's outbox: a notice whose sender died mid-call more than a
// day ago (lib/email/sender.ts sets such rows aside), so that staff see what /admin/emails asks
// of them then: read the provider's log, mark it sent or send it again.

export const SEED_UNVERIFIED_EMAIL_RECIPIENT = "sophie.petit@example.org";

export async function seedEmails(
  tx: Database,
  { daysAgo, seedId }: { daysAgo: (days: number) => Date; seedId: (key: string) => string },
): Promise<void> {
  const subject = "Votre renouvellement d’adhésion au SRH n’a pas pu être effectué";
  const text =
    "Bonjour,\n\nLe prélèvement de votre cotisation a été refusé. Mettez à jour votre carte depuis votre profil.\n\nLe SRH";
  await tx
    .insert(emailOutbox)
    .values({
      id: seedId("email:renewal-declined:sophie"),
      idempotencyKey: `demo:${seedId("email:renewal-declined:sophie")}`,
      kind: "renewal-declined",
      priority: emailKinds["renewal-declined"].priority,
      userId: seedId(SEED_UNVERIFIED_EMAIL_RECIPIENT),
      recipient: SEED_UNVERIFIED_EMAIL_RECIPIENT,
      subject,
      html: `<p>${text.replace(/\n\n/g, "</p><p>")}</p>`,
      text,
      state: "unverified",
      attempts: 1,
      notBefore: daysAgo(3),
      firstAttemptAt: daysAgo(3),
      // The words lib/email/sender.ts sets on the rows it puts aside.
      lastError:
        "Envoi interrompu, peut-être accepté par le fournisseur\u00a0: trop ancien pour être repris sans risque de doublon",
      createdAt: daysAgo(3),
      updatedAt: daysAgo(2),
    })
    .onConflictDoNothing();
}
