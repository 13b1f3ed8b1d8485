import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { assertAdminViewer, type AdminViewer } from "@/lib/auth/access";
import { formDataToObject } from "@/lib/validation/form-data";
import { assertViewer, getViewer, type Viewer } from "@/lib/auth/session";
import { AppError, UnauthorizedError } from "@/lib/errors";
import { parseOrThrow } from "@/lib/validation/issues";
import type { ActionState } from "./state";

// Every server action goes through `action()`, as every route handler goes through `apiRoute`:
// parse the input with zod, load the session, check the role, run the domain function, answer
// one ActionState. Every action is a public endpoint: the role in the options is the check.
// Next's control flow (redirect(), notFound(), forbidden()) passes through untouched.

export type { ActionState } from "./state";

type Role = "public" | "member" | "admin";
type ViewerFor<R extends Role> = R extends "admin"
  ? AdminViewer
  : R extends "member"
    ? Viewer
    : Viewer | null;

/** What the handler returns: a message for the person, or a message and data for the form. */
export type ActionOutcome<T> = string | { message?: string; data: T };

export type ActionOptions<S extends z.ZodType, R extends Role> = {
  schema: S;
  /** Who may call: anyone (default), a logged-in member, or an administrator. */
  role?: R;
  /** Shown when something unexpected fails (the error itself is logged). */
  failureMessage?: string;
  /**
   * Fields whose typed text a failure sends back (`values`): a public form posted without
   * JavaScript is a new page, which fills them in again. Never a secret or a code.
   */
  keepTyped?: readonly string[];
};

export const DEFAULT_FAILURE_MESSAGE = "Une erreur est survenue. Veuillez réessayer plus tard.";

export function action<S extends z.ZodType, T = undefined, R extends Role = "public">(
  options: ActionOptions<S, R>,
  handler: (input: z.infer<S>, context: { viewer: ViewerFor<R> }) => Promise<ActionOutcome<T>>,
): (
  previous: ActionState<T> | null,
  input: FormData | Record<string, unknown>,
) => Promise<ActionState<T>> {
  return async (_previous, input) => runAction(options, handler, input, getViewer);
}

/** The body of every action, with the session reader as a parameter (tests pass their own viewer). */
export async function runAction<S extends z.ZodType, T, R extends Role>(
  options: ActionOptions<S, R>,
  handler: (input: z.infer<S>, context: { viewer: ViewerFor<R> }) => Promise<ActionOutcome<T>>,
  input: FormData | Record<string, unknown>,
  readViewer: () => Promise<Viewer | null>,
): Promise<ActionState<T>> {
  try {
    const viewer = await readViewer();
    if (options.role === "member") assertViewer(viewer);
    if (options.role === "admin") assertAdminViewer(assertViewer(viewer));
    const parsed = parseOrThrow(
      options.schema,
      input instanceof FormData ? formDataToObject(input) : input,
    );
    const outcome = await handler(parsed, { viewer: viewer as ViewerFor<R> }); // why: narrowed by the asserts above
    return typeof outcome === "string"
      ? { ok: true, message: outcome, data: undefined as T } // why: a message-only outcome has no data (T is undefined)
      : { ok: true, message: outcome.message ?? null, data: outcome.data };
  } catch (error) {
    unstable_rethrow(error);
    const failure = actionFailure(error, options.failureMessage);
    return options.keepTyped
      ? { ...failure, values: typedValues(input, options.keepTyped) }
      : failure;
  }
}

function typedValues(
  input: FormData | Record<string, unknown>,
  fields: readonly string[],
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    // The last value: a checkbox sends its hidden "false" first, then "true" when ticked.
    const value = input instanceof FormData ? input.getAll(field).at(-1) : input[field];
    if (typeof value === "string") values[field] = value.slice(0, 10_000);
  }
  return values;
}

export function actionFailure(
  error: unknown,
  failureMessage = DEFAULT_FAILURE_MESSAGE,
): { ok: false; error: string; fieldErrors: Record<string, string>; sessionExpired?: true } {
  // No live session where one is required: a form open before its session ended offers to log in
  // again (components/auth/session-recovery.tsx).
  if (error instanceof UnauthorizedError) {
    return { ok: false, error: error.message, fieldErrors: {}, sessionExpired: true };
  }
  if (error instanceof AppError) {
    return { ok: false, error: error.message, fieldErrors: error.fieldErrors };
  }
  console.error("[action] unexpected error:", error);
  return { ok: false, error: failureMessage, fieldErrors: {} };
}
