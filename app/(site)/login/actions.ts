"use server";

import { after } from "next/server";
import { z } from "zod";
import { action } from "@/lib/actions/action";
import { LOGIN_CODE_SENT } from "@/lib/auth/login-messages";
import { otpMessages, requestLoginCode, verifyLoginCode } from "@/lib/auth/otp";
import { safeReturnPath } from "@/lib/auth/return-path";
import { startSession } from "@/lib/auth/session";
import { clientIp } from "@/lib/request-info";

// Step 1 of the login. The e-mail is written after the response (after()), so that the answer
// and its timing are the same for members and for unknown addresses. Past the address's ceiling
// nothing is sent: the form still goes to the code step, where the code received is typed.
export const sendLoginCode = action(
  { schema: z.object({ email: z.string() }), failureMessage: "Erreur lors de l'envoi du code" },
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
