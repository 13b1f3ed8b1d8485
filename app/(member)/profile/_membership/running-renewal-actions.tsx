"use client";

import { buttonClass } from "@/components/ui/button";
import { formatEuros } from "@/lib/format/numbers";
import {
  cardUpdateSummary,
  reactivationSummary,
  tierChangeSummary,
} from "@/lib/membership/money-action-texts";
import { changeTier, reactivateSubscription, startCardUpdate } from "./actions";
import type { MembershipPanelData } from "./panel-types";
import { TierChoiceForm } from "./tier-choice-form";
import type { useMoneyAction } from "./use-money-action";

/**
 * What a running renewal allows: a new card, the next charge's tier, reactivating a stopped
 * renewal or stopping it (asked first: `onCancelAsked`).
 */
export function RunningRenewalActions({
  data,
  endsOn,
  money: { pending, run, done, setFlow },
  onCancelAsked,
}: {
  data: MembershipPanelData;
  /** Where a stopped renewal restarts: the end of what runs now. */
  endsOn: string | null;
  money: ReturnType<typeof useMoneyAction>;
  onCancelAsked: () => void;
}) {
  const sub = data.subscription;
  const { nextCharge } = data;
  const live = sub?.live === true;
  const cardSummary = cardUpdateSummary(data);
  return (
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
                    summary: cardSummary,
                    submitLabel: data.pastDue
                      ? `Enregistrer la carte et payer ${formatEuros(data.pastDue.amountCents)}`
                      : "Enregistrer la carte",
                  }),
              )
            }
          >
            Mettre à jour la carte
          </button>
          <p className="mt-1 text-sm text-slate-700">{cardSummary}</p>
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
            <p className="text-sm text-slate-700">{tierChangeSummary(nextCharge.at, nextTier)}</p>
          )}
          actions={[
            {
              label: "Changer de formule",
              variant: "secondary",
              disabledFor: (nextTier) => nextTier.id === data.tier?.id,
              submit: async (choice) => {
                const result = await changeTier(null, choice);
                if (result.ok) done(result.message);
                return result;
              },
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
            <p className="mt-1 text-sm text-slate-700">{reactivationSummary(data.tier, endsOn)}</p>
          )}
        </div>
      )}
      {live && !sub?.cancelAtPeriodEnd && (
        <button
          type="button"
          className={buttonClass({ variant: "ghost", className: "text-red-800" })}
          disabled={pending}
          onClick={onCancelAsked}
        >
          Résilier le prélèvement automatique
        </button>
      )}
    </section>
  );
}
