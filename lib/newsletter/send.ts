import "server-only";
import type { NewsletterAudience } from "@/lib/db/schema";
import type { EmailTransport } from "@/lib/email/transports";
import { resumeStaleBatches, sendImmediately } from "./dispatch";
import { queueNewsletter } from "./queue";
import { estimatedDays, newsletterSettings, type NewsletterSettings } from "./settings";

// "Envoyer": queue the newsletter for the recipients' count its sender confirmed, send the first
// batch at once, say what remains (spec §9).

export type QueueOutcome = {
  newsletterId: string;
  publicationId: string | null;
  sentImmediately: number;
  totalRecipients: number;
  remainingToSend: number;
  estimatedDays: number;
};

export async function queueAndSendNewsletter(
  request: {
    title: string;
    content: string;
    publicationIds: string[];
    audience: NewsletterAudience;
  },
  {
    actor,
    expectedRecipients,
    now = new Date(),
    settings = newsletterSettings(),
    transport,
  }: {
    actor: { id: string } | null;
    /** The recipients' count the sender confirmed (null: none): a send only to that many. */
    expectedRecipients: number | null;
    now?: Date;
    settings?: NewsletterSettings;
    transport?: EmailTransport;
  },
): Promise<QueueOutcome> {
  const queued = await queueNewsletter(request, { actor, now, settings, expectedRecipients });
  // An interrupted batch is repeated while the provider still knows its key, not a day later.
  await resumeStaleBatches({ now, settings, transport });
  const figures = await sendImmediately(queued.newsletterId, { now, settings, transport });
  const remainingToSend = Math.max(0, queued.totalRecipients - figures.sent - figures.failed);
  return {
    newsletterId: queued.newsletterId,
    publicationId: queued.publicationId,
    sentImmediately: figures.sent,
    totalRecipients: queued.totalRecipients,
    remainingToSend,
    estimatedDays: estimatedDays(remainingToSend, settings.dailyLimit),
  };
}
