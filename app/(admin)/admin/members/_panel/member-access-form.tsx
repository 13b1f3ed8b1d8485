"use client";

import { useId } from "react";
import { buttonClass } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, inputClass } from "@/components/ui/field";
import { useActionForm } from "@/components/ui/use-action-form";
import { memberAccessSchema } from "@/lib/members/admin-schema";
import type { TierId } from "@/lib/membership/tier-ids";
import { updateMemberAccessAction } from "./actions";
import { Outcome } from "./outcome";

/** Tier and admin flag. */
export function MemberAccessForm({
  userId,
  tierId,
  isAdmin,
  tiers,
}: {
  userId: string;
  tierId: string | null;
  isAdmin: boolean;
  tiers: { id: string; title: string }[];
}) {
  const { form, state, pending, errorOf, formProps } = useActionForm({
    schema: memberAccessSchema,
    action: updateMemberAccessAction,
    defaultValues: { userId, tierId: (tierId ?? "") as TierId | "", isAdmin }, // why: checked by the schema on submit
  });
  const { register } = form;
  const id = useId();
  return (
    <form {...formProps} className="grid gap-4">
      <input type="hidden" {...register("userId")} />
      <Field id={`${id}-tier`} label="Type d'adhésion" error={errorOf("tierId")}>
        <select id={`${id}-tier`} className={inputClass} {...register("tierId")}>
          <option value="">Aucun</option>
          {tiers.map((tier) => (
            <option key={tier.id} value={tier.id}>
              {tier.title}
            </option>
          ))}
        </select>
      </Field>
      <input type="hidden" name="isAdmin" value="false" />
      <Checkbox label="Administrateur du site" value="true" {...register("isAdmin")} />
      <div>
        <button type="submit" disabled={pending} className={buttonClass()}>
          Enregistrer le type et les droits
        </button>
      </div>
      <Outcome state={state} />
    </form>
  );
}
