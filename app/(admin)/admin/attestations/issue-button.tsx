"use client";

import { FileCheck } from "lucide-react";
import { useActionState } from "react";
import { buttonClass } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/field";
import { issueYearAttestations } from "./actions";

/** Issues the year's missing attestations and corrects the stale ones; the count is announced. */
export function IssueAttestationsButton({
  year,
  pendingCount,
}: {
  year: number;
  pendingCount: number;
}) {
  const [state, submit, pending] = useActionState(issueYearAttestations, null);
  return (
    <form action={submit} className="flex flex-col items-start gap-3">
      <input type="hidden" name="year" value={year} />
      <button type="submit" disabled={pending} className={buttonClass()}>
        <FileCheck aria-hidden="true" className="size-4" />
        {pending
          ? "Émission en cours…"
          : `Émettre les attestations ${year}${pendingCount > 0 ? ` (${pendingCount})` : ""}`}
      </button>
      <div aria-live="polite">
        {state && (
          <FormMessage kind={state.ok ? "success" : "error"}>
            {state.ok ? (state.message ?? "") : state.error}
          </FormMessage>
        )}
      </div>
    </form>
  );
}
