import type { Viewer } from "@/lib/auth/viewer";
import { StatusScreen, type StatusAction } from "./status-screen";
import { profilePath } from "@/lib/urls";

// The error screens of the profile pages (spec §2 and §8).

export const profileScreenMessages = {
  missingId: "Aucun ID utilisateur fourni",
  notFoundTitle: "Profil non trouvé",
  notFound: "Utilisateur non trouvé",
  loadError: "Erreur lors du chargement du profil",
  forbiddenTitle: "Accès refusé",
  forbiddenView: "Vous ne pouvez consulter que votre propre profil.",
  forbiddenEdit:
    "Vous ne pouvez modifier que votre propre profil ou vous devez être administrateur.",
} as const;

/** Admins go back to the member directory, members to the home page (spec §2). */
export function backAction(viewer: Pick<Viewer, "isAdmin">): StatusAction {
  return viewer.isAdmin
    ? { href: "/admin/members", label: "Retour à la liste des membres", kind: "back" }
    : { href: "/", label: "Retour à l’accueil", kind: "home" };
}

export function ProfileNotFound({
  viewer,
  message = profileScreenMessages.notFound,
}: {
  viewer: Viewer;
  message?: string;
}) {
  return (
    <StatusScreen
      title={profileScreenMessages.notFoundTitle}
      message={message}
      actions={[backAction(viewer)]}
    />
  );
}

export function ProfileAccessDenied({ viewer, message }: { viewer: Viewer; message: string }) {
  return (
    <StatusScreen
      title={profileScreenMessages.forbiddenTitle}
      message={message}
      actions={[
        { href: profilePath(viewer.id), label: "Retour à mon profil", kind: "back" },
        { href: "/", label: "Retour à l’accueil", kind: "home" },
      ]}
    />
  );
}

/** The screen of a profile lookup that found nothing to show (missing id, unknown, forbidden). */
export function ProfileLookupScreen({
  kind,
  viewer,
  forbiddenMessage,
}: {
  kind: "missing-id" | "not-found" | "forbidden";
  viewer: Viewer;
  forbiddenMessage: string;
}) {
  if (kind === "missing-id")
    return <ProfileNotFound viewer={viewer} message={profileScreenMessages.missingId} />;
  if (kind === "not-found") return <ProfileNotFound viewer={viewer} />;
  return <ProfileAccessDenied viewer={viewer} message={forbiddenMessage} />;
}
