"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { CardStep } from "@/components/payments/card-step";
import { ReceiptLink } from "@/components/payments/receipt-link";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { FormMessage } from "@/components/ui/field";
import { Table, TableBody, TableHead, Td, Th, Tr } from "@/components/ui/table";
import { formatDate, PROFILE_YEAR_RANGE } from "@/lib/format/dates";
import { formatEuros } from "@/lib/format/numbers";
import type { ActionState } from "@/lib/actions/state";
import { paymentStatusLabel } from "@/lib/membership/labels";
import type { TierChoice } from "@/lib/payments/account-schema";
import {
  cancelSubscription,
  changeTier,
  confirmSimulatedCard,
  finishCardUpdateAction,
  reactivateSubscription,
  startCardUpdate,
  startOneTimePayment,
  startRecurring,
  type CardIntent,
} from "./actions";
import { TierChoiceForm, type PanelTier } from "./tier-choice-form";

export type MembershipPanelData = {
  userId: string;
  provider: "stripe" | "simulated";
  publishableKey: string | null;
  state: {
    state: string;
    label: string;
    detail: string | null;
    /** "Adhésion valide jusqu'au 11/05/2027": the validity, its last day covered. */
    text: string;
    needsRenewal: boolean;
  };
  /** The automatic renewal, apart from the validity. */
  renewal: {
    kind: "automatic" | "stopped" | "failed" | "none";
    label: string;
    date: string | null;
  };
  /** Where a running renewal's next charge goes if a year is paid apart now. */
  chargeAfterPaymentApart: string | null;
  tier: { id: string; title: string; priceCents: number } | null;
  subscription: {
    status: string;
    cancelAtPeriodEnd: boolean;
    nextChargeAt: string | null;
    currentPeriodEnd: string;
    live: boolean;
  } | null;
  card: { brand: string; last4: string } | null;
  /** What the automatic renewal charges next (null: nothing will be charged). */
  nextCharge: { at: string; amountCents: number; tierTitle: string } | null;
  /** A declined renewal: what is due, the next retry, the end of the membership if unpaid. */
  pastDue: { amountCents: number; retryAt: string | null; accessEndsAt: string } | null;
  /** "Payer l'année une fois": offered or not, and the year it buys (first and last day). */
  oneTime: { allowed: boolean; from: string; to: string };
  /** The end of what is paid or offered now. */
  validUntil: string | null;
  history: {
    id: string;
    date: string;
    amountCents: number;
    status: string;
    refundedCents: number;
    /** Paid: its receipt can be downloaded (GET /profile/recu). */
    hasReceipt: boolean;
  }[];
  tiers: { id: string; title: string; priceCents: number }[];
};

/** The card-changed e-mail is queued when the provider confirms the card (lib/email/notices.ts). */
const cardConfirmation = "Une confirmation est envoyée par e-mail.";

type CardFlow = {
  intent: CardIntent;
  kind: "setup" | "payment";
  title: string;
  /** What the card does, amount, tier and period: said again beside the button that does it. */
  summary: string;
  submitLabel: string;
};

/**
 * "Mon adhésion" (spec §2 payment tab, issues #9 and #17): the membership, its card, the money
 * actions and the payments with their receipts. The same panel on the profile (/profile, where
 * it sits under the page's "Mon adhésion" heading: `nested`) and in the edit page's payment tab.
 */
export function MembershipPanel({
  data,
  nested = false,
}: {
  data: MembershipPanelData;
  nested?: boolean;
}) {
  const Heading = nested ? "h3" : "h2";
  const router = useRouter();
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [flow, setFlow] = useState<CardFlow | null>(null);
  // The renewal's tier: a paying tier, the member's own, else the first (the 0 € tier is not paid for).
  const renewalTierId =
    data.tiers.find((tier) => tier.id === data.tier?.id)?.id ?? data.tiers[0]?.id ?? "";
  const sub = data.subscription;
  const { nextCharge } = data;
  const live = sub?.live === true;
  const day = (iso: string) => formatDate(iso, PROFILE_YEAR_RANGE);
  const coverage = `du ${day(data.oneTime.from)} au ${day(data.oneTime.to)}`;
  // A renewal that was stopped restarts at the end of what runs now (or today).
  const endsOn = sub?.currentPeriodEnd ?? data.validUntil;
  const tierPrice = data.tier ? `${formatEuros(data.tier.priceCents)} (${data.tier.title})` : "";
  // Each money action's sentence (amount, tier, period, consequence), written once: beside its
  // first button and again beside the card step's.
  const cardUpdateSummary = data.pastDue
    ? `La nouvelle carte paie aussitôt la cotisation due (${formatEuros(data.pastDue.amountCents)}).`
    : data.nextCharge
      ? `Elle servira au prochain prélèvement : ${formatEuros(data.nextCharge.amountCents)} (${data.nextCharge.tierTitle}) le ${day(data.nextCharge.at)}.`
      : "Rien n'est prélevé maintenant.";
  const recurringSummary = (chosen: PanelTier) =>
    `Prélèvement automatique : ${formatEuros(chosen.priceCents)} (${chosen.title}), premier prélèvement le ${day(data.oneTime.from)}, puis chaque année ; résiliable à tout moment.`;
  const oneTimeSummary = (chosen: PanelTier) =>
    `Paiement unique de ${formatEuros(chosen.priceCents)} (${chosen.title}) : cette cotisation couvre ${coverage}. ${
      data.chargeAfterPaymentApart
        ? `Si vous réactivez le prélèvement automatique, le prochain prélèvement passera au ${day(data.chargeAfterPaymentApart)}.`
        : "Aucun prélèvement automatique ensuite."
    }`;

  function run<T>(
    task: () => Promise<ActionState<T>>,
    onOk: (result: { message: string | null; data: T }) => void,
  ) {
    setError(null);
    setNotice(null);
    start(async () => {
      try {
        const result = await task();
        if (!result.ok) return setError(result.error);
        onOk(result);
      } catch {
        setError("Erreur inconnue");
      }
    });
  }

  const done = (message: string | null) => {
    setFlow(null);
    setNotice(message);
    router.refresh();
  };

  async function simulatedCard(cardNumber: string): Promise<string | null> {
    if (!flow) return null;
    const result = await confirmSimulatedCard(null, {
      userId: data.userId,
      intentId: flow.intent.setupIntentId ?? flow.intent.paymentIntentId ?? "",
      clientSecret: flow.intent.clientSecret,
      cardNumber,
    });
    if (!result.ok) return result.error;
    done(
      flow.kind === "payment"
        ? `Paiement accepté : merci ! Votre cotisation couvre ${coverage}. Un reçu vous a été envoyé par e-mail ; il se télécharge aussi dans l'historique ci-dessous.`
        : flow.title === "Nouvelle carte"
          ? `${result.message ?? "Carte enregistrée."} ${cardConfirmation}`
          : "Carte enregistrée.",
    );
    return null;
  }

  async function stripeConfirmed(): Promise<string | null> {
    if (flow?.kind === "setup" && flow.title === "Nouvelle carte") {
      // The new card pays what is due at once (a declined renewal), then the page says how it went.
      const result = await finishCardUpdateAction(null, {
        userId: data.userId,
        intentId: flow.intent.setupIntentId ?? "",
      });
      done(
        result.ok ? `${result.message ?? "Carte enregistrée."} ${cardConfirmation}` : result.error,
      );
      return null;
    }
    done(
      flow?.kind === "payment"
        ? `Paiement accepté : merci ! Votre cotisation couvre ${coverage}. Un reçu vous sera envoyé par e-mail ; il se télécharge aussi dans l'historique ci-dessous.`
        : "Carte enregistrée.",
    );
    return null;
  }

  return (
    <div className="space-y-6">
      {data.pastDue ? (
        <div
          role="alert"
          className="space-y-1 rounded-md bg-amber-50 p-4 text-amber-900"
          data-testid="past-due"
        >
          <p className="font-semibold">
            Le prélèvement de votre cotisation ({formatEuros(data.pastDue.amountCents)}) a été
            refusé.
          </p>
          <p>
            {data.pastDue.retryAt ? `Prochaine tentative le ${day(data.pastDue.retryAt)}. ` : ""}
            Sans paiement, votre adhésion prendra fin le {day(data.pastDue.accessEndsAt)}.
          </p>
          <p>
            Mettez à jour votre carte : la cotisation due sera prélevée aussitôt avec la nouvelle
            carte.
          </p>
        </div>
      ) : (
        data.state.needsRenewal && (
          <p role="alert" className="rounded-md bg-amber-50 p-4 font-semibold text-amber-900">
            Votre adhésion a expiré : renouvelez-la ci-dessous.
          </p>
        )
      )}
      <section
        aria-labelledby="adhesion-courante"
        className="rounded-lg border border-slate-200 p-5"
      >
        <Heading id="adhesion-courante" className="text-lg font-bold text-brand-900">
          État de l&apos;adhésion
        </Heading>
        <dl className="mt-3 grid gap-2 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-600">Adhésion</dt>
            <dd className="font-semibold" data-testid="membership-state">
              {data.state.text}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Renouvellement automatique</dt>
            <dd className="font-semibold" data-testid="membership-renewal">
              {data.renewal.label}
              {data.renewal.date && data.renewal.kind !== "none" && (
                <span className="block text-sm font-normal text-slate-700">
                  {data.renewal.kind === "automatic"
                    ? `Prochain prélèvement le ${day(data.renewal.date)}`
                    : data.renewal.kind === "stopped"
                      ? `Aucun nouveau prélèvement : fin le ${day(data.renewal.date)}`
                      : `Nouvel essai le ${day(data.renewal.date)}`}
                </span>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Type d&apos;adhésion</dt>
            <dd className="font-semibold">
              {data.tier
                ? `${data.tier.title} (${formatEuros(data.tier.priceCents)} / an)`
                : "Non renseigné"}
            </dd>
          </div>
          {data.nextCharge && (
            <div>
              <dt className="text-sm text-slate-600">Prochain prélèvement</dt>
              <dd className="font-semibold" data-testid="next-charge">
                {formatEuros(data.nextCharge.amountCents)} le {day(data.nextCharge.at)}
                <span className="block text-sm font-normal text-slate-700">
                  {data.nextCharge.tierTitle}
                </span>
              </dd>
            </div>
          )}
          {data.pastDue && (
            <>
              <div>
                <dt className="text-sm text-slate-600">Montant dû</dt>
                <dd className="font-semibold" data-testid="amount-due">
                  {formatEuros(data.pastDue.amountCents)}
                </dd>
              </div>
              {data.pastDue.retryAt && (
                <div>
                  <dt className="text-sm text-slate-600">Prochaine tentative</dt>
                  <dd className="font-semibold" data-testid="next-retry">
                    {day(data.pastDue.retryAt)}
                  </dd>
                </div>
              )}
              <div>
                <dt className="text-sm text-slate-600">Fin de l&apos;adhésion sans paiement</dt>
                <dd className="font-semibold" data-testid="access-ends">
                  {day(data.pastDue.accessEndsAt)}
                </dd>
              </div>
            </>
          )}
          {data.card && (
            <div>
              <dt className="text-sm text-slate-600">Carte</dt>
              <dd className="font-semibold" data-testid="card">
                {data.card.brand.toUpperCase()} •••• {data.card.last4}
              </dd>
            </div>
          )}
        </dl>
      </section>

      {error && <FormMessage kind="error">{error}</FormMessage>}
      {notice && <FormMessage kind="success">{notice}</FormMessage>}

      {flow ? (
        <section aria-labelledby="carte" className="rounded-lg border border-slate-200 p-5">
          <Heading id="carte" className="mb-3 text-lg font-bold text-brand-900">
            {flow.title}
          </Heading>
          {flow.summary && (
            <p className="mb-4 text-slate-800" data-testid="card-step-summary">
              {flow.summary}
            </p>
          )}
          <CardStep
            provider={flow.intent.provider}
            publishableKey={data.publishableKey}
            clientSecret={flow.intent.clientSecret}
            kind={flow.kind}
            submitLabel={flow.submitLabel}
            onSimulatedCard={simulatedCard}
            onStripeConfirmed={stripeConfirmed}
          />
          <button
            type="button"
            className={buttonClass({ variant: "ghost", className: "mt-3" })}
            onClick={() => setFlow(null)}
          >
            Annuler
          </button>
        </section>
      ) : (
        <section aria-label="Actions" className="space-y-3">
          {live && (
            <div>
              <button
                type="button"
                className={buttonClass()}
                disabled={pending}
                onClick={() =>
                  run(
                    () => startCardUpdate(null, { userId: data.userId }),
                    (r) =>
                      setFlow({
                        intent: r.data,
                        kind: "setup",
                        title: "Nouvelle carte",
                        summary: cardUpdateSummary,
                        submitLabel: data.pastDue
                          ? `Enregistrer la carte et payer ${formatEuros(data.pastDue.amountCents)}`
                          : "Enregistrer la carte",
                      }),
                  )
                }
              >
                Mettre à jour la carte
              </button>
              <p className="mt-1 text-sm text-slate-700">{cardUpdateSummary}</p>
            </div>
          )}
          {nextCharge && (
            <TierChoiceForm
              id="formule-prochain-prelevement"
              testId="tier-change"
              userId={data.userId}
              label="Formule du prochain prélèvement"
              tiers={data.tiers}
              defaultTierId={data.tier?.id ?? ""}
              pending={pending}
              describe={(nextTier) => (
                <p className="text-sm text-slate-700">
                  {`Le prochain prélèvement, le ${day(nextCharge.at)}, sera de ${formatEuros(nextTier.priceCents)} (${nextTier.title}) ; l'année en cours n'est ni remboursée ni prélevée à nouveau.`}
                </p>
              )}
              actions={[
                {
                  label: "Changer de formule",
                  variant: "secondary",
                  disabledFor: (nextTier) => nextTier.id === data.tier?.id,
                  onChoose: (choice) =>
                    run(
                      () => changeTier(null, choice),
                      (r) => done(r.message),
                    ),
                },
              ]}
            />
          )}
          {live && sub?.cancelAtPeriodEnd && (
            <div>
              <button
                type="button"
                className={buttonClass({ variant: "secondary" })}
                disabled={pending}
                onClick={() =>
                  run(
                    () => reactivateSubscription(null, { userId: data.userId }),
                    (r) => done(r.message),
                  )
                }
              >
                Réactiver le prélèvement automatique
              </button>
              {endsOn && (
                <p className="mt-1 text-sm text-slate-700">
                  {`${tierPrice ? `${tierPrice} ` : ""}prélevés le ${day(endsOn)}, puis chaque année ; résiliable à tout moment.`}
                </p>
              )}
            </div>
          )}
          {live && !sub?.cancelAtPeriodEnd && (
            <button
              type="button"
              className={buttonClass({ variant: "ghost", className: "text-red-800" })}
              disabled={pending}
              onClick={() => setConfirmCancel(true)}
            >
              Résilier le prélèvement automatique
            </button>
          )}
        </section>
      )}

      {!flow && (!live || (!data.pastDue && (sub?.cancelAtPeriodEnd || data.oneTime.allowed))) && (
        <section
          aria-labelledby="renouveler"
          className="space-y-3 rounded-lg border border-slate-200 p-5"
        >
          <Heading id="renouveler" className="text-lg font-bold text-brand-900">
            Renouveler l&apos;adhésion
          </Heading>
          <TierChoiceForm
            id="formule-renouvellement"
            userId={data.userId}
            label="Formule du renouvellement"
            tiers={data.tiers}
            defaultTierId={renewalTierId}
            pending={pending}
            describe={(chosen) => (
              <ul className="list-disc space-y-1 pl-5 text-slate-800" data-testid="money-actions">
                {!live && <li>{recurringSummary(chosen)}</li>}
                {data.oneTime.allowed && (
                  <li data-testid="one-time-coverage">{oneTimeSummary(chosen)}</li>
                )}
              </ul>
            )}
            actions={[
              ...(live
                ? []
                : [
                    {
                      label: "Activer le prélèvement automatique",
                      onChoose: (choice: TierChoice, chosen: PanelTier) =>
                        run(
                          () => startRecurring(null, choice),
                          (r) =>
                            setFlow({
                              intent: r.data,
                              kind: "setup",
                              title: "Prélèvement automatique annuel",
                              summary: recurringSummary(chosen),
                              submitLabel: "Activer le prélèvement automatique",
                            }),
                        ),
                    },
                  ]),
              ...(data.oneTime.allowed
                ? [
                    {
                      label: (chosen: PanelTier | null) =>
                        `Payer l'année une fois${chosen ? ` (${formatEuros(chosen.priceCents)})` : ""}`,
                      variant: "secondary" as const,
                      onChoose: (choice: TierChoice, chosen: PanelTier) =>
                        run(
                          () => startOneTimePayment(null, choice),
                          (r) =>
                            setFlow({
                              intent: r.data,
                              kind: "payment",
                              title: "Paiement de la cotisation",
                              summary: oneTimeSummary(chosen),
                              submitLabel: `Payer ${formatEuros(chosen.priceCents)}`,
                            }),
                        ),
                    },
                  ]
                : []),
            ]}
          />
        </section>
      )}

      <section aria-labelledby="historique">
        <Heading id="historique" className="text-lg font-bold text-brand-900">
          Historique des paiements
        </Heading>
        {data.history.length === 0 ? (
          <p className="mt-2 text-slate-700">Aucun paiement</p>
        ) : (
          // On a phone each payment is a card of « Column : value » lines (components/ui/table).
          <Table caption="Historique des paiements" minWidth="sm:min-w-0" className="mt-3">
            <TableHead>
              <Th>Date</Th>
              <Th>Montant</Th>
              <Th>Statut</Th>
              <Th>Reçu</Th>
            </TableHead>
            <TableBody>
              {data.history.map((line) => (
                <Tr key={line.id}>
                  <Td label="Date">{formatDate(line.date, PROFILE_YEAR_RANGE)}</Td>
                  <Td label="Montant">{formatEuros(line.amountCents)}</Td>
                  <Td label="Statut">
                    {paymentStatusLabel(line.status)}
                    {line.refundedCents > 0 && ` (remboursé : ${formatEuros(line.refundedCents)})`}
                  </Td>
                  <Td label="Reçu">
                    {line.hasReceipt ? (
                      <ReceiptLink
                        paymentId={line.id}
                        paidOn={formatDate(line.date, PROFILE_YEAR_RANGE)}
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
      </section>

      <ConfirmDialog
        open={confirmCancel}
        title="Résilier le prélèvement automatique ?"
        message={
          endsOn
            ? `Votre adhésion restera valable jusqu'au ${day(endsOn)}, puis prendra fin : aucun nouveau prélèvement${data.nextCharge ? ` (${formatEuros(data.nextCharge.amountCents)} prévus le ${day(data.nextCharge.at)})` : ""} ne sera fait. Vous pourrez réactiver le prélèvement d'ici là.`
            : "Votre adhésion reste valable jusqu'à la fin de la période en cours ; aucun nouveau prélèvement ne sera fait."
        }
        confirmLabel="Résilier"
        pending={pending}
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => {
          setConfirmCancel(false);
          run(
            () => cancelSubscription(null, { userId: data.userId }),
            (r) => done(r.message),
          );
        }}
      />
    </div>
  );
}
