import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Viewer } from "@/lib/auth/viewer";
import { getDb } from "@/lib/db";
import { users, type User } from "@/lib/db/schema";
import { ForbiddenError, NotFoundError } from "@/lib/errors";
import { isUuid } from "@/lib/validation/ids";

// Whose account a call is about: the caller, or the member named by an administrator; the
// account's messages.

export const accountMessages = {
  forbidden: "Accès refusé\u00a0: vous ne pouvez gérer que votre propre adhésion.",
  notFound: "Utilisateur non trouvé",
  noSubscription: "Abonnement introuvable.",
  alreadyActive:
    "Vous avez déjà une adhésion active. Aucun paiement supplémentaire n’est nécessaire.",
  alreadyRecurring: "Un prélèvement automatique est déjà en place pour cette adhésion.",
  amountMismatch: "Le montant ne correspond pas au type d’adhésion.",
  nothingToPay: "Aucun paiement n’est dû pour ce type d’adhésion.",
  noTier: "Veuillez sélectionner un type d’adhésion.",
  freeTierNotRecurring:
    "La «\u00a0Première adhésion\u00a0» (0 €) est attribuée par un administrateur\u00a0: choisissez un type d’adhésion payant.",
  freeTierAdminOnly:
    "Seul un administrateur peut attribuer la «\u00a0Première adhésion\u00a0» (0 €).",
  pastDuePayOnce:
    "Le renouvellement est en attente de paiement\u00a0: mettez à jour votre carte, la cotisation due sera prélevée aussitôt.",
  cardUpdateOnly: "Ce paiement ne concerne pas votre adhésion.",
} as const;

/** The member a call is about: the caller, or the member named by an administrator. */
export async function resolveMember(
  viewer: Viewer,
  email?: string | null,
  userId?: string | null,
): Promise<User> {
  const db = getDb();
  if (userId && userId !== viewer.id && !viewer.isAdmin)
    throw new ForbiddenError(accountMessages.forbidden);
  if (
    !userId &&
    email &&
    email.trim().toLowerCase() !== viewer.email.toLowerCase() &&
    !viewer.isAdmin
  )
    throw new ForbiddenError(accountMessages.forbidden);
  // Not an id at all: nobody has it (and it must not reach the uuid column, which would throw).
  if (userId && !isUuid(userId)) throw new NotFoundError(accountMessages.notFound);
  const where = userId
    ? eq(users.id, userId)
    : email
      ? sql`lower(${users.email}) = ${email.trim().toLowerCase()}`
      : eq(users.id, viewer.id);
  const [user] = await db.select().from(users).where(where);
  if (!user || user.anonymizedAt) throw new NotFoundError(accountMessages.notFound);
  return user;
}
