"use server";

import { z } from "zod";
import { action } from "@/lib/actions/action";
import { quotaHoldNotice } from "@/lib/email/quota";
import { updateMemberTier } from "@/lib/members/profile";
import { formatDate, PROFILE_YEAR_RANGE } from "@/lib/format/dates";
import { formatEuros } from "@/lib/format/numbers";
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
import {
  membershipTargetSchema as target,
  simulatedCardSchema,
  tierChoiceSchema,
} from "@/lib/payments/account-schema";

// The money actions of "Mon adhésion" (lib/payments/account/), on the profile and in the edit
// page's payment tab: the member or an administrator. Each answer confirms what was done. The
// forms' schemas (lib/payments/account-schema.ts) are checked again here.

const day = (date: Date) => formatDate(date, PROFILE_YEAR_RANGE);
/** The member's confirmation e-mail, queued with the change (lib/email/notices.ts): sent, or when the day's quota lets it. */
const confirmationSent = async (userId: string, since: Date) =>
  (await quotaHoldNotice({ userId, since })) ?? "Une confirmation a été envoyée par e-mail.";
/** Only when the day's quota holds the confirmation back: when it will leave. */
const heldConfirmation = async (userId: string, since: Date) => {
  const held = await quotaHoldNotice({ userId, since });
  return held ? ` ${held}` : "";
};

export const cancelSubscription = action(
  { schema: target, role: "member", failureMessage: "Erreur inconnue" },
  async ({ userId }, { viewer }) => {
    const member = await resolveMember(viewer, null, userId);
    const since = new Date();
    await setSubscriptionCancellation(viewer, member, { cancel: true });
    const { subscription } = await billingOverview(member);
    const end = subscription ? ` jusqu’au ${day(subscription.currentPeriodEnd)}` : "";
    return `Le prélèvement automatique est résilié\u00a0: l’adhésion reste valable${end}, puis prend fin sans nouveau prélèvement. ${await confirmationSent(member.id, since)}`;
  },
);

export const reactivateSubscription = action(
  { schema: target, role: "member", failureMessage: "Erreur inconnue" },
  async ({ userId }, { viewer }) => {
    const member = await resolveMember(viewer, null, userId);
    const since = new Date();
    await setSubscriptionCancellation(viewer, member, { cancel: false });
    const { nextCharge } = await billingOverview(member);
    const next = nextCharge
      ? `\u00a0: ${formatEuros(nextCharge.amountCents)} (${nextCharge.tierTitle}) seront prélevés le ${day(nextCharge.at)}, puis chaque année`
      : "";
    return `Le prélèvement automatique est réactivé${next}. ${await confirmationSent(member.id, since)}`;
  },
);

/** The tier of the next charge (no proration: the year under way is neither refunded nor charged again). */
export const changeTier = action(
  {
    schema: tierChoiceSchema,
    role: "member",
    failureMessage: "Erreur inconnue",
  },
  async ({ userId, tierId }, { viewer }) => {
    const member = await resolveMember(viewer, null, userId);
    const since = new Date();
    await updateMemberTier(viewer, member.id, tierId);
    const { nextCharge } = await billingOverview(member);
    return `${
      nextCharge
        ? `Formule changée\u00a0: le prochain prélèvement, le ${day(nextCharge.at)}, sera de ${formatEuros(nextCharge.amountCents)} (${nextCharge.tierTitle}).`
        : "Formule changée."
    }${await heldConfirmation(member.id, since)}`;
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
    schema: tierChoiceSchema,
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
    schema: tierChoiceSchema,
    role: "member",
    failureMessage: "Payment processing failed",
  },
  async ({ userId, tierId }, { viewer }) => ({
    data: await createOneTimePayment(viewer, await resolveMember(viewer, null, userId), tierId),
  }),
);

export const confirmSimulatedCard = action(
  {
    schema: target.extend(simulatedCardSchema.shape),
    role: "member",
    failureMessage: "Erreur de paiement",
  },
  async ({ userId, intentId, clientSecret, cardNumber }, { viewer }) => {
    const member = await resolveMember(viewer, null, userId);
    const before = await billingOverview(member);
    const since = new Date();
    const outcome = await confirmSimulatedIntent(member, intentId, clientSecret, cardNumber);
    return `${cardUpdateMessage(outcome, before.pastDue?.amountCents ?? null)}${await heldConfirmation(member.id, since)}`;
  },
);

/** After Stripe.js saved a new card: it becomes the card charged, and what is due is paid at once. */
export const finishCardUpdateAction = action(
  {
    schema: target.extend({ intentId: z.string() }),
    role: "member",
    failureMessage: "Erreur lors de l’enregistrement de la carte",
  },
  async ({ userId, intentId }, { viewer }) => {
    const member = await resolveMember(viewer, null, userId);
    const before = await billingOverview(member);
    const since = new Date();
    const outcome = await finishCardUpdate(member, intentId);
    return `${cardUpdateMessage(outcome, before.pastDue?.amountCents ?? null)}${await heldConfirmation(member.id, since)}`;
  },
);

export type { CardIntent };
