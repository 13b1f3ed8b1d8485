import { formatDate, formatDateTime } from "@/lib/format/dates";
import { formatEuros } from "@/lib/format/numbers";
import { escapeHtml } from "@/lib/format/html";
import { paymentStatusLabel, subscriptionStatusLabel } from "@/lib/membership/labels";
import { professionalFlagLabels, type ProfessionalFlag } from "./labels";

// The member's data export (exportMemberData in ./gdpr.ts) as a page a person reads or prints,
// beside the JSON download: the same facts, with French labels and dates. Plain data in, one
// HTML document out (every value escaped).

export type MemberDataExport = {
  exportedAt: string;
  profile: {
    email: string;
    firstname: string;
    lastname: string;
    hospital: string | null;
    address: string | null;
    subscription: string | null;
    newsletter: boolean;
    infopro: Partial<Record<string, boolean>> | null;
    createdAt: string;
  };
  payments: { amount: number; status: string; createdAt: string }[];
  subscriptions: {
    tier: string | null;
    status: string;
    currentPeriodStart: string;
    currentPeriodEnd: string;
    cancelAtPeriodEnd: boolean;
  }[];
  contactMessages: { subject: string; message: string; createdAt: string }[];
  newsletterSubscription: { status: string; createdAt: string }[];
};

function table(caption: string, headers: string[], rows: string[][], empty: string): string {
  if (rows.length === 0) return `<h2>${escapeHtml(caption)}</h2><p>${escapeHtml(empty)}</p>`;
  const head = headers.map((header) => `<th scope="col">${escapeHtml(header)}</th>`).join("");
  const body = rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join("")}</tr>`)
    .join("");
  return `<h2>${escapeHtml(caption)}</h2><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

export function memberDataHtml(data: MemberDataExport): string {
  const { profile } = data;
  const flags = Object.entries(profile.infopro ?? {})
    .filter(([, on]) => on)
    .map(([flag]) => professionalFlagLabels[flag as ProfessionalFlag] ?? flag); // why: a stored flag the labels no longer know is shown as it is
  const facts: [string, string][] = [
    ["Prénom", profile.firstname],
    ["Nom", profile.lastname],
    ["Adresse e-mail", profile.email],
    ["Hôpital", profile.hospital ?? ""],
    ["Adresse", profile.address ?? ""],
    ["Type d’adhésion", profile.subscription ?? ""],
    ["Lettre d’information", profile.newsletter ? "Oui" : "Non"],
    ["Informations professionnelles", flags.join(", ") || "Aucune"],
    ["Compte créé le", formatDateTime(profile.createdAt)],
  ];
  const profileList = facts
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value || "–")}</dd>`)
    .join("");
  const style =
    "body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1f2937;line-height:1.5}" +
    "h1{color:#1e3a8a}h2{margin-top:2rem;color:#1e3a8a}dt{font-weight:600}dd{margin:0 0 .5rem}" +
    "table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #cbd5e1;padding:.35rem .5rem;text-align:left;vertical-align:top}";
  return [
    `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta name="robots" content="noindex">`,
    `<title>Mes données SRH</title><style>${style}</style></head><body>`,
    `<h1>Mes données au SRH</h1>`,
    `<p>Copie des données que le SRH conserve sur vous, établie le ${escapeHtml(formatDateTime(data.exportedAt))}.</p>`,
    `<h2>Profil</h2><dl>${profileList}</dl>`,
    table(
      "Paiements",
      ["Date", "Montant", "Statut"],
      data.payments.map((payment) => [
        formatDateTime(payment.createdAt),
        formatEuros(Math.round(payment.amount * 100)),
        paymentStatusLabel(payment.status),
      ]),
      "Aucun paiement.",
    ),
    table(
      "Abonnements",
      ["Type d’adhésion", "Statut", "Période", "Renouvellement"],
      data.subscriptions.map((subscription) => [
        subscription.tier ?? "",
        subscriptionStatusLabel(subscription.status),
        `du ${formatDate(subscription.currentPeriodStart)} au ${formatDate(subscription.currentPeriodEnd)}`,
        subscription.cancelAtPeriodEnd ? "Arrêté à la fin de la période" : "Automatique",
      ]),
      "Aucun abonnement.",
    ),
    table(
      "Messages envoyés par le formulaire de contact",
      ["Date", "Sujet", "Message"],
      data.contactMessages.map((message) => [
        formatDateTime(message.createdAt),
        message.subject,
        message.message,
      ]),
      "Aucun message.",
    ),
    table(
      "Inscription à la lettre d’information (hors compte)",
      ["Date", "Statut"],
      data.newsletterSubscription.map((row) => [formatDateTime(row.createdAt), row.status]),
      "Aucune inscription.",
    ),
    `</body></html>`,
  ].join("");
}
