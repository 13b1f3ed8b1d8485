import "server-only";
import Stripe from "stripe";
import { z } from "zod";
import { WebhookPayloadError, WebhookSignatureError, type ProviderEvent } from "../provider";

// A Stripe webhook's signature checked (Stripe's tolerance, both ways) and its envelope read.

/** Seconds a webhook signature stays acceptable (Stripe's default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * What an event must carry, once its signature is checked: the handlers use its id, type and
 * object's id, and read the object itself from Stripe. An event about an object without an id (a
 * balance) is valid; processEvent refuses it only for a type it handles.
 */
const eventEnvelope = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int().nonnegative(),
  data: z.object({ object: z.object({ id: z.string().min(1).optional() }) }),
});

export function parseStripeWebhook(
  stripe: Stripe,
  webhookSecret: string,
  rawBody: string,
  signature: string | null,
): ProviderEvent {
  if (!signature || !webhookSecret) throw new WebhookSignatureError("Signature absente.");
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(
      rawBody,
      signature,
      webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
    );
  } catch {
    throw new WebhookSignatureError("Signature invalide.");
  }
  // The SDK refuses signatures older than the tolerance, not ones dated in the future: a
  // signed timestamp ahead of our clock by more than the tolerance is refused the same way.
  const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1] ?? Number.NaN);
  if (!Number.isFinite(signedAt) || signedAt - Date.now() / 1000 > WEBHOOK_TOLERANCE_SECONDS)
    throw new WebhookSignatureError("Signature invalide.");
  const envelope = eventEnvelope.safeParse(event);
  if (!envelope.success) throw new WebhookPayloadError();
  const { id, type, created, data } = envelope.data;
  return { id, type, objectId: data.object.id ?? "", created: new Date(created * 1000) };
}
