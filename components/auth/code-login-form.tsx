"use client";

import { useEffect, useId, useState, type ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { CodeForm } from "@/components/ui/code-form";
import { inputClass } from "@/components/ui/field";
import { useActionForm } from "@/components/ui/use-action-form";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { ActionState } from "@/lib/actions/state";

// Login by e-mail code (spec §2 "Login"): step 1 the address, step 2 the six digits, each a
// useActionForm. One form for the login page (its server actions, which also answer its posts
// made without JavaScript) and the re-login dialog of a form whose session expired (the
// documented login API, wrapped as the two actions).

/** What step 1 answers: the address the code went to, as the login keeps it. */
export type CodeSent = { email: string };

/**
 * What step 2 answers: signed in (the way back, on the login page), or, for a post made without
 * JavaScript with « Renvoyer le code » or « Changer d’adresse e-mail », the step to show.
 */
export type CodeStepAnswer =
  | { kind: "signed-in"; redirectTo?: string }
  | { kind: "sent"; email: string }
  | { kind: "change"; email: string };

/** A step's action: the form's data (`email`; `otp` on step 2) in, its answer out. */
export type LoginStepAction<T> = (
  previous: ActionState<T> | null,
  formData: FormData,
) => Promise<ActionState<T>>;

/** One code a minute per address (lib/members/login-codes.ts): the form counts down instead of being refused. */
const RESEND_AFTER_SECONDS = 60;

/** Seconds left before a new code may be sent to `email`, ticking every second. */
function useResendCountdown(sentTo: { email: string; at: number } | null, email: string) {
  const [now, setNow] = useState(() => Date.now());
  const active = sentTo !== null && sentTo.email === email;
  // `now` may predate the send (it ticks only during a countdown): never more than the minute.
  const elapsed = active ? Math.max(0, now - sentTo.at) : 0;
  const left = active ? Math.max(0, Math.ceil(RESEND_AFTER_SECONDS - elapsed / 1000)) : 0;
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);
  return left;
}

/** What the form shows: the step, the address, the last notice and error. */
type View = { step: "email" | "code"; email: string; notice: string | null; error: string | null };

function afterSend(view: View, state: ActionState<CodeSent>): View {
  return state.ok
    ? { step: "code", email: state.data.email, notice: state.message, error: null }
    : { ...view, error: state.error };
}

function afterCheck(view: View, state: ActionState<CodeStepAnswer>): View {
  if (!state.ok) return { ...view, step: "code", error: state.error };
  const answer = state.data;
  if (answer.kind === "signed-in") return { ...view, error: null };
  if (answer.kind === "change")
    return { step: "email", email: answer.email, notice: null, error: null };
  return { step: "code", email: answer.email, notice: state.message, error: null };
}

/** The first view: the step a post made without JavaScript reached, else the address step. */
function firstView(
  sent: ActionState<CodeSent> | null,
  checked: ActionState<CodeStepAnswer> | null,
  defaultEmail: string,
): View {
  // A failure kept the address typed (the actions' `keepTyped`); a success gives it.
  const typed = (state: ActionState<unknown> | null) =>
    (state && !state.ok && state.values?.email) || defaultEmail;
  const start: View = { step: "email", email: typed(sent ?? checked), notice: null, error: null };
  if (sent) return afterSend(start, sent);
  if (checked) return afterCheck(start, checked);
  return start;
}

export function CodeLoginForm({
  sendCode,
  verify,
  permalink,
  hidden = {},
  onSignedIn,
  codeStepFooter,
  autoFocus = false,
  defaultEmail = "",
}: {
  /** Step 1: sends a code to the form's `email`. */
  sendCode: LoginStepAction<CodeSent>;
  /** Step 2: checks the form's `otp` for its `email` and starts the session (its cookie). */
  verify: LoginStepAction<CodeStepAnswer>;
  /** The login page's: its forms post without JavaScript to this page (server actions only). */
  permalink?: string;
  /** Hidden fields each step's form sends (the return address). */
  hidden?: Record<string, string>;
  /** After a right code, with the way back when the action gave one. */
  onSignedIn: (redirectTo: string | undefined) => void;
  /** Shown under the code step (the login page's "Pas encore adhérent ?"). */
  codeStepFooter?: ReactNode;
  autoFocus?: boolean;
  /** The address to start with (the re-login dialog: the member's own). */
  defaultEmail?: string;
}) {
  const sendForm = useActionForm<CodeSent>({ action: sendCode, permalink });
  const hydrated = useHydrated();
  const codeForm = useActionForm<CodeStepAnswer>({
    action: verify,
    permalink,
    // As soon as the right code's answer arrives, before the router re-renders the page for the
    // new session cookie. Only once the page runs: until then the action must be the server's
    // own, which posts without JavaScript (useActionState runs the latest action it was given).
    onSuccess: hydrated
      ? (_form, _message, answer) => {
          if (answer.kind === "signed-in") onSignedIn(answer.redirectTo);
        }
      : undefined,
  });
  const ids = { email: useId(), status: useId(), wait: useId() };

  const [view, setView] = useState(() => firstView(sendForm.state, codeForm.state, defaultEmail));
  /** When the last code was asked for (the countdown starts once it is sent). */
  const [requestedAt, setRequestedAt] = useState<number | null>(null);
  const [sentTo, setSentTo] = useState<{ email: string; at: number } | null>(null);
  /** The address being typed on step 1 (its countdown). */
  const [typed, setTyped] = useState("");

  // Each answer moves the view: the code step once a code is sent, the error where it is.
  const [answered, setAnswered] = useState({ sent: sendForm.state, checked: codeForm.state });
  if (answered.sent !== sendForm.state || answered.checked !== codeForm.state) {
    setAnswered({ sent: sendForm.state, checked: codeForm.state });
    let next = view;
    if (answered.sent !== sendForm.state && sendForm.state) {
      next = afterSend(next, sendForm.state);
      if (sendForm.state.ok && requestedAt !== null) {
        setSentTo({ email: sendForm.state.data.email, at: requestedAt });
      }
    }
    if (answered.checked !== codeForm.state && codeForm.state) {
      next = afterCheck(next, codeForm.state);
    }
    setView(next);
  }

  const waitOnCodeStep = useResendCountdown(sentTo, view.email);
  const waitOnEmailStep = useResendCountdown(sentTo, typed.trim().toLowerCase() || view.email);

  /** A code is asked for: its countdown will start from now. */
  const startSend = () => {
    setRequestedAt(Date.now());
    setView((current) => ({ ...current, error: null }));
  };

  // A new code without leaving the code step: the code already received stays typeable while the
  // minute between two sends runs (the button says how long), and after it.
  function resend() {
    if (waitOnCodeStep > 0 || sendForm.pending) return;
    startSend();
    const data = new FormData();
    for (const [name, value] of Object.entries(hidden)) data.set(name, value);
    data.set("email", view.email);
    sendForm.send(data);
  }

  function backToEmail() {
    setTyped(view.email);
    setView((current) => ({ ...current, step: "email", error: null }));
  }

  const hiddenFields = Object.entries(hidden).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));

  // The dialog's forms may sit inside another form in React's tree (a portal): their submit and
  // input events stop at each step's form, never reaching the form behind it.
  if (view.step === "email") {
    return (
      <form
        {...sendForm.formProps}
        onSubmit={(event) => {
          event.stopPropagation();
          startSend();
          sendForm.formProps.onSubmit(event);
        }}
        onInput={(event) => {
          event.stopPropagation();
          sendForm.formProps.onInput(event);
        }}
        className="grid gap-4"
      >
        {hiddenFields}
        <div>
          <label htmlFor={ids.email} className="font-semibold text-slate-900">
            Adresse e-mail
          </label>
          <input
            id={ids.email}
            name="email"
            defaultValue={view.email}
            type="email"
            required
            autoComplete="email"
            autoFocus={autoFocus || view.error !== null}
            onChange={(event) => setTyped(event.target.value)}
            aria-describedby={view.error ? ids.status : ids.wait}
            className={inputClass}
          />
        </div>
        <button
          type="submit"
          disabled={sendForm.pending || waitOnEmailStep > 0}
          className={buttonClass({ size: "lg" })}
        >
          {sendForm.pending ? "Envoi du code…" : "Recevoir un code de connexion"}
        </button>
        <p id={ids.wait} className="min-h-5 text-sm text-slate-600">
          {waitOnEmailStep > 0 &&
            `Un code vient d’être envoyé à cette adresse\u00a0: vous pourrez en demander un nouveau dans ${waitOnEmailStep} s.`}
        </p>
        <p id={ids.status} role="alert" className="min-h-6 text-sm text-red-700">
          {view.error}
        </p>
      </form>
    );
  }

  return (
    <CodeForm
      form={{
        ...codeForm.formProps,
        onSubmit: (event) => {
          event.stopPropagation();
          setView((current) => ({ ...current, error: null }));
          codeForm.formProps.onSubmit(event);
        },
        onInput: (event) => {
          event.stopPropagation();
          codeForm.formProps.onInput(event);
        },
      }}
      name="otp"
      submitLabel="Se connecter"
      button={{ size: "lg" }}
      pending={codeForm.pending}
      error={view.error}
      footer={
        <>
          <div className="flex flex-wrap gap-4 text-sm">
            {/* Without JavaScript these two post the form with their intent (signInWithCode). */}
            <button
              type="submit"
              name="intent"
              value="resend"
              onClick={(event) => {
                event.preventDefault();
                resend();
              }}
              aria-disabled={waitOnCodeStep > 0 || sendForm.pending}
              className="font-semibold text-brand-700 hover:underline aria-disabled:cursor-not-allowed aria-disabled:text-slate-600 aria-disabled:no-underline"
            >
              {sendForm.pending ? "Envoi du code…" : "Renvoyer le code"}
              {waitOnCodeStep > 0 && (
                <span className="font-normal text-slate-600">
                  {" "}
                  (possible dans {waitOnCodeStep} s)
                </span>
              )}
            </button>
            <button
              type="submit"
              name="intent"
              value="change"
              onClick={(event) => {
                event.preventDefault();
                backToEmail();
              }}
              className="font-semibold text-brand-700 hover:underline"
            >
              Changer d’adresse e-mail
            </button>
          </div>
          {codeStepFooter}
        </>
      }
    >
      {hiddenFields}
      <input type="hidden" name="email" value={view.email} />
      {/* Sent once the page runs: the action then answers the way back instead of redirecting. */}
      {hydrated && <input type="hidden" name="withScript" value="1" />}
      <p role="status" className="rounded-md bg-brand-50 p-3 text-sm text-brand-900">
        {view.notice} Adresse&nbsp;: <strong>{view.email}</strong>
      </p>
    </CodeForm>
  );
}
