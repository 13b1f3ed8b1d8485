"use server";

import { after } from "next/server";
import { z } from "zod";
import { action } from "@/lib/actions/action";
import { otpMessages } from "@/lib/members/login-codes";
import { startSession } from "@/lib/auth/session";
import { simulatedCardSchema } from "@/lib/payments/account-schema";
import { requestSignupCode } from "@/lib/signup/code-request";
import {
  confirmSignupCode,
  confirmSimulatedCard,
  finishSignup,
  type PaymentStep,
} from "@/lib/signup/payment-steps";
import { signupCodeSchema, signupMessages } from "@/lib/signup/schema";
import { clientIp } from "@/lib/request-info";

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
  // The code proves the address, as a login code does: the new member is signed in.
  async ({ email, code }) => {
    const step = await confirmSignupCode(email, code, await clientIp(), {
      onAddressProven: startSession,
    });
    // Complete at once (no card): not signed in, the welcome asks to log in.
    return { data: serialise(step.kind === "done" ? { ...step, profileUrl: null } : step) };
  },
);

export const payWithSimulatedCard = action(
  {
    schema: simulatedCardSchema.extend({ email: z.string() }),
    failureMessage: signupMessages.payment,
  },
  async ({ email, intentId, clientSecret, cardNumber }) => ({
    data: serialise(await confirmSimulatedCard(email, intentId, clientSecret, cardNumber)),
  }),
);

export const completeSignupAfterCard = action(
  {
    schema: z.object({ email: z.string(), intentId: z.string() }),
    failureMessage: signupMessages.payment,
  },
  async ({ email, intentId }) => ({ data: serialise(await finishSignup(email, intentId)) }),
);

/** A payment step as the page gets it (lib/signup/payment-steps.ts's), its date as ISO text. */
export type ClientPaymentStep =
  | Extract<PaymentStep, { kind: "card" }>
  | (Omit<Extract<PaymentStep, { kind: "done" }>, "freeYearEndsAt"> & { freeYearEndsAt: string });

function serialise(step: PaymentStep): ClientPaymentStep {
  return step.kind === "done"
    ? { ...step, freeYearEndsAt: step.freeYearEndsAt.toISOString() }
    : step;
}
