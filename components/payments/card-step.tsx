"use client";

import dynamic from "next/dynamic";
import { SimulatedCardForm } from "./simulated-card-form";

// The card step of the signup and of the profile's payment tab: the simulated form, or Stripe's
// Payment Element loaded on demand (its code is a separate chunk, fetched only here).

const StripeCardForm = dynamic(() => import("./stripe-card-form"), {
  ssr: false,
  loading: () => <p>Chargement du formulaire de paiement…</p>,
});

export type CardStepProps = {
  provider: "stripe" | "simulated";
  publishableKey: string | null;
  clientSecret: string;
  kind: "setup" | "payment";
  submitLabel: string;
  /** Simulated: the number typed; returns the error to show, or null. */
  onSimulatedCard: (cardNumber: string) => Promise<string | null>;
  /** Stripe: after Stripe.js confirmed the intent; returns the error to show, or null. */
  onStripeConfirmed: () => Promise<string | null>;
};

export function CardStep(props: CardStepProps) {
  if (props.provider === "stripe") {
    if (!props.publishableKey) {
      return (
        <p role="alert">
          Le système de paiement n’est pas encore prêt. Veuillez réessayer dans quelques instants.
        </p>
      );
    }
    return (
      <StripeCardForm
        key={props.clientSecret}
        publishableKey={props.publishableKey}
        clientSecret={props.clientSecret}
        kind={props.kind}
        submitLabel={props.submitLabel}
        onConfirmed={props.onStripeConfirmed}
      />
    );
  }
  return <SimulatedCardForm submitLabel={props.submitLabel} onCard={props.onSimulatedCard} />;
}
