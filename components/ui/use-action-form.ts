"use client";

import {
  startTransition,
  useActionState,
  useEffect,
  useRef,
  useState,
  type FormEvent,
} from "react";
import type { z } from "zod";
import type { ActionState, FieldErrors } from "@/lib/actions/state";

type FormAction<T> = (
  previous: ActionState<T> | null,
  formData: FormData,
) => Promise<ActionState<T>>;

type DefaultValue = string | boolean | null | undefined;

/**
 * The one way a form posts its server action (`action()` in lib/actions), built on React's
 * `useActionState`. The fields are plain uncontrolled inputs (`field(name)`, `checkbox(name)`)
 * whose first values are rendered by the server, so that a form whose `permalink` is given works
 * without JavaScript too: it posts to that page, which comes back with the answer and what the
 * action kept of what was typed. With JavaScript, the form's own FormData is checked first with
 * the schema the action parses (when `schema` is given: public pages may leave zod out), then
 * sent without a page load or React's reset of the fields; the server checks everything again.
 * A field's message is the browser's finding, else the server's from the last submit, until the
 * field is typed in again.
 */
export function useActionForm<
  T = undefined,
  Values extends Record<string, unknown> = Record<string, unknown>,
>({
  action,
  schema,
  defaultValues = {},
  permalink,
  confirmFirst = false,
  resetOnSuccess = false,
  onSuccess,
  onRefused,
}: {
  action: FormAction<T>;
  /** The action's own schema, checked in the browser before sending. */
  schema?: z.ZodType<unknown, Values>;
  /** The fields' first values (a failed post without JavaScript shows what was typed instead). */
  defaultValues?: Partial<Record<keyof Values & string, DefaultValue>>;
  /** The page a post without JavaScript lands on (React's permalink): the form's own page. */
  permalink?: string;
  /**
   * Valid values wait for a confirmation before they are sent: the form shows a dialog while
   * `confirmation.open`, whose buttons call `confirmation.proceed` or `confirmation.cancel`.
   * (`confirmation.ask(data)` asks it for other data, e.g. a removal sent without the checks.)
   */
  confirmFirst?: boolean;
  /** A success empties the fields (back to their defaults) for the next entry. */
  resetOnSuccess?: boolean;
  /**
   * After the action succeeded, as soon as its answer arrives: before the page it re-renders may
   * remove this form (e.g. a fresh form for the next entry, or another page). It runs in the
   * browser, so a form that has one needs JavaScript.
   */
  onSuccess?: (form: { reset: () => void }, message: string | null, data: T) => void;
  /**
   * The browser refused the values (the schema's messages by field), before the first refused
   * field takes the focus: e.g. show the tab that holds it.
   */
  onRefused?: (fieldErrors: FieldErrors) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const reset = () => formRef.current?.reset();
  const [state, dispatch, pending] = useActionState<ActionState<T> | null, FormData>(
    // The action itself unless something must run on its answer: a server reference is what
    // lets the form post without JavaScript.
    onSuccess
      ? async (previous, formData) => {
          const result = await action(previous, formData);
          if (result.ok) onSuccess({ reset }, result.message, result.data);
          return result;
        }
      : action,
    null,
    permalink,
  );

  // The messages shown: the server's at each answer, the browser's at each refused submit; a
  // field's goes when it is typed in again.
  const [errors, setErrors] = useState<FieldErrors>(() =>
    state && !state.ok ? state.fieldErrors : {},
  );
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    setErrors(state && !state.ok ? state.fieldErrors : {});
  }
  useEffect(() => {
    if (resetOnSuccess && state?.ok) formRef.current?.reset();
  }, [resetOnSuccess, state]);

  // A submit the browser refused: its first refused field takes the focus (the server's answer
  // is focused by ActionOutcome).
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.scrollIntoView({ block: "center" });
    invalid?.focus();
  }, [refusals]);

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

  const proceed = (data: FormData) => {
    setErrors({});
    if (confirmFirst) setAwaiting(data);
    else send(data);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const data = new FormData(event.currentTarget, submitter);
    if (!schema) return proceed(data);
    void import("./schema-check").then(({ checkFormData }) => {
      const found = checkFormData(schema, data);
      if (!found) return proceed(data);
      onRefused?.(found);
      setErrors(found);
      setRefusals((count) => count + 1);
    });
  };

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    if (name && errors[name]) setErrors(({ [name]: _, ...others }) => others);
  };

  const errorOf = (name: keyof Values & string): string | undefined => errors[name];

  /** What a field shows first: what a failed post kept, else its default. */
  const valueOf = (name: keyof Values & string): DefaultValue =>
    state && !state.ok && state.values?.[name] !== undefined
      ? state.values[name]
      : defaultValues[name];

  /** A text input, select or textarea of the form. */
  const field = (name: keyof Values & string) => {
    const value = valueOf(name);
    return { name, defaultValue: typeof value === "string" ? value : "" };
  };

  /** A checkbox sending "true" when checked (the schema reads it as a boolean). */
  const checkbox = (name: keyof Values & string) => {
    const value = valueOf(name);
    return { name, value: "true", defaultChecked: value === true || value === "true" };
  };

  /**
   * For the <form>. Its `action` is what a submit does before hydration (or without JavaScript):
   * the server action itself, except where a confirmation must come first (then nothing happens
   * until the page runs).
   */
  const formProps = {
    ref: formRef,
    action: confirmFirst ? confirmation.ask : dispatch,
    onSubmit,
    onInput,
    noValidate: true,
  };

  return {
    formRef,
    state,
    pending,
    errorOf,
    valueOf,
    field,
    checkbox,
    formProps,
    send,
    confirmation,
    reset,
  };
}
