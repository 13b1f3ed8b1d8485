"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { announceAdminStatus } from "@/components/admin/admin-status";
import { ConfirmDialog } from "@/components/ui/dialog";
import type { ActionState } from "@/lib/actions/state";

/**
 * A delete icon, its confirmation naming the item (spec §5), the §8 error, and the
 * list refreshed after, with "Suppression effectuée : « … »" on the admin's status line.
 */
export function DeleteButton({
  id,
  label,
  itemName,
  confirmMessage,
  remove,
}: {
  id: string;
  label: string;
  /** The item as people know it (a title, a question), shown in the dialog and the status. */
  itemName: string;
  confirmMessage: string;
  remove: (previous: ActionState | null, input: { id: string }) => Promise<ActionState>;
}) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const router = useRouter();
  const confirm = () =>
    startTransition(async () => {
      try {
        const state = await remove(null, { id });
        if (!state.ok) setError(`Erreur lors de la suppression\u00a0: ${state.error}`);
        else {
          announceAdminStatus(`Suppression effectuée\u00a0: «\u00a0${itemName}\u00a0».`);
          router.refresh();
        }
      } catch {
        setError("Erreur lors de la suppression");
      }
      setOpen(false);
    });
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={label}
        title={label}
        className="rounded p-2 text-red-700 hover:bg-red-50"
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
      <ConfirmDialog
        open={open}
        title="Confirmer la suppression"
        message={
          <>
            <p>{confirmMessage}</p>
            <p className="mt-2 font-semibold text-slate-900">«&nbsp;{itemName}&nbsp;»</p>
          </>
        }
        confirmLabel="Supprimer"
        pending={pending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
