import type { z } from "zod";
import { AppError } from "@/lib/errors";

// Every server action goes through this wrapper: parse the FormData with zod, run the domain
// function, and answer with one state shape that forms show with useActionState.

export type ActionState =
  | { status: "idle" }
  | { status: "success"; message: string }
  | { status: "error"; error: string; fieldErrors?: Record<string, string> };

export const idleState: ActionState = { status: "idle" };

export function formDataToObject(formData: FormData): Record<string, unknown> {
  const entries: Record<string, unknown> = {};
  for (const [key, value] of formData.entries()) {
    if (key.startsWith("$ACTION")) continue;
    entries[key] = value;
  }
  return entries;
}

export function validatedAction<S extends z.ZodType>(
  schema: S,
  action: (data: z.infer<S>) => Promise<string>,
  options: { failureMessage?: string } = {},
): (previous: ActionState, formData: FormData) => Promise<ActionState> {
  return async (_previous, formData) => {
    const parsed = schema.safeParse(formDataToObject(formData));
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[issue.path.join(".")] ??= issue.message;
      return { status: "error", error: parsed.error.issues[0]?.message ?? "Formulaire invalide.", fieldErrors };
    }
    try {
      return { status: "success", message: await action(parsed.data) };
    } catch (error) {
      return actionError(error, options.failureMessage);
    }
  };
}

export function actionError(error: unknown, failureMessage = "Une erreur est survenue. Veuillez réessayer plus tard."): ActionState {
  if (error instanceof AppError) return { status: "error", error: error.message };
  console.error("[action] unexpected error:", error);
  return { status: "error", error: failureMessage };
}
