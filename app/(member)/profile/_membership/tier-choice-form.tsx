"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { buttonClass } from "@/components/ui/button";
import { TierSelect } from "@/components/members/tier-select";
import { describedBy, Field } from "@/components/ui/field";
import type { TierId } from "@/lib/membership/tier-ids";
import {
  tierChoiceSchema,
  type TierChoice,
  type TierChoiceValues,
} from "@/lib/payments/account-schema";

export type PanelTier = { id: string; title: string; priceCents: number };

export type TierChoiceAction = {
  /** The button's text, or its text for the tier shown (an amount). */
  label: string | ((tier: PanelTier | null) => string);
  variant?: "primary" | "secondary";
  /** Disabled for this tier (besides while an action runs). */
  disabledFor?: (tier: PanelTier) => boolean;
  onChoose: (choice: TierChoice, tier: PanelTier) => void;
};

/**
 * A tier to choose and the money actions that take it ("Mon adhésion": the next charge's tier,
 * a renewal). Checked with the server's schema (lib/payments/account-schema.ts); the sentences
 * that say what each action costs are given by the panel for the tier shown.
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
  pending: boolean;
  /** What the actions do with this tier: said before the buttons. */
  describe: (tier: PanelTier) => React.ReactNode;
  actions: TierChoiceAction[];
  testId?: string;
}) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<TierChoiceValues, unknown, TierChoice>({
    resolver: zodResolver(tierChoiceSchema),
    defaultValues: { userId, tierId: defaultTierId as TierId }, // why: checked by the schema on submit
  });
  const tierId = useWatch({ control, name: "tierId" });
  const chosen = tiers.find((tier) => tier.id === tierId) ?? null;
  const error = errors.tierId?.message;
  return (
    <form
      className="space-y-2"
      data-testid={testId}
      noValidate
      onSubmit={(e) => e.preventDefault()}
    >
      <Field id={id} label={label} error={error}>
        <TierSelect
          id={id}
          tiers={tiers}
          priced
          {...register("tierId")}
          {...describedBy(id, { error })}
        />
      </Field>
      {chosen && describe(chosen)}
      <div className="flex flex-wrap gap-3">
        {actions.map((action, index) => (
          <button
            key={index}
            type="button"
            className={buttonClass({ variant: action.variant })}
            disabled={pending || !chosen || action.disabledFor?.(chosen) === true}
            onClick={handleSubmit((choice) => {
              const tier = tiers.find((t) => t.id === choice.tierId);
              if (tier) action.onChoose(choice, tier);
            })}
          >
            {typeof action.label === "string" ? action.label : action.label(chosen)}
          </button>
        ))}
      </div>
    </form>
  );
}
