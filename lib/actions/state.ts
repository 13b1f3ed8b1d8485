import type { FieldErrors } from "@/lib/validation/issues";

// What a server action answers (lib/actions/action.ts), in a module without server code so that
// client forms can import it. `null` is the state before the first submit.

export type { FieldErrors };

export type ActionState<T = undefined> =
  | { ok: true; message: string | null; data: T }
  | {
      ok: false;
      error: string;
      fieldErrors: FieldErrors;
      /** The session ended (or there is none) while it was required: the form may log in again. */
      sessionExpired?: true;
      /**
       * What was typed in the fields the action keeps (its `keepTyped` option): a form posted
       * without JavaScript comes back as a new page, which shows them again.
       */
      values?: Record<string, string>;
    };
