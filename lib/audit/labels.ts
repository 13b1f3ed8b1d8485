// French words for the journal (/admin/journal). An action without a label shows its code.
export const auditActionLabels: Record<string, string> = {
  "account.delete": "Compte supprimé par le membre",
  "member.erase": "Membre effacé par un administrateur",
  "member.view": "Profil consulté",
  "member.update": "Type d'adhésion ou droits modifiés",
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
  "newsletter.queue": "Newsletter envoyée",
  "newsletter.unverified-sent": "Envois à vérifier confirmés envoyés",
  "newsletter.unverified-resend": "Envois à vérifier remis en file",
  "member.newsletter-unsubscribe": "Désinscription de la newsletter",
  "attestation.issue": "Attestation émise",
  "attestation.download": "Attestation téléchargée par un administrateur",
  "retention.purge": "Purge de conservation",
  "email.resend": "E-mail renvoyé",
  "email.mark-sent": "E-mail confirmé envoyé",
};

export function auditActionLabel(action: string): string {
  return auditActionLabels[action] ?? action;
}
