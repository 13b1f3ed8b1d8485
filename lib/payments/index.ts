import "server-only";
import { env } from "@/lib/env";
import { billingNow } from "@/lib/membership/clock";
import { processEvent } from "./events";
import type { PaymentProvider } from "./provider";
import { createSimulatedProvider, type SimulatedProvider } from "./simulated";
import { alignAllRenewals } from "./renewal";
import { createStripeProvider } from "./stripe";

// The provider of this process: Stripe when PAYMENTS_PROVIDER says so (its default when
// STRIPE_SECRET_KEY is set), the simulated one otherwise (lib/env.ts).

// One per module instance, not per process: Next bundles this module into several layers (pages,
// route handlers), each with its own copy of the error classes the provider throws; a provider
// shared on globalThis threw another layer's classes, which `instanceof` then failed to recognise
// (a refused webhook answered 500). Its state is in the database, so copies agree.
const holder: { __srhPaymentProvider?: PaymentProvider } = {};

export function getPaymentProvider(): PaymentProvider {
  if (!holder.__srhPaymentProvider) {
    holder.__srhPaymentProvider =
      env.paymentProvider === "stripe" && env.STRIPE_SECRET_KEY
        ? createStripeProvider({
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? "",
            apiBase: env.STRIPE_API_BASE,
          })
        : createSimulated();
  }
  return holder.__srhPaymentProvider;
}

function createSimulated(): SimulatedProvider {
  const provider: SimulatedProvider = createSimulatedProvider(async (event) => {
    await processEvent(provider, event);
  });
  return provider;
}

export function isSimulated(provider: PaymentProvider): provider is SimulatedProvider {
  return provider.name === "simulated";
}

/** Tests choose their provider (a simulated one, or Stripe against a local double). */
export function overridePaymentProvider(provider: PaymentProvider | undefined): void {
  holder.__srhPaymentProvider = provider;
}

export { createSimulated as newSimulatedProvider };

/**
 * What the provider has due at `now`: with the simulated provider its trial ends, renewals,
 * retries and expiries (each feeding the webhook handlers); with Stripe nothing (Stripe runs its
 * own schedule and tells us by webhook). The daily job calls it.
 */
export async function runDueBilling({ now }: { now?: Date } = {}): Promise<
  Record<string, number | string>
> {
  const provider = getPaymentProvider();
  // First, no renewal charges a period already paid apart (a move lost after its payment).
  const moved = await alignAllRenewals(provider);
  if (!isSimulated(provider)) return { provider: provider.name, moved };
  const figures = await provider.runDue(now ?? (await billingNow()));
  return { provider: provider.name, moved, ...figures };
}
