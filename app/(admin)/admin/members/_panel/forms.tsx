"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { announceAdminStatus } from "@/components/admin/admin-status";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Checkbox } from "@/components/ui/checkbox";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field, FormMessage, InputField, inputClass } from "@/components/ui/field";
import { useActionForm } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";
import {
  eraseMemberSchema,
  importedValiditySchema,
  memberAccessSchema,
} from "@/lib/members/admin-schema";
import type { TierId } from "@/lib/membership/tier-ids";
import {
  cancelOfflinePaymentAction,
  correctOfflinePaymentAction,
  eraseMemberAction,
  recordOfflinePaymentAction,
  updateImportedValidityAction,
  updateMemberAccessAction,
} from "./actions";
import {
  cancelPaymentSchema,
  correctPaymentSchema,
  offlinePaymentSchema,
  type OFFLINE_METHODS,
} from "@/lib/payments/offline-payment-schema";

type State = ActionState | null;

/** The action's outcome, in a live region that is there before it (so that it is announced). */
function Outcome({ state, className }: { state: State; className?: string }) {
  return (
    <div aria-live="polite" className={className}>
      {state &&
        (state.ok ? (
          state.message && <FormMessage kind="success">{state.message}</FormMessage>
        ) : (
          <FormMessage kind="error">{state.error}</FormMessage>
        ))}
    </div>
  );
}

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

/**
 * The « Payé jusqu'au » an import granted: corrected, or removed after a confirmation. Nothing
 * without one, except the outcome of a removal just made.
 */
export function ImportedValidityForm({
  userId,
  paidUntil,
}: {
  userId: string;
  paidUntil: { day: string; label: string } | null;
}) {
  const { form, state, pending, errorOf, formProps, confirmation } = useActionForm({
    schema: importedValiditySchema,
    action: updateImportedValidityAction,
    defaultValues: { userId, paidUntil: paidUntil?.day ?? "" },
  });
  const { register } = form;
  const id = useId();
  if (!paidUntil) return <Outcome state={state} className={state ? "mt-6" : undefined} />;
  return (
    <div className="mt-6">
      <h3 className="text-lg font-semibold text-brand-900">
        Validité reprise de l&apos;ancien fichier
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        L&apos;import a donné à ce membre une adhésion valide jusqu&apos;au {paidUntil.label}{" "}
        (colonne « Payé jusqu&apos;au »), sans paiement enregistré : ni reçu ni attestation fiscale
        pour cette période.
      </p>
      <form {...formProps} className="mt-3 grid gap-3">
        <input type="hidden" {...register("userId")} />
        <InputField
          id={`${id}-until`}
          label="Valide jusqu'au"
          error={errorOf("paidUntil")}
          type="date"
          required
          className="sm:max-w-xs"
          {...register("paidUntil")}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={pending} className={buttonClass()}>
            Corriger la date
          </button>
          <button
            type="button"
            disabled={pending}
            className={buttonClass({ variant: "secondary" })}
            onClick={(event) => {
              // A removal needs no date: sent without the form's checks, once confirmed.
              const { form: element } = event.currentTarget;
              if (!element) return;
              const data = new FormData(element);
              data.set("remove", "1");
              confirmation.ask(data);
            }}
          >
            Retirer cette validité
          </button>
        </div>
        <Outcome state={state} />
      </form>
      <ConfirmDialog
        open={confirmation.open}
        title="Retirer cette validité ?"
        message="Le membre ne sera plus à jour de cotisation, sauf paiement enregistré."
        confirmLabel="Retirer la validité"
        onConfirm={confirmation.proceed}
        onCancel={confirmation.cancel}
      />
    </div>
  );
}

type PaymentField = "amount" | "paidOn" | "method" | "reference";

/** The four things typed for a cheque or a transfer, when it is recorded and when it is corrected. */
function OfflinePaymentFields({
  id,
  field,
  errorOf,
  labels,
  today,
}: {
  id: string;
  field: (name: PaymentField) => UseFormRegisterReturn;
  errorOf: (name: PaymentField) => string | undefined;
  labels: { method: string; reference: string };
  /** The latest day to offer (a payment is never received in the future). */
  today?: string;
}) {
  return (
    <>
      <InputField
        id={`${id}-amount`}
        label="Montant (€)"
        error={errorOf("amount")}
        inputMode="decimal"
        required
        placeholder="120,00"
        {...field("amount")}
      />
      <InputField
        id={`${id}-date`}
        label="Reçu le"
        error={errorOf("paidOn")}
        type="date"
        required
        max={today}
        {...field("paidOn")}
      />
      <Field id={`${id}-method`} label={labels.method} error={errorOf("method")}>
        <select id={`${id}-method`} className={inputClass} {...field("method")}>
          <option value="cheque">Chèque</option>
          <option value="transfer">Virement</option>
        </select>
      </Field>
      <InputField
        id={`${id}-reference`}
        label={labels.reference}
        error={errorOf("reference")}
        maxLength={100}
        {...field("reference")}
      />
    </>
  );
}

/** A cheque or a transfer received. A fresh idempotency key per form shown: a double submit records one payment. */
export function OfflinePaymentForm({ userId, today }: { userId: string; today: string }) {
  const [firstKey] = useState(() => crypto.randomUUID());
  const empty = { userId, amount: "", paidOn: today, method: "cheque", reference: "" } as const;
  const { form, state, pending, errorOf, formProps } = useActionForm({
    schema: offlinePaymentSchema,
    action: recordOfflinePaymentAction,
    defaultValues: { ...empty, idempotencyKey: firstKey },
    // Recorded: the next payment entered is a new one.
    onSuccess: ({ reset }) => reset({ ...empty, idempotencyKey: crypto.randomUUID() }),
  });
  const { register } = form;
  const id = useId();
  return (
    <form {...formProps} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" {...register("userId")} />
      <input type="hidden" {...register("idempotencyKey")} />
      <OfflinePaymentFields
        id={id}
        field={(name) => register(name)}
        errorOf={errorOf}
        labels={{
          method: "Moyen de paiement",
          reference: "Référence (n° de chèque, libellé du virement)",
        }}
        today={today}
      />
      {errorOf("confirmAmount") && (
        <Checkbox
          label="Confirmer ce montant (différent du tarif du membre)"
          className="sm:col-span-2"
          {...register("confirmAmount")}
        />
      )}
      <div className="sm:col-span-2">
        <button type="submit" disabled={pending} className={buttonClass()}>
          Enregistrer le paiement
        </button>
      </div>
      <Outcome state={state} className="sm:col-span-2" />
    </form>
  );
}

type OfflinePayment = {
  id: string;
  amount: string;
  paidOn: string;
  method: (typeof OFFLINE_METHODS)[number];
  reference: string;
};

/** Correct or cancel one offline payment (never deleted). */
export function OfflinePaymentActions({ payment }: { payment: OfflinePayment }) {
  return (
    <div className="grid gap-2">
      <details>
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">Corriger</summary>
        <CorrectPaymentForm payment={payment} />
      </details>
      <details>
        <summary className="cursor-pointer text-sm font-semibold text-red-700">Annuler</summary>
        <CancelPaymentForm paymentId={payment.id} />
      </details>
    </div>
  );
}

function CorrectPaymentForm({ payment }: { payment: OfflinePayment }) {
  const { form, state, pending, errorOf, formProps } = useActionForm({
    schema: correctPaymentSchema,
    action: correctOfflinePaymentAction,
    defaultValues: {
      paymentId: payment.id,
      amount: payment.amount,
      paidOn: payment.paidOn,
      method: payment.method,
      reference: payment.reference,
    },
  });
  const { register } = form;
  const id = useId();
  return (
    <form {...formProps} className="mt-2 grid gap-2">
      <input type="hidden" {...register("paymentId")} />
      <OfflinePaymentFields
        id={id}
        field={(name) => register(name)}
        errorOf={errorOf}
        labels={{ method: "Moyen", reference: "Référence" }}
      />
      <button type="submit" disabled={pending} className={buttonClass({ variant: "secondary" })}>
        Enregistrer la correction
      </button>
      <Outcome state={state} />
    </form>
  );
}

function CancelPaymentForm({ paymentId }: { paymentId: string }) {
  const { form, state, pending, errorOf, formProps } = useActionForm({
    schema: cancelPaymentSchema,
    action: cancelOfflinePaymentAction,
    defaultValues: { paymentId, reason: "" },
  });
  const { register } = form;
  const id = useId();
  return (
    <form {...formProps} className="mt-2 grid gap-2">
      <input type="hidden" {...register("paymentId")} />
      <InputField
        id={`${id}-reason`}
        label="Raison de l'annulation"
        error={errorOf("reason")}
        required
        maxLength={200}
        {...register("reason")}
      />
      <button type="submit" disabled={pending} className={buttonClass({ variant: "danger" })}>
        Annuler ce paiement
      </button>
      <Outcome state={state} />
    </form>
  );
}

/** Erasure on the member's request: their e-mail typed again, then a confirmation. */
export function EraseMember({ userId, email }: { userId: string; email: string }) {
  const router = useRouter();
  const { form, state, pending, errorOf, formProps, confirmation } = useActionForm({
    schema: eraseMemberSchema,
    action: eraseMemberAction,
    defaultValues: { userId, confirmation: "" },
    confirmFirst: true,
    // Back to the list, which says it (its status line keeps the message): the profile the
    // action re-renders is no longer there to show it.
    onSuccess: (_, message) => {
      if (message) announceAdminStatus(message, { nextScreen: true });
      router.replace("/admin/members");
    },
  });
  const { register } = form;
  const id = useId();
  const confirmationError = errorOf("confirmation");
  return (
    <form {...formProps} className="grid gap-3">
      <input type="hidden" {...register("userId")} />
      <p className="text-slate-700">
        À la demande du membre : ses données personnelles sont remplacées (nom, e-mail,
        établissement, adresse, informations professionnelles), ses sessions terminées, son paiement
        automatique arrêté immédiatement et sa carte retirée ; ses paiements sont conservés pour la
        comptabilité. Irréversible.
      </p>
      <InputField
        id={`${id}-confirm`}
        label="Saisissez l'adresse e-mail du membre pour confirmer"
        error={confirmationError}
        autoComplete="off"
        required
        {...register("confirmation")}
      />
      <div>
        <button type="submit" disabled={pending} className={buttonClass({ variant: "danger" })}>
          Effacer ce membre
        </button>
      </div>
      <div aria-live="polite">
        {state && !state.ok && !confirmationError && (
          <FormMessage kind="error">{state.error}</FormMessage>
        )}
      </div>
      <ConfirmDialog
        open={confirmation.open}
        title="Effacer ce membre ?"
        message={`Les données personnelles de ${email} seront effacées définitivement. Son paiement automatique est arrêté et sa carte retirée ; les paiements sont conservés. Cette action est irréversible.`}
        confirmLabel="Effacer définitivement"
        pending={pending}
        onConfirm={confirmation.proceed}
        onCancel={confirmation.cancel}
      />
    </form>
  );
}
