// French words for the journal (/admin/journal), one per action the site records:
// `recordAudit` takes an `AuditAction`, and the labels are a `Record<AuditAction, string>`, so an
// action without its label does not compile. The journal never shows a raw code.

export const AUDIT_ACTIONS = [
  "account.delete",
  "member.erase",
  "member.view",
  "member.update",
  "members.export",
  "members.import",
  "profile.update",
  "profile.email-change",
  "payment.record",
  "payment.correct",
  "payment.cancel",
  "publication.create",
  "publication.update",
  "publication.delete",
  "link.create",
  "link.update",
  "link.delete",
  "faq.create",
  "faq.update",
  "faq.delete",
  "file.upload",
  "file.delete",
  "newsletter.queue",
  "newsletter.draft-save",
  "newsletter.draft-delete",
  "newsletter.unverified-sent",
  "newsletter.unverified-resend",
  "member.newsletter-unsubscribe",
  "attestation.issue",
  "attestation.download",
  "receipt.download",
  "retention.purge",
  "email.resend",
  "email.mark-sent",
  "union.board-update",
  "union.delegates-update",
  "union.identity-update",
  "attestation.correct",
  "attestation.cancel",
  "subscription.cancel",
  "subscription.reactivate",
  "payment.request",
  "retention.anonymize",
  "membership.grant",
  "subscription.tier",
  "webhook.missing",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  "account.delete": "Compte supprimé par le membre",
  "member.erase": "Membre effacé par un administrateur",
  "member.view": "Profil consulté",
  "member.update": "Type d’adhésion ou droits modifiés",
  "members.export": "Export des membres",
  "members.import": "Import de membres",
  "profile.update": "Profil modifié",
  "profile.email-change": "Adresse e-mail changée",
  "payment.record": "Paiement enregistré",
  "payment.correct": "Paiement corrigé",
  "payment.cancel": "Paiement annulé",
  "publication.create": "Publication créée",
  "publication.update": "Publication modifiée",
  "publication.delete": "Publication supprimée",
  "link.create": "Lien créé",
  "link.update": "Lien modifié",
  "link.delete": "Lien supprimé",
  "faq.create": "Question créée",
  "faq.update": "Question modifiée",
  "faq.delete": "Question supprimée",
  "file.upload": "Fichier déposé",
  "file.delete": "Fichier supprimé",
  "newsletter.queue": "Lettre d’information envoyée",
  "newsletter.draft-save": "Brouillon de lettre d’information enregistré",
  "newsletter.draft-delete": "Brouillon de lettre d’information supprimé",
  "newsletter.unverified-sent": "Envois à vérifier confirmés envoyés",
  "newsletter.unverified-resend": "Envois à vérifier remis en file",
  "member.newsletter-unsubscribe": "Désinscription de la lettre d’information",
  "attestation.issue": "Attestation émise",
  "attestation.download": "Attestation téléchargée par un administrateur",
  "receipt.download": "Reçu de paiement téléchargé par un administrateur",
  "retention.purge": "Purge de conservation",
  "email.resend": "E-mail renvoyé",
  "email.mark-sent": "E-mail confirmé envoyé",
  "union.board-update": "Bureau modifié",
  "union.delegates-update": "Délégués régionaux modifiés",
  "union.identity-update": "Identité du syndicat modifiée",
  "attestation.correct": "Attestation corrigée (nouvelle version)",
  "attestation.cancel": "Attestation annulée",
  "subscription.cancel": "Prélèvement automatique résilié",
  "subscription.reactivate": "Prélèvement automatique réactivé",
  "payment.request": "Paiement préparé par un administrateur",
  "retention.anonymize": "Ancien membre anonymisé (durée de conservation)",
  "membership.grant": "Adhésion offerte par un administrateur (tarif à 0 €)",
  "subscription.tier": "Type d’adhésion du prochain prélèvement changé",
  "webhook.missing": "Événement du prestataire sur un objet disparu (acquitté)",
};

/** Shown for a row whose action this version no longer knows (an older or newer code). */
export const UNKNOWN_AUDIT_ACTION_LABEL = "Autre action";

export function isAuditAction(action: string): action is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(action);
}

export function auditActionLabel(action: string): string {
  return isAuditAction(action) ? auditActionLabels[action] : UNKNOWN_AUDIT_ACTION_LABEL;
}
