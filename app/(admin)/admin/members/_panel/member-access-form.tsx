"use client";

import { useId } from "react";
import { TierSelect } from "@/components/members/tier-select";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { SubmitRow } from "@/components/ui/submit-row";
import { useActionForm } from "@/components/ui/use-action-form";
import { memberAccessSchema } from "@/lib/members/admin-schema";
import { updateMemberAccessAction } from "./actions";

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
  const form = useActionForm({
    schema: memberAccessSchema,
    action: updateMemberAccessAction,
    defaultValues: { userId, tierId: tierId ?? "", isAdmin },
  });
  const { errorOf, field, checkbox, formProps } = form;
  const id = useId();
  return (
    <form {...formProps} className="grid gap-4">
      <input type="hidden" {...field("userId")} />
      <Field id={`${id}-tier`} label="Type d’adhésion" error={errorOf("tierId")}>
        <TierSelect id={`${id}-tier`} tiers={tiers} emptyLabel="Aucun" {...field("tierId")} />
      </Field>
      <input type="hidden" name="isAdmin" value="false" />
      <Checkbox label="Administrateur du site" {...checkbox("isAdmin")} />
      <SubmitRow form={form} label="Enregistrer le type et les droits" />
    </form>
  );
}
