"use client";

import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe, StripeError, StripePaymentElementOptions } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { useEffect, useState, useTransition } from "react";
import { buttonClass } from "@/components/ui/button";
import { withDeclinedCardNextStep } from "@/lib/payments/declined-card";

// Stripe's Payment Element on an intent the server made (a SetupIntent to save the card, a
// PaymentIntent to pay the year). This module is imported dynamically by card-step.tsx, so the
// public pages ship no Stripe code and Stripe.js is fetched on the payment step only.

const messages = {
  loading: "Chargement du formulaire de paiement…",
  unavailable:
    "Le formulaire de paiement n’a pas pu être chargé. Vérifiez votre connexion puis rechargez la page.",
  // Spec §8's payment message, when Stripe's own is not for the member (a network or API error).
  failed: "Erreur de paiement",
} as const;

const ELEMENT_OPTIONS: StripePaymentElementOptions = {
  // The postal code is not asked (spec §5): Stripe then wants it given at confirmation (below).
  fields: { billingDetails: { address: { postalCode: "never" } } },
  // A card field, as the intents allow ("card"): no wallet buttons, which the site's
  // Permissions-Policy (payment=(self)) would not let Stripe's frames use anyway.
  wallets: { applePay: "never", googlePay: "never" },
};

// A field set to "never" must be passed to confirmSetup/confirmPayment; we hold no postal code, so
// it is given as null (Stripe's type allows it) rather than invented.
const BILLING_DETAILS = { address: { postal_code: null } };

// One Stripe.js per page and key; a failed load (offline) is forgotten so that a retry loads again.
let stripeLoad: { key: string; promise: Promise<Stripe | null> } | null = null;
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  if (stripeLoad?.key !== publishableKey)
    stripeLoad = { key: publishableKey, promise: loadStripe(publishableKey) };
  return stripeLoad.promise;
}

type Props = {
  publishableKey: string;
  clientSecret: string;
  kind: "setup" | "payment";
  submitLabel: string;
  onConfirmed: () => Promise<string | null>;
};

export default function StripeCardForm(props: Props) {
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    let current = true;
    stripeFor(props.publishableKey).then(
      (loaded) => {
        if (!current) return;
        if (loaded) setStripe(loaded);
        else setUnavailable(true);
      },
      () => {
        stripeLoad = null;
        if (current) setUnavailable(true);
      },
    );
    return () => {
      current = false;
    };
  }, [props.publishableKey]);

  if (unavailable)
    return (
      <p role="alert" className="text-sm text-red-700">
        {messages.unavailable}
      </p>
    );
  if (!stripe) return <p>{messages.loading}</p>;
  // The intent's client secret is fixed for the life of an Elements group (card-step keys this
  // component by it, so a new intent mounts a new group).
  return (
    <Elements stripe={stripe} options={{ clientSecret: props.clientSecret, locale: "fr" }}>
      <PaymentForm {...props} />
    </Elements>
  );
}

/**
 * Stripe's own message for what the member can fix (card refused, field incomplete), else ours; a
 * declined card is followed by what to do next.
 */
function messageOf(error: StripeError): string {
  if (error.type === "card_error" && error.code === "card_declined" && error.message)
    return withDeclinedCardNextStep(error.message);
  return (error.type === "card_error" || error.type === "validation_error") && error.message
    ? error.message
    : messages.failed;
}

function PaymentForm({ kind, submitLabel, onConfirmed }: Props) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setError(null);
    start(async () => {
      // redirect "if_required": a card (with or without 3-D Secure) completes on this page; the
      // return URL is only followed by a redirect-based method, which our intents do not allow.
      const confirmParams = {
        return_url: window.location.href,
        payment_method_data: { billing_details: BILLING_DETAILS },
      };
      const result =
        kind === "setup"
          ? await stripe.confirmSetup({ elements, confirmParams, redirect: "if_required" })
          : await stripe.confirmPayment({ elements, confirmParams, redirect: "if_required" });
      if (result.error) return setError(messageOf(result.error));
      setError(await onConfirmed());
    });
  }

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Carte bancaire">
      <div>
        <PaymentElement
          options={ELEMENT_OPTIONS}
          onReady={() => setReady(true)}
          onLoadError={() => setError(messages.unavailable)}
        />
        {error && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <button
        type="submit"
        className={buttonClass()}
        disabled={pending || !ready || !stripe || !elements}
      >
        {pending ? "Traitement…" : submitLabel}
      </button>
    </form>
  );
}
