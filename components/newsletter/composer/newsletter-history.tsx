"use client";

import { useId } from "react";
import { formatDate } from "@/lib/format/dates";
import type { NewsletterSummary } from "@/lib/newsletter/overview";
import { UnverifiedDeliveries } from "./unverified-deliveries";

// The composer's history: each newsletter with its figures, and the « À vérifier » deliveries the
// admin can settle (spec §2, §8).

const statusLabels: Record<NewsletterSummary["status"], string> = {
  queued: "En file d'attente",
  sending: "Envoi en cours",
  sent: "Envoyée",
  failed: "Échec",
};

export function NewsletterHistory({
  history,
  onSettled,
}: {
  history: NewsletterSummary[];
  onSettled: (message: string) => Promise<void>;
}) {
  const headingId = `${useId().replace(/:/g, "")}-historique`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        Historique
      </h2>
      {history.length === 0 ? (
        <p className="mt-2 text-slate-600">Aucune newsletter envoyée pour le moment.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th className="py-2 pr-3">Date</th>
                <th className="py-2 pr-3">Titre</th>
                <th className="py-2 pr-3">Statut</th>
                <th className="py-2 pr-3 text-right">Destinataires</th>
                <th className="py-2 pr-3 text-right">Envoyés</th>
                <th className="py-2 pr-3 text-right">Restants</th>
                <th className="py-2 pr-3 text-right">Échecs</th>
                <th className="py-2 pr-3 text-right">Désinscrits</th>
                <th className="py-2 text-right">
                  <abbr title="Envoi interrompu trop ancien pour être repris sans risque de doublon : à vérifier chez le fournisseur">
                    À vérifier
                  </abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              {history.map((item) => (
                <tr key={item.id} className="border-b border-slate-100">
                  <td className="py-2 pr-3">{formatDate(item.createdAt)}</td>
                  <td className="py-2 pr-3">
                    {item.isDebug && (
                      <span className="mr-1 rounded bg-amber-100 px-1 text-xs font-semibold text-amber-900">
                        DEBUG
                      </span>
                    )}
                    {item.title}
                  </td>
                  <td className="py-2 pr-3">{statusLabels[item.status]}</td>
                  <td className="py-2 pr-3 text-right">{item.totalRecipients}</td>
                  <td className="py-2 pr-3 text-right">{item.sentCount}</td>
                  <td className="py-2 pr-3 text-right">{item.remaining}</td>
                  <td className="py-2 pr-3 text-right">{item.failedCount}</td>
                  <td className="py-2 pr-3 text-right">{item.skipped}</td>
                  <td className="py-2 text-right">
                    <UnverifiedDeliveries newsletter={item} onSettled={onSettled} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
