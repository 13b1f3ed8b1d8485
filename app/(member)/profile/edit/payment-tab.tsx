"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { CardStep } from "@/components/payments/card-step";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { FormMessage, inputClass } from "@/components/ui/field";
import { formatDate, PROFILE_YEAR_RANGE } from "@/lib/format/dates";
import { formatEuros } from "@/lib/format/numbers";
import type { ActionState } from "@/lib/actions/state";
import { paymentStatusLabel, subscriptionStatusLabel } from "@/lib/membership/labels";
import {
  cancelSubscription,
  confirmSimulatedCard,
  reactivateSubscription,
  startCardUpdate,
  startOneTimePayment,
  startRecurring,
  type CardIntent,
} from "./payment-actions";

export type PaymentTabData = {
  userId: string;
  provider: "stripe" | "simulated";
  publishableKey: string | null;
  state: { state: string; label: string; detail: string | null; needsRenewal: boolean };
  tier: { id: string; title: string; priceCents: number } | null;
  subscription: {
    status: string;
    cancelAtPeriodEnd: boolean;
    nextChargeAt: string | null;
    live: boolean;
  } | null;
  card: { brand: string; last4: string } | null;
  history: {
    id: string;
    date: string;
    amountCents: number;
    status: string;
    refundedCents: number;
  }[];
  tiers: { id: string; title: string; priceCents: number }[];
};

type CardFlow = {
  intent: CardIntent;
  kind: "setup" | "payment";
  title: string;
  submitLabel: string;
};

/** Profile edit, payment tab (spec §2, issue #9): the subscription, its card, the history, the actions. */
export function PaymentTab({ data }: { data: PaymentTabData }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [flow, setFlow] = useState<CardFlow | null>(null);
  const [tierId, setTierId] = useState(data.tier?.id ?? data.tiers[0]?.id ?? "");
  const sub = data.subscription;
  const live = sub?.live === true;
  const validAndRecurring =
    live &&
    !sub?.cancelAtPeriodEnd &&
    (data.state.state === "active" || data.state.state === "trial");

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
        ? "Paiement accepté : merci ! Un reçu vous a été envoyé par e-mail."
        : "Carte enregistrée.",
    );
    return null;
  }

  async function stripeConfirmed(): Promise<string | null> {
    done(
      flow?.kind === "payment"
        ? "Paiement accepté : merci ! Un reçu vous sera envoyé par e-mail."
        : "Carte enregistrée.",
    );
    return null;
  }

  return (
    <div className="space-y-6">
      {data.state.needsRenewal && (
        <p role="alert" className="rounded-md bg-amber-50 p-4 font-semibold text-amber-900">
          {data.state.state === "past_due"
            ? "Le dernier prélèvement de votre cotisation a échoué : mettez à jour votre carte pour garder votre adhésion."
            : "Votre adhésion a expiré : renouvelez-la ci-dessous."}
        </p>
      )}
      <section
        aria-labelledby="adhesion-courante"
        className="rounded-lg border border-slate-200 p-5"
      >
        <h3 id="adhesion-courante" className="text-lg font-bold text-brand-900">
          Adhésion en cours
        </h3>
        <dl className="mt-3 grid gap-2 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-600">État</dt>
            <dd className="font-semibold" data-testid="membership-state">
              {data.state.label}
              {data.state.detail && (
                <span className="block text-sm font-normal text-slate-700">
                  {data.state.detail}
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
          {sub && (
            <div>
              <dt className="text-sm text-slate-600">Prélèvement automatique</dt>
              <dd className="font-semibold">
                {sub.cancelAtPeriodEnd && live
                  ? "Résilié (fin à l'échéance)"
                  : subscriptionStatusLabel(sub.status)}
              </dd>
            </div>
          )}
          {sub?.nextChargeAt && (
            <div>
              <dt className="text-sm text-slate-600">Prochain prélèvement</dt>
              <dd className="font-semibold">{formatDate(sub.nextChargeAt, PROFILE_YEAR_RANGE)}</dd>
            </div>
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
          <h3 id="carte" className="mb-3 text-lg font-bold text-brand-900">
            {flow.title}
          </h3>
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
        <section aria-label="Actions" className="flex flex-wrap gap-3">
          {live && !sub?.cancelAtPeriodEnd && (
            <button
              type="button"
              className={buttonClass({ variant: "danger" })}
              disabled={pending}
              onClick={() => setConfirmCancel(true)}
            >
              Résilier le prélèvement automatique
            </button>
          )}
          {live && sub?.cancelAtPeriodEnd && (
            <button
              type="button"
              className={buttonClass()}
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
          )}
          {live && (
            <button
              type="button"
              className={buttonClass({ variant: "secondary" })}
              disabled={pending}
              onClick={() =>
                run(
                  () => startCardUpdate(null, { userId: data.userId }),
                  (r) =>
                    setFlow({
                      intent: r.data,
                      kind: "setup",
                      title: "Nouvelle carte",
                      submitLabel: "Enregistrer la carte",
                    }),
                )
              }
            >
              Mettre à jour la carte
            </button>
          )}
        </section>
      )}

      {!flow && (!live || sub?.cancelAtPeriodEnd || data.state.needsRenewal) && (
        <section
          aria-labelledby="renouveler"
          className="space-y-3 rounded-lg border border-slate-200 p-5"
        >
          <h3 id="renouveler" className="text-lg font-bold text-brand-900">
            Renouveler l&apos;adhésion
          </h3>
          <label className="block">
            <span className="font-semibold">Formule du renouvellement</span>
            <select
              className={inputClass}
              value={tierId}
              onChange={(event) => setTierId(event.target.value)}
            >
              {data.tiers.map((tier) => (
                <option key={tier.id} value={tier.id}>
                  {tier.title} – {formatEuros(tier.priceCents)} / an
                </option>
              ))}
            </select>
          </label>
          <div className="flex flex-wrap gap-3">
            {!live && (
              <button
                type="button"
                className={buttonClass()}
                disabled={pending || !tierId}
                onClick={() =>
                  run(
                    () => startRecurring(null, { userId: data.userId, tierId }),
                    (r) =>
                      setFlow({
                        intent: r.data,
                        kind: "setup",
                        title: "Prélèvement automatique annuel",
                        submitLabel: "Activer le prélèvement automatique",
                      }),
                  )
                }
              >
                Activer le prélèvement automatique
              </button>
            )}
            {!validAndRecurring && (
              <button
                type="button"
                className={buttonClass({ variant: "secondary" })}
                disabled={pending || !tierId}
                onClick={() =>
                  run(
                    () => startOneTimePayment(null, { userId: data.userId, tierId }),
                    (r) =>
                      setFlow({
                        intent: r.data,
                        kind: "payment",
                        title: "Paiement de la cotisation",
                        submitLabel: "Payer",
                      }),
                  )
                }
              >
                Payer l&apos;année une fois
              </button>
            )}
          </div>
        </section>
      )}

      <section aria-labelledby="historique">
        <h3 id="historique" className="text-lg font-bold text-brand-900">
          Historique des paiements
        </h3>
        {data.history.length === 0 ? (
          <p className="mt-2 text-slate-700">Aucun paiement</p>
        ) : (
          <table className="mt-3 w-full text-left">
            <thead>
              <tr className="border-b border-slate-200 text-sm text-slate-600">
                <th className="py-2">Date</th>
                <th>Montant</th>
                <th>Statut</th>
              </tr>
            </thead>
            <tbody>
              {data.history.map((line) => (
                <tr key={line.id} className="border-b border-slate-100">
                  <td className="py-2">{formatDate(line.date, PROFILE_YEAR_RANGE)}</td>
                  <td>{formatEuros(line.amountCents)}</td>
                  <td>
                    {paymentStatusLabel(line.status)}
                    {line.refundedCents > 0 && ` (remboursé : ${formatEuros(line.refundedCents)})`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <ConfirmDialog
        open={confirmCancel}
        title="Résilier le prélèvement automatique ?"
        message="Votre adhésion reste valable jusqu'à la fin de la période en cours ; aucun nouveau prélèvement ne sera fait."
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
