"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import { action } from "@/lib/actions/action";
import { confirmEmailChange } from "@/lib/members/email-change";
import { updateMemberProfile } from "@/lib/members/profile";
import { PROFESSIONAL_FLAGS } from "@/lib/members/labels";
import { profileSchema } from "@/lib/members/schemas";
import { codeSchema } from "@/lib/validation/code";
import { clientIp } from "@/lib/request-info";
import { emailSchema } from "@/lib/validation/email";
import { profilePath } from "@/lib/urls";
import { emailCodeSentMessage } from "./messages";

// Profile edit (spec §2 "Profile edit"): the same zod schema as the form; the rights are checked
// by the domain function (owner or administrator; admin flag for admins only).

const messages = {
  failure: "Erreur lors de la mise à jour du profil",
} as const;

const idField = z
  .string({ error: "Profil non trouvé" })
  .trim()
  .min(1, "Profil non trouvé")
  .max(100);

const TEXT_FIELDS = ["firstname", "lastname", "email", "hospital", "address", "subscription"];
const BOOLEAN_FIELDS = ["newsletter", "isadmin", ...PROFESSIONAL_FLAGS];

/**
 * Saves the profile, then goes back to it; a member's own new e-mail waits for its code. A refusal
 * sends back what was typed (each box as ticked or not), so that the page posted without
 * JavaScript shows it again.
 */
export const saveProfile = action(
  {
    schema: profileSchema.extend({ id: idField }),
    role: "member",
    failureMessage: messages.failure,
    keepTyped: [...TEXT_FIELDS, ...BOOLEAN_FIELDS],
  },
  async ({ id, ...input }, { viewer }) => {
    const { emailChangePendingFor } = await updateMemberProfile(viewer, id, input);
    if (emailChangePendingFor) {
      return {
        message: emailCodeSentMessage(emailChangePendingFor),
        data: { pendingEmail: emailChangePendingFor },
      };
    }
    redirect(`${profilePath(id)}&enregistre=1`);
  },
);

/**
 * Applies the member's new e-mail with the code sent to it, then shows the profile. A refusal
 * keeps the address (never the code): the page posted without JavaScript asks for the code again.
 */
export const confirmNewEmail = action(
  {
    schema: z.object({ email: emailSchema, code: codeSchema }),
    role: "member",
    failureMessage: messages.failure,
    keepTyped: ["email"],
  },
  async ({ email, code }, { viewer }) => {
    await confirmEmailChange(viewer, email, code, { ip: await clientIp() });
    redirect(`${profilePath(viewer.id)}&enregistre=1`);
  },
);
