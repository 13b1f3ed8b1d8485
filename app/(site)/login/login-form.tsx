"use client";

import Link from "next/link";
import { CodeLoginForm } from "@/components/auth/code-login-form";
import { announcePageNotice } from "@/components/site/page-notice";
import { sendLoginCode, signInWithCode } from "./actions";

/**
 * The login page's form: the shared code form through the page's server actions. Without
 * JavaScript its forms post them at the page's own address (the permalink, also the key of the
 * answer, the same for the visitors' view and the page the post reaches), which comes back on
 * the step reached, its field focused (`autofocus`: no fragment, which would skip it).
 */
export function LoginForm({ callbackUrl }: { callbackUrl: string }) {
  const permalink =
    callbackUrl === "/" ? "/login" : `/login?callbackUrl=${encodeURIComponent(callbackUrl)}`;
  return (
    <CodeLoginForm
      sendCode={sendLoginCode}
      verify={signInWithCode}
      permalink={permalink}
      hidden={{ callbackUrl }}
      autoFocus
      // A full load, so that every island (the header's account menu) starts with the session;
      // the page says the login worked.
      onSignedIn={(redirectTo) => {
        announcePageNotice("signed-in");
        window.location.assign(redirectTo ?? callbackUrl);
      }}
      codeStepFooter={
        <p className="text-sm text-slate-600">
          Pas encore adhérent&nbsp;?{" "}
          <Link href="/jadhere-au-srh" className="font-semibold text-brand-700 underline">
            J’adhère au SRH
          </Link>
        </p>
      }
    />
  );
}
