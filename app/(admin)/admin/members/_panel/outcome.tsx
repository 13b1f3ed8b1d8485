import { FormMessage } from "@/components/ui/field";
import type { ActionState } from "@/lib/actions/state";

/** The action's outcome, in a live region that is there before it (so that it is announced). */
export function Outcome({ state, className }: { state: ActionState | null; className?: string }) {
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
