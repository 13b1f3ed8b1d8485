import { apiRoute, readText } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/other-methods";
import { ValidationError } from "@/lib/errors";
import { getPaymentProvider } from "@/lib/payments";
import { processEvent } from "@/lib/payments/events";
import { WebhookSignatureError } from "@/lib/payments/provider";

export const dynamic = "force-dynamic";

/** Stripe's events are a few KB; anything much larger is not one. */
const MAX_WEBHOOK_BYTES = 512 * 1024;

// POST /api/stripe/webhook – Stripe's events, the source of truth of subscriptions and payments.
// The signature is checked on the raw body (400 when missing, wrong or too old), then the event's
// envelope (400 when incomplete); each event id is processed once; unknown events are answered
// 200 and ignored.
export const POST = apiRoute({ access: "public" }, async ({ req }) => {
  const raw = await readText(req, MAX_WEBHOOK_BYTES);
  const provider = getPaymentProvider();
  let event;
  try {
    event = provider.parseWebhook(raw, req.headers.get("stripe-signature"));
  } catch (error) {
    if (error instanceof WebhookSignatureError)
      throw new ValidationError(`Webhook refusé\u00a0: ${error.message}`);
    // A malformed event carries its own 400; anything else is ours to fix: a 500, never the raw
    // message.
    throw error;
  }
  const outcome = await processEvent(provider, event);
  return { received: true, outcome };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"]);
