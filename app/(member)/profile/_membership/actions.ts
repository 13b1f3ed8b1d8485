"use server";

import { z } from "zod";
import { action } from "@/lib/actions/action";
import {
  billingOverview,
  cardUpdateMessage,
  confirmSimulatedIntent,
  finishCardUpdate,
  createCardSetup,
  createOneTimePayment,
  resolveMember,
  setSubscriptionCancellation,
  type CardIntent,
} from "@/lib/payments/account";

// The payment tab's actions (lib/payments/account.ts): the member or an administrator.

const target = z.object({ userId: z.string() });

export const cancelSubscription = action(
  { schema: target, role: "member", failureMessage: "Erreur inconnue" },
  async ({ userId }, { viewer }) => {
    await setSubscriptionCancellation(
      viewer,
      await resolveMember(viewer, null, userId),
      null,
      true,
    );
    return "Le prélèvement automatique est résilié : l'adhésion reste valable jusqu'à la fin de la période.";
  },
);

export const reactivateSubscription = action(
  { schema: target, role: "member", failureMessage: "Erreur inconnue" },
  async ({ userId }, { viewer }) => {
    await setSubscriptionCancellation(
      viewer,
      await resolveMember(viewer, null, userId),
      null,
      false,
    );
    return "Le prélèvement automatique est réactivé.";
  },
);

export const startCardUpdate = action(
  { schema: target, role: "member", failureMessage: "Erreur inconnue" },
  async ({ userId }, { viewer }) => ({
    data: await createCardSetup(viewer, await resolveMember(viewer, null, userId), "card_update"),
  }),
);

export const startRecurring = action(
  {
    schema: target.extend({ tierId: z.string() }),
    role: "member",
    failureMessage: "Erreur inconnue",
  },
  async ({ userId, tierId }, { viewer }) => ({
    data: await createCardSetup(
      viewer,
      await resolveMember(viewer, null, userId),
      "recurring",
      tierId,
    ),
  }),
);

export const startOneTimePayment = action(
  {
    schema: target.extend({ tierId: z.string() }),
    role: "member",
    failureMessage: "Payment processing failed",
  },
  async ({ userId, tierId }, { viewer }) => ({
    data: await createOneTimePayment(viewer, await resolveMember(viewer, null, userId), tierId),
  }),
);

export const confirmSimulatedCard = action(
  {
    schema: target.extend({
      intentId: z.string(),
      clientSecret: z.string(),
      cardNumber: z.string().max(40),
    }),
    role: "member",
    failureMessage: "Erreur de paiement",
  },
  async ({ userId, intentId, clientSecret, cardNumber }, { viewer }) => {
    const member = await resolveMember(viewer, null, userId);
    const before = await billingOverview(member);
    const outcome = await confirmSimulatedIntent(member, intentId, clientSecret, cardNumber);
    return cardUpdateMessage(outcome, before.pastDue?.amountCents ?? null);
  },
);

/** After Stripe.js saved a new card: it becomes the card charged, and what is due is paid at once. */
export const finishCardUpdateAction = action(
  {
    schema: target.extend({ intentId: z.string() }),
    role: "member",
    failureMessage: "Erreur lors de l'enregistrement de la carte",
  },
  async ({ userId, intentId }, { viewer }) => {
    const member = await resolveMember(viewer, null, userId);
    const before = await billingOverview(member);
    const outcome = await finishCardUpdate(member, intentId);
    return cardUpdateMessage(outcome, before.pastDue?.amountCents ?? null);
  },
);

export type { CardIntent };
