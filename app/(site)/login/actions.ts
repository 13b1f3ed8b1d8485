"use server";

import { redirect } from "next/navigation";
import { after } from "next/server";
import type { LoginPageState } from "@/components/auth/code-login-form";
import { z } from "zod";
import { action } from "@/lib/actions/action";
import { LOGIN_CODE_SENT } from "@/lib/auth/login-messages";
import { otpMessages, requestLoginCode, verifyLoginCode } from "@/lib/members/login-codes";
import { safeReturnPath } from "@/lib/auth/return-path";
import { startSession } from "@/lib/auth/session";
import { clientIp } from "@/lib/request-info";

// Step 1 of the login. The e-mail is written after the response (after()), so that the answer
// and its timing are the same for members and for unknown addresses. Past the address's ceiling
// nothing is sent: the form still goes to the code step, where the code received is typed.
export const sendLoginCode = action(
  { schema: z.object({ email: z.string() }), failureMessage: "Erreur lors de l’envoi du code" },
  async ({ email }) => {
    const outcome = await requestLoginCode(email, await clientIp(), {
      schedule: (task) => after(task),
    });
    return outcome === "sent" ? LOGIN_CODE_SENT : otpMessages.alreadySent;
  },
);

// Step 2: the right code starts the session; the page then loads the way back in full.
export const signIn = action(
  {
    schema: z.object({ email: z.string(), otp: z.string(), callbackUrl: z.string().optional() }),
    failureMessage: "Erreur lors de la connexion. Veuillez réessayer.",
  },
  async ({ email, otp, callbackUrl }) => {
    const user = await verifyLoginCode(email, otp, { ip: await clientIp() });
    await startSession(user);
    return { data: { redirectTo: safeReturnPath(callbackUrl) } };
  },
);

// The same two steps when the page's forms are posted without JavaScript (useActionState's form
// action): each post answers the step to show, and the right code goes straight to the way back.
// « Renvoyer le code » and « Changer d'adresse e-mail » post the code step's form with an intent.
export async function loginWithoutScript(
  _previous: LoginPageState | null,
  formData: FormData,
): Promise<LoginPageState> {
  const field = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const email = field("email").trim().toLowerCase().slice(0, 320);
  const intent = field("intent");
  if (intent === "change") return { step: "email", email, notice: null, error: null };
  if (intent === "resend" || !formData.has("otp")) {
    const onStep = intent === "resend" ? "code" : "email";
    const sent = await sendLoginCode(null, { email });
    return sent.ok
      ? { step: "code", email, notice: sent.message, error: null }
      : { step: onStep, email, notice: null, error: sent.error };
  }
  const result = await signIn(null, {
    email,
    otp: field("otp"),
    callbackUrl: field("callbackUrl") || undefined,
  });
  if (!result.ok) return { step: "code", email, notice: null, error: result.error };
  redirect(result.data.redirectTo);
}
