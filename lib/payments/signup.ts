import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import AccountExistsEmail from "@/lib/email/templates/account-exists";
import SignupCodeEmail from "@/lib/email/templates/signup-code";
import WelcomeEmail from "@/lib/email/templates/welcome";
import { randomUUID } from "node:crypto";
import { consumeCode, issueCodeWithEmail, logUnsent, queueAndSend } from "@/lib/auth/otp";
import { getDb } from "@/lib/db";
import { paymentCustomers, signups, subscriptions, users, type Signup } from "@/lib/db/schema";
import { queueEmail } from "@/lib/email/outbox";
import { sendQueuedEmailsSoon } from "@/lib/email/sender";
import { env } from "@/lib/env";
import { ValidationError } from "@/lib/errors";
import { formatDate, PROFILE_YEAR_RANGE } from "@/lib/format/dates";
import { findMemberByEmail } from "@/lib/members/queries";
import { flagsFrom } from "@/lib/members/schemas";
import { consumeRateLimits } from "@/lib/rate-limit";
import { profilePath } from "@/lib/urls";
import { emailSchema } from "@/lib/validation/email";
import { fieldErrorsOf, parseOrThrow } from "@/lib/validation/issues";
import { billingNow } from "@/lib/membership/clock";
import { startSubscription, TRIAL_DAYS } from "./events";
import { getPaymentProvider, isSimulated } from "./index";
import { membershipStateOf } from "@/lib/membership/reads";
import { tierOrThrow } from "@/lib/membership/tiers";
import type { PaymentProvider, ProviderIntent } from "./provider";
import { DAY_MS } from "@/lib/format/time";
import { withDeclinedCardNextStep } from "./declined-card";
import { signupMessages, signupSchema, signupSummary } from "./signup-schema";

// Joining (/jadhere-au-srh): one row per lower-cased address in `signups`, so that every retry
// (a declined card, a lost connection, a second click) finds the same account, customer, card
// intent and subscription. The address is proven by a six-digit code before anything is made;
// an address that already has an account is told so by e-mail instead, and the page answers the
// same, so that the signup never tells who is a member.

type Schedule = (task: () => Promise<void>) => void;

function publicTier(tierId: string) {
  return tierOrThrow(tierId, { publicOnly: true, message: signupMessages.tier, field: "tierId" });
}

/**
 * Step 1 (the payment tab is reached): keeps the form and sends the code, or, when the address
 * already has an account, the e-mail saying so (unless that account's own signup was interrupted
 * after its code: then the code again, to go on). The answer is the same in all cases.
 */
export async function requestSignupCode(
  raw: unknown,
  ip: string,
  options: { schedule?: Schedule } = {},
): Promise<{ email: string }> {
  // The form's own schema and summary (./signup-schema.ts), checked again here.
  const parsed = signupSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ValidationError(signupSummary(parsed.error.issues), fieldErrorsOf(parsed.error));
  }
  const input = parsed.data;
  await publicTier(input.tierId);
  const email = input.email;
  // Counted per (address, client) under a higher ceiling per address, as login codes (issue 20,
  // M1): a third party asking codes for someone's address does not spend that person's budget.
  const tooManySends =
    "Trop de demandes de code pour cette adresse. Veuillez réessayer dans une heure.";
  await consumeRateLimits([
    {
      bucket: `signup-send:email:${email}:client:${ip}`,
      limits: [{ limit: 5, windowSeconds: 3600, message: tooManySends }],
    },
    {
      bucket: `signup-send:email:${email}`,
      limits: [{ limit: 20, windowSeconds: 3600, message: tooManySends }],
    },
    {
      bucket: `signup:ip:${ip}`,
      limits: [
        {
          limit: 20,
          windowSeconds: 3600,
          message: "Trop d'inscriptions depuis votre connexion. Veuillez réessayer plus tard.",
        },
      ],
    },
  ]);
  const details = {
    firstname: input.firstname,
    lastname: input.lastname,
    hospital: input.hospital,
    address: input.address,
    newsletter: input.newsletter ?? false,
    infopro: flagsFrom(input.infopro ?? {}),
  };
  const deliver = async () => {
    const existing = await findMemberByEmail(email);
    if (existing && (await reopenInterruptedSignup(existing.id, email, input))) {
      // The account was made at the code step, then the card step was left: the same signup goes
      // on (its offered year), instead of a profile activation that would charge at once.
      await issueCodeWithEmail({ email, userId: null, purpose: "signup" }, (code) => ({
        kind: "signup-code",
        to: email,
        subject: `Votre code de confirmation SRH : ${code}`,
        react: SignupCodeEmail({ code, firstname: existing.firstname }),
        userId: existing.id,
      }));
      return;
    }
    if (existing) {
      await queueAndSend({
        kind: "account-exists",
        to: email,
        subject: "Votre adhésion au SRH",
        react: AccountExistsEmail({
          loginUrl: `${env.siteUrl}/login`,
          renewUrl: `${env.siteUrl}/login?callbackUrl=${encodeURIComponent("/jadhere-au-srh")}`,
        }),
        userId: existing.id,
        idempotencyKey: `account-exists:${randomUUID()}`,
      });
      return;
    }
    await releaseStaleSignup(email);
    await getDb()
      .insert(signups)
      .values({ email, tierId: input.tierId, recurring: input.recurring, details })
      .onConflictDoUpdate({
        target: signups.email,
        set: { tierId: input.tierId, recurring: input.recurring, details, updatedAt: new Date() },
        // A completed signup is never reopened (its account exists, and was told above).
        setWhere: ne(signups.status, "completed"),
      });
    await issueCodeWithEmail({ email, userId: null, purpose: "signup" }, (code) => ({
      kind: "signup-code",
      to: email,
      subject: `Votre code de confirmation SRH : ${code}`,
      react: SignupCodeEmail({ code, firstname: input.firstname }),
    }));
  };
  // After the answer, a provider's failure is the outbox's to retry (until the code expires).
  if (options.schedule) options.schedule(() => deliver().catch(logUnsent));
  else await deliver();
  return { email };
}

/**
 * A signup left after its code (status "confirmed": account made, card step not finished) whose
 * account holds nothing yet (no subscription, payment or offered year) takes the form's tier and
 * payment choice and can go on; the account's details stay as first confirmed.
 */
async function reopenInterruptedSignup(
  userId: string,
  email: string,
  input: { tierId: string; recurring: boolean },
): Promise<boolean> {
  const db = getDb();
  const [signup] = await db
    .select({ id: signups.id, status: signups.status, userId: signups.userId })
    .from(signups)
    .where(eq(signups.email, email));
  if (!signup || signup.status !== "confirmed" || signup.userId !== userId) return false;
  const { state } = await membershipStateOf(userId, { now: await billingNow() });
  if (state.state !== "none") return false;
  await db.transaction(async (tx) => {
    await tx
      .update(signups)
      .set({ tierId: input.tierId, recurring: input.recurring, updatedAt: new Date() })
      .where(and(eq(signups.id, signup.id), eq(signups.status, "confirmed")));
    await tx
      .update(users)
      .set({ tierId: input.tierId, updatedAt: new Date() })
      .where(eq(users.id, userId));
  });
  return true;
}

/**
 * The signup row of an address no account uses any more (its account was erased, or now has
 * another address) no longer holds that address: an erased account's goes, a live account's is
 * kept under a placeholder address (its offered year stays with the account).
 */
async function releaseStaleSignup(email: string): Promise<void> {
  const db = getDb();
  const [row] = await db
    .select({
      id: signups.id,
      userId: signups.userId,
      accountEmail: users.email,
      anonymizedAt: users.anonymizedAt,
    })
    .from(signups)
    .leftJoin(users, eq(users.id, signups.userId))
    .where(eq(signups.email, email));
  if (!row?.userId) return;
  if (row.accountEmail?.toLowerCase() === email && !row.anonymizedAt) return;
  if (row.accountEmail === null || row.anonymizedAt)
    await db.delete(signups).where(eq(signups.id, row.id));
  else
    await db
      .update(signups)
      .set({ email: `ancienne-adresse-${row.id}@inscription.invalid`, updatedAt: new Date() })
      .where(eq(signups.id, row.id));
}

export type PaymentStep =
  | {
      kind: "card";
      provider: PaymentProvider["name"];
      intentId: string;
      clientSecret: string;
      amountCents: number;
      tierTitle: string;
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
     * The code proved the address and the card step follows: the page signs its owner in
     * (issue 20). A signup complete at once (no card) asks to log in from its welcome instead:
     * a new session would send the page to the profile before the welcome is read.
     */
    onAddressProven?: (account: { id: string; isAdmin: boolean }) => Promise<void>;
  } = {},
): Promise<PaymentStep> {
  const email = parseOrThrow(emailSchema, rawEmail);
  await consumeCode({ email, code, purpose: "signup", ip });
  const [signup] = await getDb().select().from(signups).where(eq(signups.email, email));
  if (!signup || signup.status === "completed") throw new ValidationError("Code invalide");
  const userId = await ensureAccount(signup);
  const step = await paymentStepOf({ ...signup, userId });
  if (options.onAddressProven && step.kind === "card") {
    const [account] = await getDb()
      .select({ id: users.id, isAdmin: users.isAdmin })
      .from(users)
      .where(eq(users.id, userId));
    if (account) await options.onAddressProven(account);
  }
  return step;
}

/** The payment step of a confirmed signup, again (the page was reloaded, a card was declined). */
export async function resumeSignup(rawEmail: string, intentId: string): Promise<PaymentStep> {
  const email = parseOrThrow(emailSchema, rawEmail);
  const [signup] = await getDb().select().from(signups).where(eq(signups.email, email));
  if (!signup?.userId || signup.providerIntentId !== intentId)
    throw new ValidationError(signupMessages.notConfirmed);
  return paymentStepOf(signup);
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

/** The member's customer at the provider, made once (idempotency key and unique row). */
export async function ensureCustomer(
  provider: PaymentProvider,
  user: { id: string; email: string; firstname: string; lastname: string },
): Promise<string> {
  const db = getDb();
  const [existing] = await db
    .select({ id: paymentCustomers.providerCustomerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, user.id), eq(paymentCustomers.provider, provider.name)));
  if (existing) return existing.id;
  const customer = await provider.createCustomer({
    email: user.email,
    name: `${user.firstname} ${user.lastname}`,
    userId: user.id,
    idempotencyKey: `customer:${user.id}`,
  });
  await db
    .insert(paymentCustomers)
    .values({ userId: user.id, provider: provider.name, providerCustomerId: customer.id })
    .onConflictDoNothing();
  return customer.id;
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
  let freeYearEndsAt = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
  if (intent?.paymentMethodId && signup.tierId && signup.userId) {
    // The webhook handler may have done it already: same idempotency key, same subscription.
    await startSubscription(provider, {
      customerId: intent.customerId,
      paymentMethodId: intent.paymentMethodId,
      metadata: {
        userId: signup.userId,
        tierId: signup.tierId,
        purpose: "signup",
        signupId: signup.id,
      },
      idempotencyKey: `subscription:${intent.id}`,
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
