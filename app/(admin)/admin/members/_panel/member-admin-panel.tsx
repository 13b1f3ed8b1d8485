import { randomUUID } from "node:crypto";
import { requireAdmin } from "@/lib/auth/access";
import Link from "next/link";
import { Section } from "@/components/members/profile-details";
import { ReceiptLink } from "@/components/payments/receipt-link";
import { auditActionLabel } from "@/lib/audit/labels";
import type { User } from "@/lib/db/schema";
import { formatDate, formatDateTime, PROFILE_YEAR_RANGE } from "@/lib/format/dates";
import { formatEuros } from "@/lib/format/numbers";
import { memberAdminView } from "@/lib/members/admin";
import {
  lastDayCovered,
  memberStateText,
  membershipStateLabels,
  paymentMethodLabels,
  paymentStatusLabel,
  renewalText,
  subscriptionStatusLabel,
} from "@/lib/membership/labels";
import { listTiers } from "@/lib/membership/tiers";
import { hasReceipt } from "@/lib/payments/receipts";
import { EraseMember } from "./erase-member";
import { ImportedValidityForm } from "./imported-validity-form";
import { MemberAccessForm } from "./member-access-form";
import { OfflinePaymentActions } from "./offline-payment-actions";
import { OfflinePaymentForm } from "./offline-payment-form";
import { MemberEmails } from "./member-emails";
import { SubscriptionControl } from "./subscription-control";
import { Table, TableBody, TableHead, Td, Th, Tr } from "@/components/ui/table";

const parisDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
function isoDay(date: Date | null): string {
  return date ? parisDay.format(date) : "";
}
/** The renewal as staff say it (the member's panel has its own words). */
function staffSubscriptionText(status: string): string {
  if (status === "active") return "Prélèvement automatique actif";
  if (status === "trialing")
    return "Carte enregistrée, prélevée à la fin de la première année offerte";
  return `Prélèvement automatique\u00a0: ${subscriptionStatusLabel(status).toLowerCase()}`;
}

function euros(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
}

/** What only an administrator sees on a member's profile: subscription, payments, journal, and the staff actions. */
export async function MemberAdminPanel({ user, viewerId }: { user: User; viewerId: string }) {
  const admin = await requireAdmin();
  const [view, tiers] = await Promise.all([memberAdminView(admin, user.id), listTiers()]);
  const { subscription } = view;
  // A renewal's charge for a period already paid apart (a race with the provider): to refund.
  const doubleCharges = view.payments.filter(
    (payment) => payment.alreadyPaidUntil && payment.refundedCents < payment.amountCents,
  );
  const today = view.paymentToday;
  const paymentPreview = `Un paiement enregistré aujourd’hui couvre du ${formatDate(today.from, PROFILE_YEAR_RANGE)} au ${formatDate(lastDayCovered(today.until), PROFILE_YEAR_RANGE)}${
    today.nextChargeAt
      ? `\u00a0; le prochain prélèvement passera au ${formatDate(today.nextChargeAt, PROFILE_YEAR_RANGE)}.`
      : "."
  }`;
  return (
    // grid-cols-1 is minmax(0, 1fr): the wide payments table scrolls in its box instead of widening the page on a phone.
    <div className="mt-6 grid grid-cols-1 gap-6">
      <Section id="admin-abonnement" title="Prélèvement et paiements">
        <p className="font-semibold text-slate-900" data-testid="admin-membership-state">
          {memberStateText(view.state.state, view.state.date, {
            lastFailed: view.state.label !== membershipStateLabels[view.state.state],
          })}
        </p>
        <p className="mb-2 font-semibold text-slate-900" data-testid="admin-membership-renewal">
          Renouvellement automatique&nbsp;: {renewalText(view.renewal)}
        </p>
        {doubleCharges.length > 0 && (
          <p role="alert" className="mb-2 rounded-md bg-red-50 p-3 font-semibold text-red-800">
            {doubleCharges.length === 1
              ? "Un prélèvement a payé une période déjà payée autrement"
              : `${doubleCharges.length} prélèvements ont payé une période déjà payée autrement`}{" "}
            : à rembourser (voir l’historique ci-dessous).
          </p>
        )}
        {subscription ? (
          <>
            <p className="text-slate-800">
              {staffSubscriptionText(subscription.status)} – période en cours du{" "}
              {formatDate(subscription.currentPeriodStart, PROFILE_YEAR_RANGE)} au{" "}
              {formatDate(subscription.currentPeriodEnd, PROFILE_YEAR_RANGE)}
              {subscription.cancelAtPeriodEnd ? "\u00a0; arrêt prévu à la fin de la période" : ""}.
            </p>
            {(subscription.status === "active" || subscription.status === "trialing") && (
              <SubscriptionControl
                userId={user.id}
                memberName={`${user.firstname} ${user.lastname}`.trim() || user.email}
                periodEnd={formatDate(subscription.currentPeriodEnd, PROFILE_YEAR_RANGE)}
                isStopping={subscription.cancelAtPeriodEnd}
              />
            )}
          </>
        ) : (
          <p className="text-slate-700">
            Pas de prélèvement automatique (aucune carte enregistrée).
          </p>
        )}
        <h3 className="mt-6 text-lg font-semibold text-brand-900">Historique des paiements</h3>
        {view.payments.length === 0 ? (
          <p className="mt-2 text-slate-700">Aucun paiement.</p>
        ) : (
          <Table
            caption="Paiements du membre, les plus récents d’abord"
            minWidth="sm:min-w-[50rem]"
            className="mt-2"
          >
            <TableHead>
              <Th>Date</Th>
              <Th>Montant</Th>
              <Th>Moyen</Th>
              <Th>Statut</Th>
              <Th>Référence</Th>
              <Th>Reçu</Th>
              <Th>Gestion</Th>
            </TableHead>
            <TableBody>
              {view.payments.map((payment) => (
                <Tr key={payment.id}>
                  <Td label="Date">
                    {formatDate(payment.paidAt ?? payment.createdAt, PROFILE_YEAR_RANGE)}
                  </Td>
                  <Td label="Montant">
                    {formatEuros(payment.amountCents)}
                    {payment.refundedCents > 0 && (
                      <span className="block text-xs text-slate-600">
                        remboursé {formatEuros(payment.refundedCents)}
                      </span>
                    )}
                  </Td>
                  <Td label="Moyen">{paymentMethodLabels[payment.method]}</Td>
                  <Td label="Statut">
                    {payment.canceledAt ? (
                      <span className="text-red-800">Annulé ({payment.cancelReason})</span>
                    ) : (
                      paymentStatusLabel(payment.status)
                    )}
                    {payment.alreadyPaidUntil && (
                      <span className="block text-xs font-semibold text-red-800">
                        Période déjà payée jusqu’au{" "}
                        {formatDate(lastDayCovered(payment.alreadyPaidUntil), PROFILE_YEAR_RANGE)}
                        &nbsp;: à rembourser
                      </span>
                    )}
                    {payment.recordedByName && (
                      <span className="block text-xs text-slate-600">
                        saisi par {payment.recordedByName}
                      </span>
                    )}
                  </Td>
                  <Td label="Référence">{payment.reference ?? "—"}</Td>
                  <Td label="Reçu">
                    {hasReceipt(payment) ? (
                      <ReceiptLink
                        paymentId={payment.id}
                        paidOn={formatDate(payment.paidAt ?? payment.createdAt, PROFILE_YEAR_RANGE)}
                      />
                    ) : (
                      "—"
                    )}
                  </Td>
                  <Td label="Gestion">
                    {payment.provider === "offline" &&
                    !payment.canceledAt &&
                    (payment.method === "cheque" || payment.method === "transfer") ? (
                      <OfflinePaymentActions
                        payment={{
                          id: payment.id,
                          amount: euros(payment.amountCents),
                          paidOn: isoDay(payment.paidAt),
                          method: payment.method,
                          reference: payment.reference ?? "",
                        }}
                      />
                    ) : (
                      "—"
                    )}
                  </Td>
                </Tr>
              ))}
            </TableBody>
          </Table>
        )}
        <h3 className="mt-6 text-lg font-semibold text-brand-900">
          Enregistrer un paiement par chèque ou virement
        </h3>
        <p className="mt-2 text-slate-800" data-testid="offline-payment-preview">
          {paymentPreview}
        </p>
        <div className="mt-2">
          <OfflinePaymentForm userId={user.id} today={isoDay(new Date())} firstKey={randomUUID()} />
        </div>
      </Section>

      <Section id="admin-droits" title="Type d’adhésion et droits (administration)">
        <MemberAccessForm
          userId={user.id}
          tierId={user.tierId}
          isAdmin={user.isAdmin}
          tiers={tiers}
        />
        {/* Always there: after a removal it says so, where the form was. */}
        <ImportedValidityForm
          userId={user.id}
          paidUntil={
            user.importedPaidUntil
              ? {
                  day: isoDay(lastDayCovered(user.importedPaidUntil)),
                  label: formatDate(lastDayCovered(user.importedPaidUntil), PROFILE_YEAR_RANGE),
                }
              : null
          }
        />
      </Section>

      <MemberEmails userId={user.id} />

      <Section id="admin-journal" title="Journal du membre">
        {view.journal.length === 0 ? (
          <p className="text-slate-700">Aucune entrée.</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {view.journal.map((entry) => (
              <li key={entry.id}>
                <span className="text-slate-600">{formatDateTime(entry.createdAt)}</span> —{" "}
                <strong>{auditActionLabel(entry.action)}</strong> par{" "}
                {entry.actor?.name ?? "le site"}&nbsp;: {entry.summary}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3">
          <Link
            prefetch={false}
            href={`/admin/journal?membre=${encodeURIComponent(user.id)}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            Tout le journal de ce membre ({view.journalTotal})
          </Link>
        </p>
      </Section>

      {user.id !== viewerId && (
        <Section id="admin-effacement" title="Effacer ce membre">
          <EraseMember userId={user.id} email={user.email} />
        </Section>
      )}
    </div>
  );
}
