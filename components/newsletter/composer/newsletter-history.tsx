"use client";

import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableHead, Td, Th, Tr } from "@/components/ui/table";
import { formatDate } from "@/lib/format/dates";
import type { NewsletterSummary } from "@/lib/newsletter/overview";
import { UnverifiedDeliveries } from "./unverified-deliveries";

// The composer's history: each newsletter with its figures, and the « À vérifier » deliveries the
// admin can settle (spec §2, §8).

const statusLabels: Record<NewsletterSummary["status"], string> = {
  queued: "En file d’attente",
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
        <p className="mt-2 text-slate-600">Aucune lettre d’information envoyée pour le moment.</p>
      ) : (
        <Table caption="Lettres d’information envoyées, les plus récentes d’abord" className="mt-3">
          <TableHead>
            <Th>Date</Th>
            <Th>Titre</Th>
            <Th>Statut</Th>
            <Th className="text-right">Destinataires</Th>
            <Th className="text-right">Envoyés</Th>
            <Th className="text-right">Restants</Th>
            <Th className="text-right">Échecs</Th>
            <Th className="text-right">Désinscrits</Th>
            <Th className="text-right">
              <abbr title="Envoi interrompu trop ancien pour être repris sans risque de doublon&nbsp;: à vérifier chez le fournisseur">
                À vérifier
              </abbr>
            </Th>
          </TableHead>
          <TableBody>
            {history.map((item) => (
              <Tr key={item.id}>
                <Td label="Date">{formatDate(item.createdAt)}</Td>
                <Td label="Titre">
                  <span>
                    {item.isDebug && (
                      <Badge tone="warning" className="mr-1">
                        DEBUG
                      </Badge>
                    )}
                    {item.title}
                  </span>
                </Td>
                <Td label="Statut">{statusLabels[item.status]}</Td>
                <Td label="Destinataires" className="sm:text-right">
                  {item.totalRecipients}
                </Td>
                <Td label="Envoyés" className="sm:text-right">
                  {item.sentCount}
                </Td>
                <Td label="Restants" className="sm:text-right">
                  {item.remaining}
                </Td>
                <Td label="Échecs" className="sm:text-right">
                  {item.failedCount}
                </Td>
                <Td label="Désinscrits" className="sm:text-right">
                  {item.skipped}
                </Td>
                <Td label="À vérifier" className="sm:text-right">
                  <UnverifiedDeliveries newsletter={item} onSettled={onSettled} />
                </Td>
              </Tr>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
