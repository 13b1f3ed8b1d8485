"use server";

import { z } from "zod";
import { action } from "@/lib/actions/action";
import { endSession } from "@/lib/auth/session";
import { deleteAccount, requestAccountDeletion } from "@/lib/members/gdpr";
import { codeSchema } from "@/lib/validation/code";
import { clientIp } from "@/lib/request-info";

// Account deletion from "Mes données" (GDPR right to erasure): a code to the member's address,
// then the deletion with that code, which also ends the session.

export const sendAccountDeletionCode = action(
  { schema: z.object({}), role: "member" },
  async (_input, { viewer }) => {
    await requestAccountDeletion(viewer);
    return `Un code de confirmation a été envoyé à ${viewer.email}.`;
  },
);

/** "Se déconnecter de tous les appareils": every session of the member ends, this one included. */
export const signOutEverywhere = action({ schema: z.object({}), role: "member" }, async () => {
  await endSession({ everywhere: true });
  return "Vous avez été déconnecté de tous les appareils.";
});

export const confirmAccountDeletion = action(
  { schema: z.object({ code: codeSchema }), role: "member" },
  async ({ code }, { viewer }) => {
    await deleteAccount(viewer, code, { ip: await clientIp() });
    await endSession();
    return "Votre compte a été supprimé et vous avez été déconnecté.";
  },
);
