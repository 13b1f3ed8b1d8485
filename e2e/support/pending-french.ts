// French slips in text owned by two folders another helper was splitting when the scan landed
// (app/(member)/profile/_membership/** and app/(admin)/admin/members/_panel/**): the member's
// payment tab and the staff's view of a member (/profile, /profile?id=…). Each entry is the text
// up to the slip's end, or a pattern of it, as findTypographyIssues writes it (« ␣ » is an
// ordinary space where a no-break one belongs). Fix the string in `file`, then delete its entry:
// the scan prints each one it still meets (« French typography pending in … »), and
// FRENCH_SCAN_STRICT=1 makes them fail like any other slip.

export const PENDING_ELSEWHERE: { file: string; slip: string | RegExp }[] = [
  // Text put together around data: the journal's « … par <name> : <summary> » and the preview of a
  // payment recorded today (« couvre du … au …␣; le prochain prélèvement… »).
  { file: "app/(admin)/admin/members/_panel/member-admin-panel.tsx", slip: /par [^␣]{1,60}␣:$/ },
  {
    file: "app/(admin)/admin/members/_panel/member-admin-panel.tsx",
    slip: /au \d\d\/\d\d\/\d{4}␣;$/,
  },
  { file: "app/(member)/profile/_membership/actions.ts", slip: "jusqu'a" },
  { file: "app/(member)/profile/_membership/actions.ts", slip: "utomatique est résilié␣:" },
  { file: "app/(member)/profile/_membership/actions.ts", slip: "atique est résilié␣: l'a" },
  { file: "app/(member)/profile/_membership/actions.ts", slip: "Formule changée␣:" },
  { file: "app/(member)/profile/_membership/actions.ts", slip: "Erreur lors de l'e" },
  {
    file: "app/(member)/profile/_membership/membership-panel.tsx",
    slip: "u prochain prélèvement␣:",
  },
  { file: "app/(member)/profile/_membership/membership-panel.tsx", slip: "Rien n'e" },
  {
    file: "app/(member)/profile/_membership/membership-panel.tsx",
    slip: "rélèvement automatique␣:",
  },
  { file: "app/(member)/profile/_membership/membership-panel.tsx", slip: ", puis chaque année␣;" },
  {
    file: "app/(member)/profile/_membership/membership-panel.tsx",
    slip: /(en exercice|retraité|[Ii]nterne|adhésion)\)␣:$/,
  },
  { file: "app/(member)/profile/_membership/membership-panel.tsx", slip: "Paiement accepté␣:" },
  {
    file: "app/(member)/profile/_membership/membership-panel.tsx",
    slip: "iement accepté␣: merci␣!",
  },
  {
    file: "app/(member)/profile/_membership/membership-panel.tsx",
    slip: " été envoyé par e-mail␣;",
  },
  {
    file: "app/(member)/profile/_membership/membership-panel.tsx",
    slip: "élécharge aussi dans l'h",
  },
  {
    file: "app/(member)/profile/_membership/membership-panel.tsx",
    slip: "sera envoyé par e-mail␣;",
  },
  {
    file: "app/(member)/profile/_membership/membership-panel.tsx",
    slip: "tez à jour votre carte␣:",
  },
  {
    file: "app/(member)/profile/_membership/membership-panel.tsx",
    slip: "otre adhésion a expiré␣:",
  },
  { file: "app/(member)/profile/_membership/membership-panel.tsx", slip: "État de l'a" },
  {
    file: "app/(member)/profile/_membership/membership-panel.tsx",
    slip: "un nouveau prélèvement␣:",
  },
  { file: "app/(admin)/admin/members/_panel/member-admin-panel.tsx", slip: "Type d'a" },
  { file: "app/(member)/profile/_membership/membership-panel.tsx", slip: "Fin de l'a" },
  {
    file: "app/(member)/profile/_membership/membership-panel.tsx",
    slip: /(en exercice|retraité|[Ii]nterne|adhésion)\)␣;$/,
  },
  { file: "app/(member)/profile/_membership/membership-panel.tsx", slip: ")␣; l'a" },
  {
    file: "app/(member)/profile/_membership/membership-panel.tsx",
    slip: ")␣; l'année en cours n'e",
  },
  { file: "app/(member)/profile/_membership/membership-panel.tsx", slip: "Renouveler l'a" },
  { file: "app/(member)/profile/_membership/membership-panel.tsx", slip: "Payer l'a" },
  { file: "app/(member)/profile/_membership/membership-panel.tsx", slip: "(remboursé␣:" },
  {
    file: "app/(admin)/admin/members/_panel/subscription-control.tsx",
    slip: "rélèvement automatique␣?",
  },
  {
    file: "app/(member)/profile/_membership/membership-panel.tsx",
    slip: " restera valable jusqu'a",
  },
  { file: "app/(member)/profile/_membership/membership-panel.tsx", slip: ", puis prendra fin␣:" },
  {
    file: "app/(member)/profile/_membership/membership-panel.tsx",
    slip: "tiver le prélèvement d'i",
  },
  {
    file: "app/(member)/profile/_membership/membership-panel.tsx",
    slip: "de la période en cours␣;",
  },
  {
    file: "app/(member)/profile/_membership/membership-panel.tsx",
    slip: "on reste valable jusqu'à",
  },
  { file: "app/(admin)/admin/members/_panel/forms.tsx", slip: "Validité reprise de l'a" },
  { file: "app/(admin)/admin/members/_panel/forms.tsx", slip: "L'i" },
  { file: "app/(admin)/admin/members/_panel/forms.tsx", slip: " adhésion valide jusqu'a" },
  { file: "app/(admin)/admin/members/_panel/forms.tsx", slip: "ns paiement enregistré␣:" },
  { file: "app/(admin)/admin/members/_panel/forms.tsx", slip: "(colonne «␣" },
  { file: "app/(admin)/admin/members/_panel/forms.tsx", slip: "olonne «␣Payé jusqu'au␣»" },
  { file: "app/(admin)/admin/members/_panel/forms.tsx", slip: "(colonne «␣Payé jusqu'a" },
  { file: "app/(admin)/admin/members/_panel/forms.tsx", slip: "Valide jusqu'a" },
  { file: "app/(admin)/admin/members/_panel/forms.tsx", slip: "Retirer cette validité␣?" },
  { file: "app/(admin)/admin/members/_panel/forms.tsx", slip: "Raison de l'a" },
  { file: "app/(admin)/admin/members/_panel/forms.tsx", slip: "À la demande du membre␣:" },
  { file: "app/(admin)/admin/members/_panel/forms.tsx", slip: "nt et sa carte retirée␣;" },
  { file: "app/(admin)/admin/members/_panel/forms.tsx", slip: "Saisissez l'a" },
  { file: "app/(admin)/admin/members/_panel/forms.tsx", slip: "Effacer ce membre␣?" },
  { file: "app/(admin)/admin/members/_panel/forms.tsx", slip: "té et sa carte retirée␣;" },
  {
    file: "app/(admin)/admin/members/_panel/member-admin-panel.tsx",
    slip: "ent enregistré aujourd'h",
  },
  {
    file: "app/(admin)/admin/members/_panel/member-admin-panel.tsx",
    slip: "uvellement automatique␣:",
  },
  {
    file: "app/(admin)/admin/members/_panel/member-admin-panel.tsx",
    slip: ": à rembourser (voir l'h",
  },
  {
    file: "app/(admin)/admin/members/_panel/member-admin-panel.tsx",
    slip: "re, les plus récents d'a",
  },
  {
    file: "app/(admin)/admin/members/_panel/member-admin-panel.tsx",
    slip: "riode déjà payée jusqu'a",
  },
];
