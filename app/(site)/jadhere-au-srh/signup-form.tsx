"use client";

import dynamic from "next/dynamic";
import {
  Suspense,
  useActionState,
  useEffect,
  useRef,
  useState,
  useTransition,
  type ReactNode,
} from "react";
import { refreshAccount } from "@/components/site/use-account";
import { useSchemaForm } from "@/components/ui/use-schema-form";
import {
  SIGNUP_FIELDS,
  signupMessages,
  signupSchema,
  signupSummary,
  type SignupData,
  type SignupField,
} from "@/lib/signup/schema";
import {
  completeSignupAfterCard,
  confirmSignup,
  payWithSimulatedCard,
  sendSignupCode,
  signupWithoutScript,
  type ClientPaymentStep,
} from "./actions";
import { DetailsStep } from "./details-step";
import { SignupError } from "./signup-error";
import { currentSlug, reachableView, viewOfSlug, writeUrl, type View } from "./signup-steps";
import { DEFAULT_VALUES } from "./signup-values";
import { TierStep, type TierOption } from "./tier-step";

// The steps after the form are not part of the page's first JavaScript (a public page's must not
// grow): the code step's is fetched once the payment tab shows, the card's and welcome's while
// the code step shows, before they are needed. Their loading message comes from a boundary of
// the form's own (StepBoundary), left out when the page answers a post made without JavaScript:
// the server then waits for the step and sends it whole (a streamed step needs a script).
const loadCodeStep = () => import("./code-step").then((step) => step.CodeStep);
const loadCardStep = () => import("./signup-card-step").then((step) => step.SignupCardStep);
const loadWelcomeStep = () => import("./welcome-step").then((step) => step.WelcomeStep);
const CodeStep = dynamic(loadCodeStep);
const SignupCardStep = dynamic(loadCardStep);
const WelcomeStep = dynamic(loadWelcomeStep);

function StepBoundary({ whole, children }: { whole: boolean; children: ReactNode }) {
  if (whole) return children;
  return <Suspense fallback={<p role="status">Chargement…</p>}>{children}</Suspense>;
}

/**
 * Each new step (code, card, welcome) is scrolled to and its heading focused when the heading
 * appears (a callback ref: a step whose code arrives later is focused then): on a phone it would
 * otherwise be off-screen, with the focus lost on the removed form.
 */
function focusStepHeading(heading: HTMLHeadingElement | null): void {
  heading?.scrollIntoView({ block: "start" });
  heading?.focus({ preventScroll: true });
}

/** The form's id: the tier cards, outside it, post it without JavaScript. */
const FORM_ID = "adhesion";

/**
 * Signup (spec §2, §5): the tier cards, then the three tabs, the code, the card, the welcome; one
 * component per step. The form is checked with the server's schema (lib/signup/schema.ts)
 * and its state stays here, so that going back a step (the URL's ?etape=) keeps what was typed.
 * Without JavaScript each step's form posts signupWithoutScript (useActionState, the page's
 * address as permalink), and the page comes back at the step that post answered, with the
 * same messages, what was typed, and the step's field (or the message) focused by `autofocus`.
 */
export function SignupForm({
  tiers,
  publishableKey,
  welcome,
  firstChargeOn,
}: {
  tiers: TierOption[];
  publishableKey: string | null;
  /** The day a signup today is first charged (the end of the offered year), as printed. */
  firstChargeOn: string;
  /** A member whose signup was just completed (signed in): the page shows the welcome again. */
  welcome: Extract<ClientPaymentStep, { kind: "done" }> | null;
}) {
  const [posted, formAction] = useActionState(signupWithoutScript, null, "/jadhere-au-srh");
  const form = useSchemaForm(signupSchema, posted?.values ?? DEFAULT_VALUES, posted?.fieldErrors);
  const { values, setValue, setErrors } = form;
  const [view, setView] = useState<View>(
    posted?.view ??
      (welcome ? { step: "done", tab: "payment" } : { step: "form", tab: "personal" }),
  );
  const { step, tab } = view;
  const [codeSent, setCodeSent] = useState(posted?.view.step === "code");
  const [payment, setPayment] = useState<ClientPaymentStep | null>(posted?.payment ?? welcome);
  const [error, setError] = useState<string | null>(posted?.error ?? null);
  const [notice, setNotice] = useState<string | null>(posted?.notice ?? null);
  const [pending, start] = useTransition();
  const tier = tiers.find((t) => t.id === values.tierId) ?? null;
  /** What the code was sent to (the schema's trimmed, lower-cased address). */
  const [sentTo, setSentTo] = useState<SignupData | null>(() =>
    posted?.view.step === "code" ? (signupSchema.safeParse(posted.values).data ?? null) : null,
  );
  const email = sentTo?.email ?? values.email.trim().toLowerCase();
  const formRef = useRef<HTMLFormElement>(null);
  /** The field to focus after a failed check (instead of the error message). */
  const fieldToFocus = useRef<SignupField | null>(null);
  /** What the URL may ask for: read by the history listener, which is set up once. */
  const reached = useRef({ tier: false, codeSent: false, payment: null as "card" | "done" | null });
  useEffect(() => {
    reached.current = {
      tier: tier !== null,
      codeSent,
      payment: payment ? (payment.kind === "done" ? "done" : "card") : null,
    };
  });

  /** Goes to a step or tab, as a new history entry (the back button returns here). */
  function go(next: View, mode: "push" | "replace" = "push") {
    setView(next);
    writeUrl(next, mode);
  }

  // Back and forward (and a reload) show the URL's step when it can be shown (signup-steps.ts).
  useEffect(() => {
    function fromUrl() {
      const shown = reachableView(viewOfSlug(currentSlug()), reached.current);
      setView(shown);
      setError(null);
      writeUrl(shown, "replace");
    }
    fromUrl();
    window.addEventListener("popstate", fromUrl);
    return () => window.removeEventListener("popstate", fromUrl);
  }, []);

  useEffect(() => {
    if (tab === "payment") void loadCodeStep();
    if (step !== "code") return;
    void loadCardStep();
    void loadWelcomeStep();
  }, [step, tab]);

  // After an error: the invalid field, or else the visible message, is brought into view and focused.
  useEffect(() => {
    if (!error) return;
    const field = fieldToFocus.current;
    fieldToFocus.current = null;
    requestAnimationFrame(() => {
      const target = field
        ? document.getElementById(`signup-${field}`)
        : [...document.querySelectorAll<HTMLElement>("[data-signup-error]")].find(
            (element) => element.offsetParent !== null,
          );
      target?.scrollIntoView({ block: "center" });
      target?.focus({ preventScroll: true });
    });
  }, [error]);

  /** Field errors (the browser's check or the server's) and the summary; the first field focused. */
  function showErrors(found: Partial<Record<string, string>>, summary: string) {
    const fields = Object.fromEntries(
      SIGNUP_FIELDS.filter((name) => found[name]).map((name) => [name, found[name]]),
    );
    setErrors(fields);
    const first = SIGNUP_FIELDS.find((name) => fields[name]);
    if (first) {
      // The fields are all on the first tab: switch to it and focus the first invalid one.
      go({ step: "form", tab: "personal" });
      fieldToFocus.current = first;
    }
    setError(summary);
  }

  function apply(next: ClientPaymentStep) {
    setPayment(next);
    go({ step: next.kind === "done" ? "done" : "card", tab: "payment" });
  }

  /** Sends the checked form; the server checks it again and sends the code. */
  function sendCode(
    data: SignupData,
    onSent: (message: string | null, alreadySent: boolean) => void,
  ) {
    setError(null);
    start(async () => {
      try {
        const result = await sendSignupCode(null, data);
        if (!result.ok) return showErrors(result.fieldErrors, result.error);
        setSentTo(data);
        onSent(result.message, result.data.alreadySent);
      } catch {
        setError(signupMessages.failed);
      }
    });
  }

  function submit(event: React.FormEvent) {
    form.handleSubmit(
      (data) =>
        sendCode(data, (message) => {
          setNotice(message);
          setCodeSent(true);
          go({ step: "code", tab: "payment" });
        }),
      (found, issues) => showErrors(found, signupSummary(issues)),
    )(event);
  }

  function resend() {
    if (!sentTo) return;
    // Nothing is sent past the address's ceiling: the server's notice says the last code holds.
    sendCode(sentTo, (message, alreadySent) =>
      setNotice(alreadySent ? message : signupMessages.resent),
    );
  }

  function verify(code: string) {
    setError(null);
    start(async () => {
      try {
        const result = await confirmSignup(null, { email, code });
        if (!result.ok) return setError(result.error);
        // The code signed the new member in: the header shows them from now on.
        refreshAccount();
        apply(result.data);
      } catch {
        setError(signupMessages.failed);
      }
    });
  }

  async function simulatedCard(cardNumber: string): Promise<string | null> {
    if (payment?.kind !== "card") return null;
    const result = await payWithSimulatedCard(null, {
      email,
      intentId: payment.intentId,
      clientSecret: payment.clientSecret,
      cardNumber,
    });
    if (!result.ok) return result.error;
    apply(result.data);
    return null;
  }

  async function stripeConfirmed(): Promise<string | null> {
    if (payment?.kind !== "card") return null;
    const result = await completeSignupAfterCard(null, { email, intentId: payment.intentId });
    if (!result.ok) return result.error;
    apply(result.data);
    return null;
  }

  if (step === "done" && payment?.kind === "done") {
    return (
      <StepBoundary whole={Boolean(posted)}>
        <WelcomeStep done={payment} headingRef={focusStepHeading} autoFocus={Boolean(posted)} />
      </StepBoundary>
    );
  }
  if (step === "card" && payment?.kind === "card") {
    return (
      <StepBoundary whole={Boolean(posted)}>
        <SignupCardStep
          card={payment}
          publishableKey={publishableKey}
          error={error}
          headingRef={focusStepHeading}
          autoFocus={Boolean(posted)}
          onSimulatedCard={simulatedCard}
          onStripeConfirmed={stripeConfirmed}
        />
      </StepBoundary>
    );
  }
  if (step === "code") {
    return (
      <StepBoundary whole={Boolean(posted)}>
        <CodeStep
          email={email}
          values={values}
          notice={notice}
          error={error}
          pending={pending}
          headingRef={focusStepHeading}
          withoutScript={{ formAction, posted: Boolean(posted) }}
          onVerify={verify}
          onResend={resend}
          onEdit={() => {
            go({ step: "form", tab: "payment" });
            setError(null);
          }}
        />
      </StepBoundary>
    );
  }

  return (
    <div className="space-y-6">
      {/* The form's default button (Enter in a field): before the tier cards, which submit it too. */}
      <button type="submit" form={FORM_ID} hidden tabIndex={-1}>
        Confirmer mon adresse e-mail
      </button>
      <TierStep
        tiers={tiers}
        tierId={values.tierId}
        formId={FORM_ID}
        onChoose={(id, { byKeyboard }) => {
          setValue("tierId", id);
          setError(null);
          if (byKeyboard) return;
          // On a phone the form appears below the cards: bring its start into view.
          requestAnimationFrame(() => {
            const details = formRef.current;
            if (details && details.getBoundingClientRect().top > window.innerHeight * 0.6)
              details.scrollIntoView({ block: "start" });
          });
        }}
      />
      {error && !tier && <SignupError>{error}</SignupError>}
      {/* The tier cards post this form without JavaScript, before the details are shown. */}
      {!tier && <form id={FORM_ID} action={formAction} hidden />}
      {tier && (
        <DetailsStep
          id={FORM_ID}
          formAction={formAction}
          posted={posted ? { fieldErrors: posted.fieldErrors } : null}
          firstChargeOn={firstChargeOn}
          tier={tier}
          values={values}
          errors={form.errors}
          setValue={setValue}
          onStatutes={(accepted) => {
            setValue("statutes", accepted);
            setError(null);
          }}
          tab={tab}
          onTab={(next) => go({ step: "form", tab: next })}
          error={error}
          pending={pending}
          formRef={formRef}
          onSubmit={submit}
        />
      )}
    </div>
  );
}
