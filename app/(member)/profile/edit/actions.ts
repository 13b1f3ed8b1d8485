"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import { actionError, formDataToObject, type ActionState } from "@/lib/actions/validated-action";
import { assertViewer, getViewer } from "@/lib/auth/session";
import { ConflictError } from "@/lib/errors";
import { confirmEmailChange, updateMemberProfile } from "@/lib/members/profile";
import { codeSchema, profileSchema } from "@/lib/members/schemas";
import { emailSchema } from "@/lib/validation/email";

// Profile edit (spec §2 "Profile edit"): the same zod schema as the form, the session re-read,
// the rights checked by the domain function (owner or administrator; admin flag for admins only).

export type ProfileFormState = ActionState | { status: "email-pending"; email: string; message: string };

const profileUpdateMessages = {
  failure: "Erreur lors de la mise à jour du profil",
  emailCodeSent: (email: string) =>
    `Un code de confirmation a été envoyé à ${email}. Votre adresse changera une fois ce code saisi. Vos autres modifications sont enregistrées.`,
} as const;

const idField = z.string({ error: "Profil non trouvé" }).trim().min(1, "Profil non trouvé").max(100);

/** Saves the profile, then goes back to it; a member's own new e-mail waits for its code. */
export async function saveProfile(_previous: ProfileFormState, formData: FormData): Promise<ProfileFormState> {
  const parsed = profileSchema.extend({ id: idField }).safeParse(formDataToObject(formData));
  if (!parsed.success) return invalid(parsed.error);
  const { id, ...input } = parsed.data;
  let pendingEmail: string | null;
  try {
    const viewer = assertViewer(await getViewer());
    pendingEmail = (await updateMemberProfile(viewer, id, input)).emailChangePendingFor;
  } catch (error) {
    if (error instanceof ConflictError) return { status: "error", error: error.message, fieldErrors: { email: error.message } };
    return actionError(error, profileUpdateMessages.failure);
  }
  if (pendingEmail) return { status: "email-pending", email: pendingEmail, message: profileUpdateMessages.emailCodeSent(pendingEmail) };
  redirect(`/profile?id=${encodeURIComponent(id)}`);
}

/** Applies the member's new e-mail with the code sent to it, then shows the profile. */
export async function confirmNewEmail(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const parsed = z.object({ email: emailSchema, code: codeSchema }).safeParse(formDataToObject(formData));
  if (!parsed.success) return invalid(parsed.error);
  let viewerId: string;
  try {
    const viewer = assertViewer(await getViewer());
    await confirmEmailChange(viewer, parsed.data.email, parsed.data.code);
    viewerId = viewer.id;
  } catch (error) {
    return actionError(error, profileUpdateMessages.failure);
  }
  redirect(`/profile?id=${viewerId}`);
}

function invalid(error: z.ZodError): ActionState {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) fieldErrors[issue.path.join(".")] ??= issue.message;
  return { status: "error", error: error.issues[0]?.message ?? "Formulaire invalide.", fieldErrors };
}
