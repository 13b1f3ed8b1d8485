import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import WelcomeEmail from "@/lib/email/templates/welcome";
import { consumeCode } from "@/lib/members/login-codes";
import { getDb } from "@/lib/db";
import { signups, subscriptions, users, type Signup } from "@/lib/db/schema";
import { queueEmail } from "@/lib/email/outbox";
import { sendQueuedEmailsSoon } from "@/lib/email/sender";
import { env } from "@/lib/env";
import { ValidationError } from "@/lib/errors";
import { formatDate, PROFILE_YEAR_RANGE } from "@/lib/format/dates";
import { profilePath } from "@/lib/urls";
import { emailSchema } from "@/lib/validation/email";
import { parseOrThrow } from "@/lib/validation/issues";
import { billingNow } from "@/lib/membership/clock";
import { getPaymentProvider, isSimulated } from "@/lib/payments";
import { ensureCustomer } from "@/lib/payments/customers";
import { startSubscriptionForCard } from "@/lib/payments/subscription-start";
import { freeYearEndsAt as offeredYearEnd } from "@/lib/membership/offers";
import { lastDayCovered } from "@/lib/membership/labels";
import type { PaymentProvider, ProviderIntent } from "@/lib/payments/provider";
import { withDeclinedCardNextStep } from "@/lib/payments/declined-card";
import { publicTier } from "./code-request";
import { signupMessages } from "./schema";

// The signup's steps after its code (./code-request.ts, where the `signups` row is explained): the
// account, the provider's customer, the card and the subscription, then the welcome, each made
// once however often a step is retried.

export type PaymentStep =
  | {
      kind: "card";
      provider: PaymentProvider["name"];
      intentId: string;
      clientSecret: string;
      amountCents: number;
      tierTitle: string;
      /** The day of the first charge (the end of the offered year), as printed. */
      firstChargeOn: string;
    }
  | {
      kind: "done";
      freeYearEndsAt: Date;
      recurring: boolean;
      email: string;
      /** The new member's own profile (they are signed in). */
      profileUrl: string | null;
    };

/**
 * Whether this member's own signup is between its code and its card: the signup page stays open
 * to them (the code signed them in) instead of sending them to the profile.
 */
export async function hasSignupInProgress(userId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: signups.id })
    .from(signups)
    .where(and(eq(signups.userId, userId), eq(signups.status, "confirmed")));
  return Boolean(row);
}

/** How long after its completion the signup page still shows a new member its welcome. */
const WELCOME_SHOWN_MS = 10 * 60 * 1000;

/**
 * The browser that completed a signup (and was signed in by its code) carries this cookie for
 * WELCOME_SHOWN_MS on the signup page: the page shows its welcome again (the page that answers
 * the action, a reload) instead of sending the new member to the profile. Another browser of
 * the member's is sent to the profile as before.
 */
export const SIGNUP_WELCOME_COOKIE = "srh-adhesion-terminee";
export const SIGNUP_WELCOME_SECONDS = WELCOME_SHOWN_MS / 1000;

/** The welcome of a member whose signup was completed within WELCOME_SHOWN_MS, or null. */
export async function signupWelcomeFor(
  userId: string,
): Promise<Extract<PaymentStep, { kind: "done" }> | null> {
  const [row] = await getDb()
    .select()
    .from(signups)
    .where(and(eq(signups.userId, userId), eq(signups.status, "completed")));
  const now = await billingNow();
  if (!row?.completedAt || now.getTime() - row.completedAt.getTime() > WELCOME_SHOWN_MS)
    return null;
  return {
    kind: "done",
    freeYearEndsAt: row.freeYearEndsAt ?? offeredYearEnd(row.completedAt),
    recurring: row.recurring,
    email: row.email,
    profileUrl: profilePath(userId),
  };
}

/**
 * Step 2: the right code makes the account (once) and the provider's customer (once); a
 * recurring signup then gets its card intent (once), a one-time signup is complete.
 */
export async function confirmSignupCode(
  rawEmail: string,
  code: string,
  ip: string,
  options: {
    /**
     * The code proved the address: the page signs its owner in, whether the card step follows
     * or the signup is complete (the signup page keeps showing its welcome: signupWelcomeFor).
     */
    onAddressProven?: (account: { id: string; isAdmin: boolean }) => Promise<void>;
    /** Replaces the current time (tests). */
    now?: Date;
  } = {},
): Promise<PaymentStep> {
  const email = parseOrThrow(emailSchema, rawEmail);
  await consumeCode({ email, code, purpose: "signup", ip, now: options.now });
  const [signup] = await getDb().select().from(signups).where(eq(signups.email, email));
  if (!signup || signup.status === "completed") throw new ValidationError("Code invalide");
  const userId = await ensureAccount(signup);
  const step = await paymentStepOf({ ...signup, userId });
  if (options.onAddressProven) {
    const [account] = await getDb()
      .select({ id: users.id, isAdmin: users.isAdmin })
      .from(users)
      .where(eq(users.id, userId));
    if (account) await options.onAddressProven(account);
  }
  return step;
}

async function ensureAccount(signup: Signup): Promise<string> {
  if (signup.userId) return signup.userId;
  const details = signup.details as {
    firstname: string;
    lastname: string;
    hospital: string;
    address: string;
    newsletter: boolean;
    infopro: Record<string, boolean>;
  }; // why: written by requestSignupCode with this shape
  const db = getDb();
  return db.transaction(async (tx) => {
    // The lower-cased e-mail is unique: a concurrent confirmation makes no second account.
    await tx
      .insert(users)
      .values({
        email: signup.email,
        firstname: details.firstname,
        lastname: details.lastname,
        hospital: details.hospital,
        address: details.address,
        newsletter: details.newsletter,
        infopro: details.infopro,
        tierId: signup.tierId,
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing();
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${signup.email}`);
    await tx
      .update(signups)
      .set({ userId: user!.id, status: "confirmed", updatedAt: new Date() })
      .where(eq(signups.id, signup.id));
    return user!.id;
  });
}

async function paymentStepOf(signup: Signup & { userId: string | null }): Promise<PaymentStep> {
  if (!signup.userId) throw new ValidationError(signupMessages.notConfirmed);
  const provider = getPaymentProvider();
  const [user] = await getDb().select().from(users).where(eq(users.id, signup.userId));
  const tier = await publicTier(signup.tierId ?? "");
  if (!signup.recurring) return completeSignup(signup, null);
  const customerId = await ensureCustomer(provider, user!);
  const intent = await provider.createSetupIntent({
    customerId,
    metadata: { userId: user!.id, tierId: tier.id, purpose: "signup", signupId: signup.id },
    // Per tier: a signup resumed for another tier gets an intent carrying that tier.
    idempotencyKey: `signup-setup:${signup.id}:${tier.id}`,
  });
  if (signup.providerIntentId !== intent.id)
    await getDb()
      .update(signups)
      .set({ providerIntentId: intent.id, updatedAt: new Date() })
      .where(eq(signups.id, signup.id));
  if (intent.status === "succeeded") return completeSignup(signup, intent);
  return {
    kind: "card",
    provider: provider.name,
    intentId: intent.id,
    clientSecret: intent.clientSecret,
    amountCents: tier.priceCents,
    tierTitle: tier.title,
    firstChargeOn: formatDate(offeredYearEnd(await billingNow()), PROFILE_YEAR_RANGE),
  };
}

/** The simulated card form's submit: what Stripe.js does in the browser with Stripe. */
export async function confirmSimulatedCard(
  rawEmail: string,
  intentId: string,
  clientSecret: string,
  cardNumber: string,
): Promise<PaymentStep> {
  const provider = getPaymentProvider();
  if (!isSimulated(provider)) throw new ValidationError(signupMessages.payment);
  // Only this signup's own intent is confirmed: another signup's or member's (its id and secret
  // known) is refused before any card is tried on it.
  const email = parseOrThrow(emailSchema, rawEmail);
  const [signup] = await getDb().select().from(signups).where(eq(signups.email, email));
  const intent = await provider.retrieveIntent(intentId);
  if (
    !signup?.userId ||
    signup.providerIntentId !== intentId ||
    !intent ||
    intent.metadata.signupId !== signup.id
  )
    throw new ValidationError(signupMessages.notConfirmed);
  await provider.confirmIntent({ intentId, clientSecret, cardNumber });
  return finishSignup(rawEmail, intentId);
}

/** After the card was saved (Stripe.js or the simulated form): the subscription, the welcome. */
export async function finishSignup(rawEmail: string, intentId: string): Promise<PaymentStep> {
  const email = parseOrThrow(emailSchema, rawEmail);
  const [signup] = await getDb().select().from(signups).where(eq(signups.email, email));
  if (!signup?.userId || signup.providerIntentId !== intentId)
    throw new ValidationError(signupMessages.notConfirmed);
  const intent = await getPaymentProvider().retrieveIntent(intentId);
  if (!intent || intent.status !== "succeeded")
    throw new ValidationError(
      intent?.lastError ? withDeclinedCardNextStep(intent.lastError) : signupMessages.cardPending,
    );
  return completeSignup(signup, intent);
}

async function completeSignup(signup: Signup, intent: ProviderIntent | null): Promise<PaymentStep> {
  const provider = getPaymentProvider();
  const now = await billingNow();
  let freeYearEndsAt = offeredYearEnd(now);
  if (intent?.paymentMethodId && signup.tierId && signup.userId) {
    // The webhook handler may have done it already: the same function, the same subscription.
    await startSubscriptionForCard(provider, intent, {
      userId: signup.userId,
      tierId: signup.tierId,
      purpose: "signup",
      signupId: signup.id,
    });
    const subscription = await provider.retrieveSubscription(
      (await localSubscriptionId(signup.userId, provider)) ?? "",
    );
    if (subscription) freeYearEndsAt = subscription.currentPeriodEnd;
  }
  // The welcome e-mail once: written with the update that completes the signup, so only the
  // call that completed it queues it (and its key is the signup's).
  const completed = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(signups)
      .set({
        status: "completed",
        completedAt: now,
        freeYearEndsAt: signup.recurring ? null : freeYearEndsAt,
        updatedAt: new Date(),
      })
      .where(and(eq(signups.id, signup.id), ne(signups.status, "completed")))
      .returning({ id: signups.id });
    if (!row) return false;
    const details = signup.details as { firstname?: string };
    await queueEmail(tx, {
      kind: "welcome",
      to: signup.email,
      userId: signup.userId,
      subject: "Bienvenue au SRH",
      react: WelcomeEmail({
        firstname: details.firstname ?? "",
        freeYearEndsOn: formatDate(freeYearEndsAt, PROFILE_YEAR_RANGE),
        freeYearLastDay: formatDate(lastDayCovered(freeYearEndsAt), PROFILE_YEAR_RANGE),
        recurring: signup.recurring,
        loginUrl: `${env.siteUrl}/login`,
      }),
      idempotencyKey: `welcome:${signup.id}`,
    });
    return true;
  });
  if (completed) await sendQueuedEmailsSoon();
  return {
    kind: "done",
    freeYearEndsAt,
    recurring: signup.recurring,
    email: signup.email,
    profileUrl: signup.userId ? profilePath(signup.userId) : null,
  };
}

async function localSubscriptionId(
  userId: string,
  provider: PaymentProvider,
): Promise<string | null> {
  const [row] = await getDb()
    .select({ id: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.provider, provider.name)))
    .orderBy(sql`${subscriptions.createdAt} desc`)
    .limit(1);
  return row?.id ?? null;
}
