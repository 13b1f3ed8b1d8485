import { z } from "zod";
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/other-methods";
import { resumeStaleBatches } from "@/lib/newsletter/dispatch";
import { loadCards } from "@/lib/newsletter/queue";
import { getNewsletterOverview } from "@/lib/newsletter/overview";
import { renderNewsletterPreview } from "@/lib/newsletter/render";
import { newsletterInputSchema } from "@/lib/newsletter/schemas";
import { queueAndSendNewsletter } from "@/lib/newsletter/send";
import { newsletterSettings } from "@/lib/newsletter/settings";
import { settleUnverifiedDeliveries, UNVERIFIED_OUTCOMES } from "@/lib/newsletter/unverified";
import { revalidateContent, cacheTags } from "@/lib/cache-tags";

export const dynamic = "force-dynamic";
// Sending the first 100 e-mails can take a few seconds.
export const maxDuration = 60;

// GET /api/newsletter-v2 – the composer's data (spec §7): recent publications, the newsletter
// being sent, debug mode (and the history, our addition). Polled every 30 s.
export const GET = apiRoute({ access: "admin", noStore: true }, async ({ viewer }) => {
  return { ...(await getNewsletterOverview(viewer)) };
});

const body = z.discriminatedUnion(
  "action",
  [
    newsletterInputSchema.extend({ action: z.literal("preview") }),
    newsletterInputSchema.extend({
      action: z.literal("queue"),
      // Checked against the count now (409 when missing or different), not here.
      expectedRecipients: z
        .number({ error: "Nombre de destinataires invalide." })
        .int("Nombre de destinataires invalide.")
        .nonnegative("Nombre de destinataires invalide.")
        .nullish(),
    }),
    z.object({ action: z.literal("resume") }),
    z.object({
      action: z.literal("settle"),
      newsletterId: z.uuid({ error: "Lettre d’information introuvable." }),
      outcome: z.enum(UNVERIFIED_OUTCOMES, {
        error: "Choix inconnu\u00a0: «\u00a0sent\u00a0» ou «\u00a0resend\u00a0» attendu.",
      }),
    }),
  ],
  {
    error:
      "Action inconnue\u00a0: «\u00a0preview\u00a0», «\u00a0queue\u00a0», «\u00a0resume\u00a0» ou «\u00a0settle\u00a0» attendue.",
  },
);

// POST /api/newsletter-v2 – action "preview" (previewHtml) or "queue" (queue and send the first
// 100 at once: sentImmediately, totalRecipients, remainingToSend, estimatedDays; only with the
// recipients' count the sender confirmed, expectedRecipients, else 409 with the count now,
// recipients); our additions:
// "resume" repeats the batches a dead run left (resumed), while the provider still knows their key;
// "settle" marks a newsletter's deliveries « à vérifier » sent, or puts them back in the queue (settled).
export const POST = apiRoute(
  { access: "admin", body, maxBodyBytes: 700 * 1024, noStore: true },
  async ({ body, viewer }) => {
    if (body.action === "settle") {
      return await settleUnverifiedDeliveries(
        { newsletterId: body.newsletterId, outcome: body.outcome },
        { actor: viewer },
      );
    }
    if (body.action === "resume") {
      const figures = await resumeStaleBatches();
      return { resumed: figures.sent, failed: figures.failed, rateLimited: figures.rateLimited };
    }
    if (body.action === "preview") {
      const cards = await loadCards(body.selectedPublicationIds);
      const previewHtml = await renderNewsletterPreview({
        title: body.title,
        content: body.content,
        cards,
        isDebug: newsletterSettings().debug.enabled,
      });
      return { previewHtml };
    }
    const outcome = await queueAndSendNewsletter(
      {
        title: body.title,
        content: body.content,
        publicationIds: body.selectedPublicationIds,
        audience: body.audience,
      },
      { actor: viewer, expectedRecipients: body.expectedRecipients ?? null },
    );
    if (outcome.publicationId) refreshArchive();
    return {
      sentImmediately: outcome.sentImmediately,
      totalRecipients: outcome.totalRecipients,
      remainingToSend: outcome.remainingToSend,
      estimatedDays: outcome.estimatedDays,
    };
  },
);

/** The new archive entry shows in /publications?type=newsletter at once. */
function refreshArchive() {
  try {
    revalidateContent(cacheTags.publications);
  } catch (error) {
    // Outside Next's server (the route called by a test or a script) there is no page cache.
    console.warn(
      "[newsletter] page cache not refreshed:",
      error instanceof Error ? error.message : error,
    );
  }
}

export const { PUT, PATCH, DELETE } = otherMethods(["GET", "POST"]);
