"use client";

import dynamic from "next/dynamic";
import {
  Suspense,
  useEffect,
  useRef,
  useState,
  useTransition,
  type FormEvent,
  type ReactNode,
} from "react";
import { refreshAccount } from "@/components/site/use-account";
import { useActionForm } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";
import { SIGNUP_FIELDS, signupMessages, type SignupField } from "@/lib/signup/messages";
import {
  completeSignupAfterCard,
  confirmSignup,
  payWithSimulatedCard,
  sendSignupCode,
  signupStep,
  type ClientPaymentStep,
  type SignupAnswer,
} from "./actions";
import { DetailsStep } from "./details-step";
import { SignupError } from "./signup-error";
import { currentSlug, reachableView, viewOfSlug, writeUrl, type View } from "./signup-steps";
import { DEFAULT_VALUES, valuesOfFields, type SignupFormValues } from "./signup-values";
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

type Answer = ActionState<SignupAnswer>;

/** What the form's fields show first: what the answer kept (a refused post, a step), else empty. */
function keptValues(answer: Answer | null): SignupFormValues {
  if (!answer) return DEFAULT_VALUES;
  return answer.ok ? answer.data.values : valuesOfFields(answer.values ?? {});
}

/** The first field refused by an answer: all are on the first tab. */
function refusedField(answer: Answer | null): SignupField | null {
  if (!answer || answer.ok) return null;
  return SIGNUP_FIELDS.find((name) => answer.fieldErrors[name]) ?? null;
}

/** Where an answer moves the page: refused details elsewhere than their fields stay put. */
function nextView(answer: Answer): View | null {
  if (answer.ok) return answer.data.view;
  return refusedField(answer) ? { step: "form", tab: "personal" } : null;
}

/**
 * Signup (spec §2, §5): the tier cards, then the three tabs, the code, the card, the welcome; one
 * component per step. The tier and the details are one form of useActionForm (signupStep; the
 * server checks it, the page carries no validation library), its fields uncontrolled: going back
 * a tab keeps what was typed (every panel stays in the page), and going back from the code step
 * shows the form again with what was sent (the answer's values). Without JavaScript each step's
 * form posts signupStep (the page's address as permalink), and the page comes back at the step
 * that post answered, with the same messages, what was typed, and the step's field (or the
 * message) focused by `autofocus`.
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
  const form = useActionForm<SignupAnswer>({ action: signupStep, permalink: "/jadhere-au-srh" });
  const { state, formProps } = form;
  /** The answer this page was rendered with: a post made without JavaScript. */
  const [posted] = useState(state);
  const [view, setView] = useState<View>(
    posted
      ? (nextView(posted) ?? { step: "form", tab: "payment" })
      : welcome
        ? { step: "done", tab: "payment" }
        : { step: "form", tab: "personal" },
  );
  const { step, tab } = view;
  const [tierId, setTierId] = useState(keptValues(posted).tierId);
  const [codeSent, setCodeSent] = useState(posted?.ok === true && step === "code");
  const [payment, setPayment] = useState<ClientPaymentStep | null>(
    (posted?.ok ? posted.data.payment : null) ?? welcome,
  );
  const [error, setError] = useState<string | null>(
    posted ? (posted.ok ? posted.data.error : posted.error) : null,
  );
  const [notice, setNotice] = useState<string | null>(posted?.ok ? posted.message : null);
  const [stepPending, start] = useTransition();
  const pending = form.pending || stepPending;
  const tier = tiers.find((t) => t.id === tierId) ?? null;
  /** What the code was sent for, as the server accepted it. */
  const [sentTo, setSentTo] = useState<SignupFormValues | null>(
    posted?.ok ? posted.data.values : null,
  );
  // The address as the server keeps it (trimmed, lower-cased), as signupStep does.
  const email = (sentTo ?? DEFAULT_VALUES).email.trim().toLowerCase();

  // An answer to the details posted with JavaScript (one posted without it is the page's first
  // state) shows its step at once (the code step, or the refused fields); its URL is written by
  // an effect below.
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    if (state) {
      const next = nextView(state);
      if (next) setView(next);
      setError(state.ok ? state.data.error : state.error);
      if (state.ok) {
        setSentTo(state.data.values);
        setNotice(state.message);
        if (state.data.view.step === "code") setCodeSent(true);
        if (state.data.payment) setPayment(state.data.payment);
      }
    }
  }
  /** The field to focus after refused details (instead of the error message). */
  const fieldToFocus = step === "form" && answered === state ? refusedField(state) : null;
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

  // The step an answer showed is a new history entry (the back button returns to the form).
  useEffect(() => {
    const next = answered && answered !== posted ? nextView(answered) : null;
    if (next) writeUrl(next, "push");
  }, [answered, posted]);

  // After an error: the invalid field, or else the visible message, is brought into view and focused.
  useEffect(() => {
    if (!error) return;
    requestAnimationFrame(() => {
      const target = fieldToFocus
        ? document.getElementById(`signup-${fieldToFocus}`)
        : [...document.querySelectorAll<HTMLElement>("[data-signup-error]")].find(
            (element) => element.offsetParent !== null,
          );
      target?.scrollIntoView({ block: "center" });
      target?.focus({ preventScroll: true });
    });
  }, [error, fieldToFocus]);

  function apply(next: ClientPaymentStep) {
    setPayment(next);
    go({ step: next.kind === "done" ? "done" : "card", tab: "payment" });
  }

  /** The details' submit: a new answer replaces the message. */
  function submit(event: FormEvent<HTMLFormElement>) {
    setError(null);
    formProps.onSubmit(event);
  }

  /** Sends the code again for what it was sent for (the server checks it again). */
  function resend() {
    if (!sentTo) return;
    setError(null);
    start(async () => {
      try {
        const result = await sendSignupCode(null, sentTo);
        if (!result.ok) return setError(result.error);
        // Nothing is sent past the address's ceiling: the server's notice says the last code holds.
        setNotice(result.data.alreadySent ? result.message : signupMessages.resent);
      } catch {
        setError(signupMessages.failed);
      }
    });
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
          values={sentTo ?? DEFAULT_VALUES}
          notice={notice}
          error={error}
          pending={pending}
          headingRef={focusStepHeading}
          withoutScript={{ formAction: formProps.action, posted: Boolean(posted) }}
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
        tierId={tierId}
        formId={FORM_ID}
        onChoose={(id, { byKeyboard }) => {
          setTierId(id);
          setError(null);
          if (byKeyboard) return;
          // On a phone the form appears below the cards: bring its start into view.
          requestAnimationFrame(() => {
            const details = form.formRef.current;
            if (details && details.getBoundingClientRect().top > window.innerHeight * 0.6)
              details.scrollIntoView({ block: "start" });
          });
        }}
      />
      {error && !tier && <SignupError>{error}</SignupError>}
      {/* The tier cards post this form without JavaScript, before the details are shown. */}
      {!tier && <form id={FORM_ID} action={formProps.action} hidden />}
      {tier && (
        <DetailsStep
          id={FORM_ID}
          formProps={{ ...formProps, onSubmit: submit }}
          posted={posted ? { fieldErrors: posted.ok ? {} : posted.fieldErrors } : null}
          firstChargeOn={firstChargeOn}
          tier={tier}
          values={keptValues(state)}
          errorOf={form.errorOf}
          onStatutes={() => setError(null)}
          tab={tab}
          onTab={(next) => go({ step: "form", tab: next })}
          error={error}
          pending={pending}
        />
      )}
    </div>
  );
}
