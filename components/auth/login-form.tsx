"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState, useTransition } from "react";
import { useFormStatus } from "react-dom";
import { sendLoginCode } from "@/app/(site)/login/actions";
import { idleState } from "@/lib/actions/validated-action";
import { setSessionHint } from "@/lib/auth/session-hint";
import { signInWithCode } from "@/lib/auth/sign-in";

const messages = {
  network: "Erreur lors de la connexion. Veuillez réessayer.",
};

/** Login by e-mail code (spec §2 "Login"): step 1 the address, step 2 the six digits. */
export function LoginForm({ callbackUrl }: { callbackUrl: string }) {
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [step, setStep] = useState<"email" | "code">("email");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [verifying, startVerify] = useTransition();
  const codeInput = useRef<HTMLInputElement>(null);
  const ids = { email: useId(), code: useId(), status: useId() };

  async function send(formData: FormData) {
    const normalised = String(formData.get("email") ?? "").trim().toLowerCase();
    setEmail(normalised);
    setError(null);
    formData.set("email", normalised);
    try {
      const result = await sendLoginCode(idleState, formData);
      if (result.status === "success") {
        setNotice(result.message);
        setStep("code");
      } else if (result.status === "error") {
        setError(result.error);
      }
    } catch {
      setError(messages.network);
    }
  }

  useEffect(() => {
    if (step === "code") codeInput.current?.focus();
  }, [step]);

  function backToEmail() {
    setStep("email");
    setCode("");
    setError(null);
  }

  function verify(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    startVerify(async () => {
      try {
        const failure = await signInWithCode(email, code, callbackUrl);
        if (failure) {
          setError(failure);
          return;
        }
        setSessionHint();
        // A full load, so that every island (the header's account menu) starts with the session.
        window.location.assign(callbackUrl);
      } catch {
        setError(messages.network);
      }
    });
  }

  if (step === "email") {
    return (
      <form action={send} className="grid gap-4" noValidate>
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
            defaultValue={email}
            aria-describedby={error ? ids.status : undefined}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
          />
        </div>
        <SendButton />
        <p id={ids.status} role="alert" className="min-h-6 text-sm text-red-700">
          {error}
        </p>
      </form>
    );
  }

  return (
    <form onSubmit={verify} className="grid gap-4" noValidate>
      <p role="status" className="rounded-md bg-brand-50 p-3 text-sm text-brand-900">
        {notice} Adresse : <strong>{email}</strong>
      </p>
      <div>
        <label htmlFor={ids.code} className="font-semibold text-slate-900">
          Code à 6 chiffres
        </label>
        <input
          ref={codeInput}
          id={ids.code}
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, "").slice(0, 6))}
          aria-describedby={error ? ids.status : undefined}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-center text-2xl tracking-[0.5em]"
        />
      </div>
      <button
        type="submit"
        disabled={code.length !== 6 || verifying}
        className="rounded-md bg-brand-800 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {verifying ? "Vérification…" : "Se connecter"}
      </button>
      <p id={ids.status} role="alert" className="min-h-6 text-sm text-red-700">
        {error}
      </p>
      <div className="flex flex-wrap gap-4 text-sm">
        <button type="button" onClick={backToEmail} className="font-semibold text-brand-700 hover:underline">
          Renvoyer le code
        </button>
        <button type="button" onClick={backToEmail} className="font-semibold text-brand-700 hover:underline">
          Changer d&apos;adresse e-mail
        </button>
      </div>
      <p className="text-sm text-slate-600">
        Pas encore adhérent ?{" "}
        <Link href="/jadhere-au-srh" className="font-semibold text-brand-700 underline">
          J&apos;adhère au SRH
        </Link>
      </p>
    </form>
  );
}

function SendButton() {
  const { pending } = useFormStatus();
  return (
    <button type="submit" disabled={pending} className="rounded-md bg-brand-800 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
      {pending ? "Envoi du code…" : "Recevoir un code de connexion"}
    </button>
  );
}
