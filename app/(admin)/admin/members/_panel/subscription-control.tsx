"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { announceAdminStatus } from "@/components/admin/admin-status";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { FormMessage } from "@/components/ui/field";
import {
  cancelSubscription,
  reactivateSubscription,
} from "@/app/(member)/profile/_membership/actions";

// Staff's hand on a member's automatic renewal, in staff's words: stop it at the end of the
// period under way, or resume it. The member's own card and tier controls are not repeated here
// (the tier is in « Type d'adhésion et droits »; only the member enters a card).

export function SubscriptionControl({
  userId,
  memberName,
  periodEnd,
  isStopping,
}: {
  userId: string;
  memberName: string;
  /** The end of the period under way, as shown (« 01/01/2027 »). */
  periodEnd: string;
  /** The renewal is already set to stop at the end of the period. */
  isStopping: boolean;
}) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const run = (stop: boolean) =>
    startTransition(async () => {
      setError(null);
      const state = await (stop ? cancelSubscription : reactivateSubscription)(null, { userId });
      setAsking(false);
      if (!state.ok) return setError(state.error);
      announceAdminStatus(
        stop
          ? `Prélèvement automatique de ${memberName} arrêté à la fin de la période.`
          : `Prélèvement automatique de ${memberName} repris.`,
      );
      router.refresh();
    });
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      {isStopping ? (
        <button
          type="button"
          disabled={pending}
          onClick={() => run(false)}
          className={buttonClass({ variant: "secondary" })}
        >
          Reprendre le prélèvement automatique
        </button>
      ) : (
        <button
          type="button"
          disabled={pending}
          onClick={() => setAsking(true)}
          className={buttonClass({ variant: "secondary" })}
        >
          Arrêter le prélèvement automatique
        </button>
      )}
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <ConfirmDialog
        open={asking}
        title="Arrêter le prélèvement automatique&nbsp;?"
        message={`Plus aucun prélèvement pour ${memberName}\u00a0: l’adhésion reste valable jusqu’au ${periodEnd}, puis prend fin. Un e-mail l’en informe.`}
        confirmLabel="Arrêter le prélèvement"
        pending={pending}
        onConfirm={() => run(true)}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
