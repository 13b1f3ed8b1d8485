"use client";

import { useEffect, useId, useState, useTransition, type ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { CodeForm } from "@/components/ui/code-form";
import { inputClass } from "@/components/ui/field";

// Login by e-mail code (spec §2 "Login"): step 1 the address, step 2 the six digits. One form for
// the login page (its server actions) and the re-login dialog of a form whose session expired
// (the documented login API): each passes how it sends and checks the code.

export type LoginResult = { ok: true; message?: string | null } | { ok: false; error: string };

/**
 * Where the page's forms post without JavaScript (a server action through useActionState), and
 * the step that post answered: the page then comes back at that step, with its message.
 */
export type LoginWithoutScript = {
  formAction: (formData: FormData) => void;
  state: LoginPageState | null;
  /** Hidden fields each step's form sends (the return address). */
  hidden?: Record<string, string>;
};

export type LoginPageState = {
  step: "email" | "code";
  email: string;
  notice: string | null;
  error: string | null;
};

export type LoginTransport = {
  sendCode: (email: string) => Promise<LoginResult>;
  /** Checks the code and starts the session (its cookie); onSignedIn runs after a right code. */
  verify: (email: string, code: string) => Promise<LoginResult>;
};

const NETWORK_ERROR = "Erreur lors de la connexion. Veuillez réessayer.";

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

export function CodeLoginForm({
  transport,
  onSignedIn,
  codeStepFooter,
  autoFocus = false,
  withoutScript,
  defaultEmail = "",
}: {
  transport: LoginTransport;
  onSignedIn: () => void;
  /** Shown under the code step (the login page's "Pas encore adhérent ?"). */
  codeStepFooter?: ReactNode;
  autoFocus?: boolean;
  /** The login page's: its forms work without JavaScript too. */
  withoutScript?: LoginWithoutScript;
  /** The address to start with (the re-login dialog: the member's own). */
  defaultEmail?: string;
}) {
  // A page answering a post made without JavaScript starts at the step that post reached.
  const posted = withoutScript?.state ?? null;
  const [email, setEmail] = useState(posted?.email ?? defaultEmail);
  const [typed, setTyped] = useState("");
  const [sentTo, setSentTo] = useState<{ email: string; at: number } | null>(null);
  const [step, setStep] = useState<"email" | "code">(posted?.step ?? "email");
  const [error, setError] = useState<string | null>(posted?.error ?? null);
  const [notice, setNotice] = useState<string | null>(posted?.notice ?? null);
  const [sending, startSend] = useTransition();
  const [verifying, startVerify] = useTransition();
  const ids = { email: useId(), status: useId(), wait: useId() };

  // The dialog's form may sit inside another form in React's tree (a portal): its submit must
  // not reach the form behind it.
  function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    const normalised = String(new FormData(event.currentTarget).get("email") ?? "")
      .trim()
      .toLowerCase();
    setEmail(normalised);
    setError(null);
    startSend(async () => {
      try {
        const result = await transport.sendCode(normalised);
        if (result.ok) {
          setNotice(result.message ?? null);
          setSentTo({ email: normalised, at: Date.now() });
          setStep("code");
        } else {
          setError(result.error);
        }
      } catch {
        setError(NETWORK_ERROR);
      }
    });
  }

  const waitOnCodeStep = useResendCountdown(sentTo, email);
  const waitOnEmailStep = useResendCountdown(sentTo, typed.trim().toLowerCase() || email);

  // A new code without leaving the code step: the code already received stays typeable while the
  // minute between two sends runs (the button says how long), and after it.
  function resend() {
    if (waitOnCodeStep > 0 || sending) return;
    setError(null);
    startSend(async () => {
      try {
        const result = await transport.sendCode(email);
        if (result.ok) {
          setNotice(result.message ?? null);
          setSentTo({ email, at: Date.now() });
        } else {
          setError(result.error);
        }
      } catch {
        setError(NETWORK_ERROR);
      }
    });
  }

  function backToEmail() {
    setTyped(email);
    setStep("email");
    setError(null);
  }

  function verify(code: string) {
    setError(null);
    startVerify(async () => {
      try {
        const result = await transport.verify(email, code);
        if (!result.ok) {
          setError(result.error);
          return;
        }
        onSignedIn();
      } catch {
        setError(NETWORK_ERROR);
      }
    });
  }

  const hiddenFields = Object.entries(withoutScript?.hidden ?? {}).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));

  if (step === "email") {
    return (
      <form action={withoutScript?.formAction} onSubmit={send} className="grid gap-4" noValidate>
        {hiddenFields}
        <div>
          <label htmlFor={ids.email} className="font-semibold text-slate-900">
            Adresse e-mail
          </label>
          <input
            id={ids.email}
            name="email"
            type="email"
            required
            autoComplete="email"
            autoFocus={autoFocus || (posted !== null && error !== null)}
            defaultValue={email}
            onChange={(event) => setTyped(event.target.value)}
            aria-describedby={error ? ids.status : ids.wait}
            className={inputClass}
          />
        </div>
        <button
          type="submit"
          disabled={sending || waitOnEmailStep > 0}
          className={buttonClass({ size: "lg" })}
        >
          {sending ? "Envoi du code…" : "Recevoir un code de connexion"}
        </button>
        <p id={ids.wait} className="min-h-5 text-sm text-slate-600">
          {waitOnEmailStep > 0 &&
            `Un code vient d’être envoyé à cette adresse\u00a0: vous pourrez en demander un nouveau dans ${waitOnEmailStep} s.`}
        </p>
        <p id={ids.status} role="alert" className="min-h-6 text-sm text-red-700">
          {error}
        </p>
      </form>
    );
  }

  return (
    <CodeForm
      name="otp"
      submitLabel="Se connecter"
      button={{ size: "lg" }}
      pending={verifying}
      error={error}
      onVerify={verify}
      formAction={withoutScript?.formAction}
      footer={
        <>
          <div className="flex flex-wrap gap-4 text-sm">
            {/* Without JavaScript these two post the form with their intent (loginWithoutScript). */}
            <button
              type="submit"
              name="intent"
              value="resend"
              onClick={(event) => {
                event.preventDefault();
                resend();
              }}
              aria-disabled={waitOnCodeStep > 0 || sending}
              className="font-semibold text-brand-700 hover:underline aria-disabled:cursor-not-allowed aria-disabled:text-slate-600 aria-disabled:no-underline"
            >
              {sending ? "Envoi du code…" : "Renvoyer le code"}
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
      <input type="hidden" name="email" value={email} />
      <p role="status" className="rounded-md bg-brand-50 p-3 text-sm text-brand-900">
        {notice} Adresse&nbsp;: <strong>{email}</strong>
      </p>
    </CodeForm>
  );
}
