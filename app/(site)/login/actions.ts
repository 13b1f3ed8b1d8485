"use server";

import { redirect } from "next/navigation";
import { after } from "next/server";
import { z } from "zod";
import type { CodeSent, CodeStepAnswer } from "@/components/auth/code-login-form";
import { action } from "@/lib/actions/action";
import { LOGIN_CODE_SENT } from "@/lib/auth/login-messages";
import { otpMessages, requestLoginCode, verifyLoginCode } from "@/lib/members/login-codes";
import { safeReturnPath } from "@/lib/auth/return-path";
import { startSession } from "@/lib/auth/session";
import { clientIp } from "@/lib/request-info";

// The login page's two forms (components/auth/code-login-form.tsx), with or without JavaScript:
// a post made without it comes back as the page at the step its answer shows.

/** The address as the login keeps it (and shows it on the code step). */
const normalised = (email: string) => email.trim().toLowerCase().slice(0, 320);

// The e-mail is written after the response (after()), so that the answer and its timing are the
// same for members and for unknown addresses. Past the address's ceiling nothing is sent: the
// form still goes to the code step, where the code received is typed.
async function sendCode(email: string): Promise<string> {
  const outcome = await requestLoginCode(email, await clientIp(), {
    schedule: (task) => after(task),
  });
  return outcome === "sent" ? LOGIN_CODE_SENT : otpMessages.alreadySent;
}

/** Step 1: a code to the address typed; the page then shows the code step. */
export const sendLoginCode = action(
  {
    schema: z.object({ email: z.string() }),
    failureMessage: "Erreur lors de l’envoi du code",
    keepTyped: ["email"],
  },
  async ({ email }): Promise<{ message: string; data: CodeSent }> => {
    const address = normalised(email);
    return { message: await sendCode(address), data: { email: address } };
  },
);

/**
 * Step 2: the right code starts the session, then the way back: loaded in full by the page
 * (`withScript`, sent once the page runs), else a redirect, the answer to a post made without
 * JavaScript. Without it, « Renvoyer le code » and « Changer d’adresse e-mail » post this form
 * too, with their intent (the page does both itself).
 */
export const signInWithCode = action(
  {
    schema: z.object({
      email: z.string(),
      otp: z.string().optional(),
      callbackUrl: z.string().optional(),
      intent: z.string().optional(),
      withScript: z.string().optional(),
    }),
    failureMessage: "Erreur lors de la connexion. Veuillez réessayer.",
    keepTyped: ["email"],
  },
  async ({
    email,
    otp,
    callbackUrl,
    intent,
    withScript,
  }): Promise<{ message?: string; data: CodeStepAnswer }> => {
    const address = normalised(email);
    if (intent === "change") return { data: { kind: "change", email: address } };
    if (intent === "resend") {
      return { message: await sendCode(address), data: { kind: "sent", email: address } };
    }
    const user = await verifyLoginCode(address, otp ?? "", { ip: await clientIp() });
    await startSession(user);
    const redirectTo = safeReturnPath(callbackUrl);
    if (withScript) return { data: { kind: "signed-in", redirectTo } };
    redirect(redirectTo);
  },
);
