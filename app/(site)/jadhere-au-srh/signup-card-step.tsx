import type { Ref } from "react";
import { CardStep } from "@/components/payments/card-step";
import { useHydrated } from "@/components/ui/use-hydrated";
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
  autoFocus,
  onSimulatedCard,
  onStripeConfirmed,
}: {
  card: Extract<ClientPaymentStep, { kind: "card" }>;
  publishableKey: string | null;
  error: string | null;
  headingRef: Ref<HTMLHeadingElement>;
  /** A page posted without JavaScript focuses the heading by its attribute. */
  autoFocus: boolean;
  onSimulatedCard: (cardNumber: string) => Promise<string | null>;
  onStripeConfirmed: () => Promise<string | null>;
}) {
  const hydrated = useHydrated();
  return (
    <StepSection title="Votre carte bancaire" headingRef={headingRef} autoFocus={autoFocus}>
      {error && <SignupError>{error}</SignupError>}
      <p className="text-slate-700">
        Adhésion «&nbsp;{card.tierTitle}&nbsp;»&nbsp;: 0 € aujourd’hui (première année offerte),
        puis <strong>{formatEuros(card.amountCents)} par an</strong>, prélevés automatiquement, la
        première fois le <strong>{card.firstChargeOn}</strong>.
      </p>
      {/* A `<noscript>` of a client component is left empty by the server: shown until hydrated. */}
      {!hydrated && (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900">
          Votre adresse est confirmée. L’enregistrement de la carte bancaire a besoin de
          JavaScript&nbsp;: activez-le et reprenez l’adhésion avec la même adresse, ou reprenez-la
          en choisissant «&nbsp;Paiement ponctuel&nbsp;» (aucune carte aujourd’hui).
        </p>
      )}
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
