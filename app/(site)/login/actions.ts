"use server";

import { after } from "next/server";
import { z } from "zod";
import { validatedAction } from "@/lib/actions/validated-action";
import { requestLoginCode } from "@/lib/auth/otp";
import { clientIp } from "@/lib/request-info";

const CODE_SENT = "Si cette adresse correspond à une adhésion, un code de connexion vient d'y être envoyé.";

// Step 1 of the login. The e-mail is written after the response (after()), so that the answer
// and its timing are the same for members and for unknown addresses.
export const sendLoginCode = validatedAction(
  z.object({ email: z.string() }),
  async ({ email }) => {
    await requestLoginCode(email, await clientIp(), { schedule: (task) => after(task) });
    return CODE_SENT;
  },
  { failureMessage: "Erreur lors de l'envoi du code" },
);
