"use client";

import { CardStep } from "@/components/payments/card-step";
import { buttonClass } from "@/components/ui/button";
import { CARD_CONFIRMATION, paymentAcceptedText } from "@/lib/membership/money-action-texts";
import { confirmSimulatedCard, finishCardUpdateAction } from "./actions";
import type { MembershipPanelData } from "./panel-types";
import type { CardFlow } from "./use-money-action";

/** The card step of a money action (new card, automatic renewal, a year paid once), then its answer. */
export function CardFlowSection({
  data,
  flow,
  heading: Heading,
  onDone,
  onCancel,
}: {
  data: MembershipPanelData;
  flow: CardFlow;
  heading: "h2" | "h3";
  onDone: (message: string | null) => void;
  onCancel: () => void;
}) {
  async function simulatedCard(cardNumber: string): Promise<string | null> {
    const result = await confirmSimulatedCard(null, {
      userId: data.userId,
      intentId: flow.intent.setupIntentId ?? flow.intent.paymentIntentId ?? "",
      clientSecret: flow.intent.clientSecret,
      cardNumber,
    });
    if (!result.ok) return result.error;
    onDone(
      flow.kind === "payment"
        ? paymentAcceptedText(data.oneTime, "sent")
        : flow.title === "Nouvelle carte"
          ? `${result.message ?? "Carte enregistrée."} ${CARD_CONFIRMATION}`
          : "Carte enregistrée.",
    );
    return null;
  }

  async function stripeConfirmed(): Promise<string | null> {
    if (flow.kind === "setup" && flow.title === "Nouvelle carte") {
      // The new card pays what is due at once (a declined renewal), then the page says how it went.
      const result = await finishCardUpdateAction(null, {
        userId: data.userId,
        intentId: flow.intent.setupIntentId ?? "",
      });
      onDone(
        result.ok ? `${result.message ?? "Carte enregistrée."} ${CARD_CONFIRMATION}` : result.error,
      );
      return null;
    }
    onDone(
      flow.kind === "payment" ? paymentAcceptedText(data.oneTime, "coming") : "Carte enregistrée.",
    );
    return null;
  }

  return (
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
        onClick={onCancel}
      >
        Annuler
      </button>
    </section>
  );
}
