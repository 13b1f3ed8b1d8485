import "server-only";
import { saveSubscription } from "../subscription-sync";
import type { EventHandler } from "./handler";

/** customer.subscription.created / updated / deleted / trial_will_end: the subscription as it is now. */
export const subscriptionChanged: EventHandler = async (provider, id) => {
  const sub = await provider.retrieveSubscription(id);
  if (!sub) return "missing";
  return async (tx) => {
    await saveSubscription(tx, provider, sub);
  };
};
