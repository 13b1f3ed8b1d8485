"use server";

import { cookies } from "next/headers";
import { z } from "zod";
import { validatedAction } from "@/lib/actions/validated-action";
import { assertViewer, getViewer } from "@/lib/auth/session";
import { sessionCookieName, useSecureCookies } from "@/lib/auth/session-cookie";
import { SESSION_HINT_COOKIE } from "@/lib/auth/session-hint";
import { deleteAccount, requestAccountDeletion } from "@/lib/members/profile";
import { codeSchema } from "@/lib/members/schemas";

// Account deletion from "Mes données" (GDPR right to erasure): a code to the member's address,
// then the deletion with that code, which also ends the session in this browser.

export const sendAccountDeletionCode = validatedAction(z.object({}), async () => {
  const viewer = assertViewer(await getViewer());
  await requestAccountDeletion(viewer);
  return `Un code de confirmation a été envoyé à ${viewer.email}.`;
});

export const confirmAccountDeletion = validatedAction(z.object({ code: codeSchema }), async ({ code }) => {
  const viewer = assertViewer(await getViewer());
  await deleteAccount(viewer, code);
  await endSession();
  return "Votre compte a été supprimé et vous avez été déconnecté.";
});

/** Removes the session cookie (and the chunks next-auth may split it into) and the hint cookie. */
async function endSession(): Promise<void> {
  const store = await cookies();
  for (const { name } of store.getAll()) {
    if (name === sessionCookieName || name.startsWith(`${sessionCookieName}.`)) {
      store.delete({ name, path: "/", secure: useSecureCookies, httpOnly: true, sameSite: "lax" });
    }
  }
  store.delete({ name: SESSION_HINT_COOKIE, path: "/" });
}
