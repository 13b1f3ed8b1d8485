"use client";

import { formatEuros } from "@/lib/format/numbers";
import { oneTimeSummary, recurringSummary } from "@/lib/membership/money-action-texts";
import { startOneTimePayment, startRecurring } from "./actions";
import type { MembershipPanelData } from "./panel-types";
import { TierChoiceForm, type PanelTier } from "./tier-choice-form";
import type { useMoneyAction } from "./use-money-action";

/** « Renouveler l'adhésion »: the automatic renewal to start, or the year to pay once, for a tier. */
export function RenewalSection({
  data,
  heading: Heading,
  money: { pending, setFlow },
}: {
  data: MembershipPanelData;
  heading: "h2" | "h3";
  money: ReturnType<typeof useMoneyAction>;
}) {
  const live = data.subscription?.live === true;
  // The renewal's tier: a paying tier, the member's own, else the first (the 0 € tier is not paid for).
  const renewalTierId =
    data.tiers.find((tier) => tier.id === data.tier?.id)?.id ?? data.tiers[0]?.id ?? "";
  const recurring = (chosen: PanelTier) => recurringSummary(chosen, data.oneTime.from);
  const oneTime = (chosen: PanelTier) =>
    oneTimeSummary(chosen, data.oneTime, data.chargeAfterPaymentApart);
  return (
    <section
      aria-labelledby="renouveler"
      className="space-y-3 rounded-lg border border-slate-200 p-5"
    >
      <Heading id="renouveler" className="text-lg font-bold text-brand-900">
        Renouveler l’adhésion
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
            {!live && <li>{recurring(chosen)}</li>}
            {data.oneTime.allowed && <li data-testid="one-time-coverage">{oneTime(chosen)}</li>}
          </ul>
        )}
        actions={[
          ...(live
            ? []
            : [
                {
                  label: "Activer le prélèvement automatique",
                  submit: async (choice: FormData, chosen: PanelTier) => {
                    const result = await startRecurring(null, choice);
                    if (result.ok)
                      setFlow({
                        intent: result.data,
                        kind: "setup",
                        title: "Prélèvement automatique annuel",
                        summary: recurring(chosen),
                        submitLabel: "Activer le prélèvement automatique",
                      });
                    return result;
                  },
                },
              ]),
          ...(data.oneTime.allowed
            ? [
                {
                  label: (chosen: PanelTier | null) =>
                    `Payer l’année une fois${chosen ? ` (${formatEuros(chosen.priceCents)})` : ""}`,
                  variant: "secondary" as const,
                  submit: async (choice: FormData, chosen: PanelTier) => {
                    const result = await startOneTimePayment(null, choice);
                    if (result.ok)
                      setFlow({
                        intent: result.data,
                        kind: "payment",
                        title: "Paiement de la cotisation",
                        summary: oneTime(chosen),
                        submitLabel: `Payer ${formatEuros(chosen.priceCents)}`,
                      });
                    return result;
                  },
                },
              ]
            : []),
        ]}
      />
    </section>
  );
}
