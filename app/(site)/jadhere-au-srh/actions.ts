"use server";

import { cookies } from "next/headers";
import { after } from "next/server";
import { z } from "zod";
import { action } from "@/lib/actions/action";
import type { ActionState } from "@/lib/actions/state";
import { otpMessages } from "@/lib/members/login-codes";
import { startSession } from "@/lib/auth/session";
import { sessionCookieOptions } from "@/lib/auth/session-cookie";
import { simulatedCardSchema } from "@/lib/payments/account-schema";
import { requestSignupCode } from "@/lib/signup/code-request";
import {
  confirmSignupCode,
  confirmSimulatedCard,
  finishSignup,
  SIGNUP_WELCOME_COOKIE,
  SIGNUP_WELCOME_SECONDS,
  type PaymentStep,
} from "@/lib/signup/payment-steps";
import { signupMessages } from "@/lib/signup/messages";
import { signupCodeSchema } from "@/lib/signup/schema";
import { clientIp } from "@/lib/request-info";
import { SIGNUP_CARD_STEP_COOKIE } from "@/lib/cached-views/rewrites";
import { formValuesOf, postedFields, type SignupFormValues } from "./signup-values";
import { TABS, type View } from "./signup-steps";

// The signup's steps (lib/signup/code-request.ts, lib/signup/payment-steps.ts). The code e-mail is
// written after the response, so that the answer and its timing are the same whether or not the
// address already has an account. The form's schema (lib/signup/schema.ts) is applied by
// requestSignupCode itself, which sums its issues up in the spec's messages.

// Past the address's ceiling nothing is sent: the page still shows the code step, with a notice
// that the code already received stays valid (`alreadySent`, so that « Renvoyer » says so too).
export const sendSignupCode = action(
  { schema: z.record(z.string(), z.unknown()), failureMessage: signupMessages.failed },
  async (input) => {
    const { outcome } = await requestSignupCode(input, await clientIp(), {
      schedule: (task) => after(task),
    });
    const alreadySent = outcome === "already-sent";
    return {
      message: alreadySent ? otpMessages.alreadySent : signupMessages.codeSent,
      data: { alreadySent },
    };
  },
);

export const confirmSignup = action(
  {
    schema: signupCodeSchema,
    failureMessage: signupMessages.failed,
  },
  // The code proves the address, as a login code does: the new member is signed in (card step
  // next, or complete at once with « Paiement ponctuel »).
  async ({ email, code }) => {
    const step = await confirmSignupCode(email, code, await clientIp(), {
      onAddressProven: startSession,
    });
    if (step.kind === "done") await rememberWelcome();
    else await keepVisitorViewUntilCard();
    return { data: serialise(step) };
  },
);

export const payWithSimulatedCard = action(
  {
    schema: simulatedCardSchema.extend({ email: z.string() }),
    failureMessage: signupMessages.payment,
  },
  async ({ email, intentId, clientSecret, cardNumber }) => {
    const step = await confirmSimulatedCard(email, intentId, clientSecret, cardNumber);
    if (step.kind === "done") await rememberWelcome();
    return { data: serialise(step) };
  },
);

export const completeSignupAfterCard = action(
  {
    schema: z.object({ email: z.string(), intentId: z.string() }),
    failureMessage: signupMessages.payment,
  },
  async ({ email, intentId }) => {
    const step = await finishSignup(email, intentId);
    if (step.kind === "done") await rememberWelcome();
    return { data: serialise(step) };
  },
);

/**
 * The page shows this browser the welcome for a while (SIGNUP_WELCOME_COOKIE): the real page's,
 * which reads the member, now that the card step's view is left.
 */
async function rememberWelcome(): Promise<void> {
  const store = await cookies();
  store.set(SIGNUP_WELCOME_COOKIE, "1", {
    ...sessionCookieOptions,
    path: "/jadhere-au-srh",
    maxAge: SIGNUP_WELCOME_SECONDS,
  });
  store.delete({ name: SIGNUP_CARD_STEP_COOKIE, path: "/jadhere-au-srh" });
}

/** The card step's view lasts an hour: a signup left longer starts again from its form. */
const SIGNUP_CARD_STEP_SECONDS = 60 * 60;

/**
 * The code signed the new member in; their card step goes on in the visitors' view, whose form
 * holds the step (SIGNUP_CARD_STEP_COOKIE, lib/cached-views/rewrites.ts).
 */
async function keepVisitorViewUntilCard(): Promise<void> {
  (await cookies()).set(SIGNUP_CARD_STEP_COOKIE, "1", {
    ...sessionCookieOptions,
    path: "/jadhere-au-srh",
    maxAge: SIGNUP_CARD_STEP_SECONDS,
  });
}

/**
 * What a post of the page's forms answers, when the details are not refused: the step to show
 * and what the form holds; the notice is the answer's `message`, a later step's failure (the
 * code's) its `error`.
 */
export type SignupAnswer = {
  view: View;
  values: SignupFormValues;
  error: string | null;
  payment: ClientPaymentStep | null;
};

// The page's forms (useActionForm, the page's address as permalink): every post carries the
// form's values (its fields, or hidden fields after the form) and answers the step to show. With
// JavaScript only the details are posted here (the tabs, the tier and the code step run in the
// page); without it, a tier card posts `chooseTier`, « Précédent »/« Suivant » `intent=tab:<tab>`,
// the code step « Renvoyer le code » `intent=resend` and « Modifier mes informations »
// `intent=edit`; the code step's form posts `code`; anything else sends the code. Refused details
// are the one failure (their messages, and what was typed in `values`).
export async function signupStep(
  _previous: ActionState<SignupAnswer> | null,
  formData: FormData,
): Promise<ActionState<SignupAnswer>> {
  const values = formValuesOf(formData);
  const field = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = field("intent");
  const answer = (
    view: View,
    rest: Partial<SignupAnswer> & { message?: string | null } = {},
  ): ActionState<SignupAnswer> => {
    const { message = null, ...data } = rest;
    return { ok: true, message, data: { view, values, error: null, payment: null, ...data } };
  };
  if (formData.has("chooseTier")) {
    return answer(
      { step: "form", tab: "personal" },
      { values: { ...values, tierId: field("chooseTier") } },
    );
  }
  if (intent.startsWith("tab:")) {
    const tab = TABS.find((t) => `tab:${t.value}` === intent)?.value ?? "personal";
    return answer({ step: "form", tab });
  }
  if (intent === "edit") return answer({ step: "form", tab: "payment" });
  const onCodeStep = { step: "code", tab: "payment" } as const;
  if (formData.has("code") && intent !== "resend") {
    const confirmed = await confirmSignup(null, {
      email: values.email.trim().toLowerCase(),
      code: field("code"),
    });
    if (!confirmed.ok) return answer(onCodeStep, { error: confirmed.error });
    const step = confirmed.data.kind === "done" ? "done" : "card";
    return answer({ step, tab: "payment" }, { payment: confirmed.data });
  }
  const sent = await sendSignupCode(null, values);
  if (!sent.ok) {
    if (intent === "resend") return answer(onCodeStep, { error: sent.error });
    return { ...sent, values: postedFields(values) };
  }
  const message =
    intent === "resend" && !sent.data.alreadySent ? signupMessages.resent : sent.message;
  return answer(onCodeStep, { message });
}

/** A payment step as the page gets it (lib/signup/payment-steps.ts's), its date as ISO text. */
export type ClientPaymentStep =
  | Extract<PaymentStep, { kind: "card" }>
  | (Omit<Extract<PaymentStep, { kind: "done" }>, "freeYearEndsAt"> & { freeYearEndsAt: string });

function serialise(step: PaymentStep): ClientPaymentStep {
  return step.kind === "done"
    ? { ...step, freeYearEndsAt: step.freeYearEndsAt.toISOString() }
    : step;
}
