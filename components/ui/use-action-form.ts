"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { startTransition, useActionState, useState, type FormEvent } from "react";
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import type { ActionState } from "@/lib/actions/state";

type FormAction<T> = (
  previous: ActionState<T> | null,
  formData: FormData,
) => Promise<ActionState<T>>;

/**
 * A form checked in the browser with the schema its server action parses (react-hook-form), then
 * sent to that action as the form's own FormData: the server checks everything again. A field's
 * message is the browser's finding, else the server's from the last submit.
 */
export function useActionForm<
  Values extends FieldValues,
  Output extends FieldValues,
  T = undefined,
>({
  schema,
  action,
  defaultValues,
  confirmFirst = false,
  onSuccess,
}: {
  schema: z.ZodType<Output, Values>;
  action: FormAction<T>;
  defaultValues: DefaultValues<Values>;
  /**
   * Valid values wait for a confirmation before they are sent: the form shows a dialog while
   * `confirmation.open`, whose buttons call `confirmation.proceed` or `confirmation.cancel`.
   * (`confirmation.ask(data)` asks it for other data, e.g. a removal sent without the checks.)
   */
  confirmFirst?: boolean;
  /**
   * After the action succeeded (e.g. a fresh form for the next entry), as soon as its answer
   * arrives: before the page it re-renders may remove this form.
   */
  onSuccess?: (form: UseFormReturn<Values, unknown, Output>, message: string | null) => void;
}) {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const [state, dispatch, pending] = useActionState<ActionState<T> | null, FormData>(
    async (previous, formData) => {
      const result = await action(previous, formData);
      if (result.ok) onSuccess?.(form, result.message);
      return result;
    },
    null,
  );

  /** Sends as it is, unchecked: for a button whose action needs none of the fields (a removal). */
  const send = (data: FormData) => startTransition(() => dispatch(data));

  // What a valid submit (or `ask`) would send, while its confirmation is asked.
  const [awaiting, setAwaiting] = useState<FormData | null>(null);
  const confirmation = {
    open: awaiting !== null,
    ask: (data: FormData) => setAwaiting(data),
    proceed: () => {
      if (awaiting) send(awaiting);
      setAwaiting(null);
    },
    cancel: () => setAwaiting(null),
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    event.preventDefault();
    void form.handleSubmit(() => {
      const data = new FormData(element);
      if (confirmFirst) setAwaiting(data);
      else send(data);
    })(event);
  };

  const serverErrors = state && !state.ok ? state.fieldErrors : {};
  const errorOf = (field: keyof Values & string): string | undefined => {
    const message = form.formState.errors[field]?.message;
    return typeof message === "string" ? message : serverErrors[field];
  };

  /** For the <form>; `action` too, so that a submit before hydration sends nothing by GET. */
  const formProps = { action: dispatch, onSubmit, noValidate: true };

  return { form, state, pending, errorOf, formProps, send, confirmation };
}
