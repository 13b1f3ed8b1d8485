"use client";

import { useId, useState, useTransition } from "react";
import { buttonClass } from "@/components/ui/button";
import { describedBy, Field, inputClass } from "@/components/ui/field";

/**
 * The simulated provider's card field (no STRIPE_SECRET_KEY): clearly a demonstration. The
 * number goes to our server, which plays Stripe's part; no real card is ever charged.
 */
export function SimulatedCardForm({
  submitLabel,
  onCard,
}: {
  submitLabel: string;
  onCard: (cardNumber: string) => Promise<string | null>;
}) {
  const [number, setNumber] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const id = useId();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    start(async () => setError(await onCard(number)));
  }

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Carte bancaire (démonstration)">
      <p
        role="note"
        className="rounded-md border border-amber-300 bg-amber-50 p-3 font-semibold text-amber-900"
      >
        Mode démonstration&nbsp;: aucun paiement réel
      </p>
      <Field
        id={id}
        label="Numéro de carte"
        hint="Cartes de test&nbsp;: 4242 4242 4242 4242 (acceptée), 4000 0000 0000 0002 (refusée)."
        error={error}
      >
        <input
          id={id}
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          className={inputClass}
          value={number}
          onChange={(event) => setNumber(event.target.value.replace(/[^\d ]/g, "").slice(0, 23))}
          {...describedBy(id, { hint: true, error })}
        />
      </Field>
      <button
        type="submit"
        className={buttonClass()}
        disabled={pending || number.replace(/\s/g, "").length < 16}
      >
        {pending ? "Traitement…" : submitLabel}
      </button>
    </form>
  );
}
