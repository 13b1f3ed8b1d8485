import { apiRoute, readText } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/other-methods";
import { ValidationError } from "@/lib/errors";
import { getPaymentProvider } from "@/lib/payments";
import { processEvent } from "@/lib/payments/events";

export const dynamic = "force-dynamic";

/** Stripe's events are a few KB; anything much larger is not one. */
const MAX_WEBHOOK_BYTES = 512 * 1024;

// POST /api/stripe/webhook – Stripe's events, the source of truth of subscriptions and payments.
// The signature is checked on the raw body (400 when missing, wrong or too old); each event id is
// processed once; unknown events are answered 200 and ignored.
export const POST = apiRoute({ access: "public" }, async ({ req }) => {
  const raw = await readText(req, MAX_WEBHOOK_BYTES);
  const provider = getPaymentProvider();
  let event;
  try {
    event = provider.parseWebhook(raw, req.headers.get("stripe-signature"));
  } catch (error) {
    // parseWebhook fails only on the delivery itself (signature missing, wrong or too old).
    throw new ValidationError(
      `Webhook refusé : ${error instanceof Error ? error.message : "signature invalide"}.`.replace(
        "..",
        ".",
      ),
    );
  }
  const outcome = await processEvent(provider, event);
  return { received: true, outcome };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"]);
