import type { Ref } from "react";
import { CardStep } from "@/components/payments/card-step";
import { formatEuros } from "@/lib/format/numbers";
import type { ClientPaymentStep } from "./actions";
import { SignupError } from "./signup-error";
import { StepSection } from "./step-section";

/**
 * The card step (recurring payment chosen): the card is saved, nothing is charged before the end
 * of the offered year. A declined card's message and its next step come from the server.
 */
export function SignupCardStep({
  card,
  publishableKey,
  error,
  headingRef,
  onSimulatedCard,
  onStripeConfirmed,
}: {
  card: Extract<ClientPaymentStep, { kind: "card" }>;
  publishableKey: string | null;
  error: string | null;
  headingRef: Ref<HTMLHeadingElement>;
  onSimulatedCard: (cardNumber: string) => Promise<string | null>;
  onStripeConfirmed: () => Promise<string | null>;
}) {
  return (
    <StepSection title="Votre carte bancaire" headingRef={headingRef}>
      {error && <SignupError>{error}</SignupError>}
      <p className="text-slate-700">
        Adhésion «&nbsp;{card.tierTitle}&nbsp;»&nbsp;: 0 € aujourd’hui (première année offerte),
        puis {formatEuros(card.amountCents)} par an, prélevés automatiquement à la fin de l’année
        offerte.
      </p>
      <CardStep
        provider={card.provider}
        publishableKey={publishableKey}
        clientSecret={card.clientSecret}
        kind="setup"
        submitLabel="Enregistrer ma carte et adhérer"
        onSimulatedCard={onSimulatedCard}
        onStripeConfirmed={onStripeConfirmed}
      />
    </StepSection>
  );
}
