"use client";

import { useCallback, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import {
  CodeLoginForm,
  type CodeSent,
  type CodeStepAnswer,
  type LoginStepAction,
} from "./code-login-form";
import { useAccount } from "@/components/site/use-account";
import { buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { LOGIN_CODE_SENT, SESSION_EXPIRED_MESSAGE } from "@/lib/auth/login-messages";

// A save refused because the session ended (an action's `sessionExpired`, an API's 401): the
// person logs in again by code in a dialog over the form, whose text stays as it was, and the
// save runs again once they are back. One piece for every editor and the profile.

export { SESSION_EXPIRED_MESSAGE };

/** Thrown by a fetch helper when the API answers 401 (the session ended). */
export class SessionExpiredError extends Error {
  constructor() {
    super(SESSION_EXPIRED_MESSAGE);
    this.name = "SessionExpiredError";
  }
}

/** An action's failure or an error that says the session ended. */
export function isSessionExpired(outcome: unknown): boolean {
  if (outcome instanceof SessionExpiredError) return true;
  return (
    typeof outcome === "object" &&
    outcome !== null &&
    "sessionExpired" in outcome &&
    outcome.sessionExpired === true
  );
}

const NETWORK_ERROR = "Erreur lors de la connexion. Veuillez réessayer.";

const failed = (error: string) => ({ ok: false as const, error, fieldErrors: {} });

/**
 * The documented login API (spec §7, POST /api/user-management?action=login | verify-otp) as the
 * answer of a form's action: its message on success, its error otherwise.
 */
async function postLogin(
  action: "login" | "verify-otp",
  body: object,
): Promise<{ ok: true; message: string | null } | { ok: false; error: string }> {
  try {
    const response = await fetch(`/api/user-management?action=${action}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => null)) as {
      success?: boolean;
      error?: string;
      /** Set when no code was sent (the address's ceiling): the last one received stays valid. */
      message?: string;
    } | null;
    if (response.ok && answer?.success) return { ok: true, message: answer.message ?? null };
    return { ok: false, error: answer?.error || NETWORK_ERROR };
  } catch {
    return { ok: false, error: NETWORK_ERROR };
  }
}

const addressOf = (formData: FormData) =>
  String(formData.get("email") ?? "")
    .trim()
    .toLowerCase();

// The dialog's two steps: the API wrapped as the forms' actions.
const sendCode: LoginStepAction<CodeSent> = async (_previous, formData) => {
  const email = addressOf(formData);
  const result = await postLogin("login", { email });
  return result.ok
    ? { ok: true, message: result.message ?? LOGIN_CODE_SENT, data: { email } }
    : failed(result.error);
};

const verify: LoginStepAction<CodeStepAnswer> = async (_previous, formData) => {
  const result = await postLogin("verify-otp", {
    email: addressOf(formData),
    otp: String(formData.get("otp") ?? ""),
  });
  return result.ok
    ? { ok: true, message: null, data: { kind: "signed-in" } }
    : failed(result.error);
};

/**
 * `expired(retry)` opens the re-login dialog; after a right code it closes and `retry` runs (the
 * save again). Render `dialog` anywhere: it is portalled out of the form.
 */
export function useSessionRecovery(): { expired: (retry: () => void) => void; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);
  const retry = useRef<(() => void) | null>(null);
  const expired = useCallback((again: () => void) => {
    retry.current = again;
    setRound((n) => n + 1);
    setOpen(true);
  }, []);
  const close = () => setOpen(false);
  // The address the session was opened with, as the header read it when the page loaded.
  const account = useAccount();
  // Rendered only while open: nothing to hydrate, and a new form each time.
  const dialog = !open
    ? null
    : createPortal(
        <Dialog open title="Reconnexion" onClose={close}>
          <p className="mb-4 font-semibold text-slate-800">{SESSION_EXPIRED_MESSAGE}</p>
          <CodeLoginForm
            key={round}
            sendCode={sendCode}
            verify={verify}
            defaultEmail={account?.email}
            autoFocus
            onSignedIn={() => {
              setOpen(false);
              retry.current?.();
            }}
          />
          <div className="mt-4 flex justify-end">
            <button type="button" onClick={close} className={buttonClass({ variant: "secondary" })}>
              Annuler
            </button>
          </div>
        </Dialog>,
        document.body,
      );
  return { expired, dialog };
}
