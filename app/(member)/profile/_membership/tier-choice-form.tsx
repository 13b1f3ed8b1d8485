"use client";

import { useState } from "react";
import { TierSelect } from "@/components/members/tier-select";
import { ActionOutcome } from "@/components/ui/action-outcome";
import { buttonClass } from "@/components/ui/button";
import { describedBy, Field } from "@/components/ui/field";
import { useActionForm } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";
import { tierChoiceSchema } from "@/lib/payments/account-schema";

export type PanelTier = { id: string; title: string; priceCents: number };

export type TierChoiceAction = {
  /** The button's text, or its text for the tier shown (an amount). */
  label: string | ((tier: PanelTier | null) => string);
  variant?: "primary" | "secondary";
  /** Disabled for this tier (besides while an action runs). */
  disabledFor?: (tier: PanelTier) => boolean;
  /**
   * Runs the money action with the form's choice (its FormData: userId and tierId, checked) and
   * answers its outcome; what a success leads to (a notice, the card step) is the caller's.
   */
  submit: (choice: FormData, tier: PanelTier) => Promise<ActionState<unknown>>;
};

/** Which button sent the form: its index among the actions. */
const INTENT = "intent";
/** What the panel's money actions said of a failure they could not name (use-money-action.ts). */
const UNKNOWN_FAILURE = { ok: false, error: "Erreur inconnue", fieldErrors: {} } as const;

/**
 * A tier to choose and the money actions that take it ("Mon adhésion": the next charge's tier,
 * a renewal), through useActionForm: checked with the server's schema
 * (lib/payments/account-schema.ts), then sent by the action of the button clicked; a refusal shows
 * under the form. The sentences that say what each action costs are given by the panel for the
 * tier shown. The money actions lead to a card step in the browser: no post without JavaScript.
 */
export function TierChoiceForm({
  id,
  userId,
  label,
  tiers,
  defaultTierId,
  pending,
  describe,
  actions,
  testId,
}: {
  id: string;
  userId: string;
  label: string;
  tiers: PanelTier[];
  defaultTierId: string;
  /** Another money action of the panel runs. */
  pending: boolean;
  /** What the actions do with this tier: said before the buttons. */
  describe: (tier: PanelTier) => React.ReactNode;
  actions: TierChoiceAction[];
  testId?: string;
}) {
  const form = useActionForm({
    schema: tierChoiceSchema,
    action: async (_previous, data: FormData): Promise<ActionState<unknown>> => {
      const intent = data.get(INTENT);
      const action = typeof intent === "string" ? actions[Number.parseInt(intent, 10)] : undefined;
      const tier = tiers.find((t) => t.id === data.get("tierId"));
      if (!action || !tier) return UNKNOWN_FAILURE;
      try {
        return await action.submit(data, tier);
      } catch {
        // The request itself failed (the network): said under the form, as a refusal is.
        return UNKNOWN_FAILURE;
      }
    },
    defaultValues: { userId, tierId: defaultTierId },
  });
  const { state, errorOf, field, formProps } = form;
  const [tierId, setTierId] = useState(defaultTierId);
  const chosen = tiers.find((tier) => tier.id === tierId) ?? null;
  const error = errorOf("tierId");
  const busy = pending || form.pending;
  return (
    <form {...formProps} className="space-y-2" data-testid={testId}>
      <input type="hidden" {...field("userId")} />
      <Field id={id} label={label} error={error}>
        <TierSelect
          id={id}
          tiers={tiers}
          priced
          {...field("tierId")}
          {...describedBy(id, { error })}
          onChange={(event) => setTierId(event.target.value)}
        />
      </Field>
      {chosen && describe(chosen)}
      <div className="flex flex-wrap gap-3">
        {actions.map((action, index) => (
          <button
            key={index}
            type="submit"
            name={INTENT}
            value={index}
            className={buttonClass({ variant: action.variant })}
            disabled={busy || !chosen || action.disabledFor?.(chosen) === true}
          >
            {typeof action.label === "string" ? action.label : action.label(chosen)}
          </button>
        ))}
      </div>
      {/* A success is the caller's to say (or the card step follows): only a refusal shows here. */}
      <ActionOutcome state={state?.ok ? null : state} formRef={formProps.ref} />
    </form>
  );
}
