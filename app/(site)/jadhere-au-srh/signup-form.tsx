"use client";

import Link from "next/link";
import { useEffect, useRef, useState, useTransition } from "react";
import { CardStep } from "@/components/payments/card-step";
import { buttonClass } from "@/components/ui/button";
import { CodeField } from "@/components/ui/code-field";
import { describedBy, Field, FormMessage, inputClass } from "@/components/ui/field";
import { Tab, TabList, TabPanel, Tabs } from "@/components/ui/tabs";
import { formatDate, PROFILE_YEAR_RANGE } from "@/lib/format/dates";
import { formatEuros } from "@/lib/format/numbers";
import {
  PROFESSIONAL_FLAGS,
  professionalFlagLabels,
  type ProfessionalFlag,
} from "@/lib/members/labels";
import { INVALID_EMAIL_MESSAGE, isValidEmail } from "@/lib/validation/email";
import {
  completeSignupAfterCard,
  confirmSignup,
  payWithSimulatedCard,
  sendSignupCode,
  type ClientPaymentStep,
} from "./actions";

type TierOption = {
  id: string;
  title: string;
  priceCents: number;
  actualCostCents: number;
  description: string;
};
type TabName = "personal" | "professional" | "payment";
const TABS: { value: TabName; label: string }[] = [
  { value: "personal", label: "Informations personnelles" },
  { value: "professional", label: "Informations professionnelles" },
  { value: "payment", label: "Paiement" },
];

type FieldName = "firstname" | "lastname" | "email" | "hospital" | "address";
type FieldErrors = Partial<Record<FieldName, string>>;
const FIELD_ORDER: FieldName[] = ["firstname", "lastname", "email", "hospital", "address"];

type Step = "form" | "code" | "card" | "done";
type View = { step: Step; tab: TabName };

// The step in the URL (?etape=…): each step and tab is a history entry, so that the browser's back
// button moves between them instead of leaving the page; the state stays in this component, so
// what was typed is kept. The first tab is the page itself (no parameter).
const STEP_PARAM = "etape";
const SLUGS = {
  professional: "professionnel",
  payment: "paiement",
  code: "code",
  card: "carte",
  done: "bienvenue",
} as const;

function slugOf({ step, tab }: View): string | null {
  if (step !== "form") return SLUGS[step];
  return tab === "personal" ? null : SLUGS[tab];
}

function viewOfSlug(slug: string | null): View {
  const found = (Object.keys(SLUGS) as (keyof typeof SLUGS)[]).find((key) => SLUGS[key] === slug);
  if (found === "professional" || found === "payment") return { step: "form", tab: found };
  if (found) return { step: found, tab: "payment" };
  return { step: "form", tab: "personal" };
}

function currentSlug(): string | null {
  return new URLSearchParams(window.location.search).get(STEP_PARAM);
}

/** Writes the view's step into the URL: a new history entry, or in place of the current one. */
function writeUrl(view: View, mode: "push" | "replace") {
  const slug = slugOf(view);
  if (slug === currentSlug()) return;
  const url = new URL(window.location.href);
  if (slug) url.searchParams.set(STEP_PARAM, slug);
  else url.searchParams.delete(STEP_PARAM);
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (mode === "push") window.history.pushState(null, "", target);
  else window.history.replaceState(null, "", target);
}

const messages = {
  required: "Veuillez remplir tous les champs obligatoires.",
  fieldRequired: {
    firstname: "Indiquez votre prénom.",
    lastname: "Indiquez votre nom.",
    email: "Indiquez votre adresse e-mail.",
    hospital: "Indiquez votre hôpital.",
  } as Record<string, string>,
  resent: "Un nouveau code vient de vous être envoyé.",
  tier: "Veuillez sélectionner un type d'adhésion.",
  network: "Erreur lors de l'inscription. Veuillez réessayer.",
};

/** Signup (spec §2, §5): tier cards, then the three tabs, the code, the card, the welcome. */
export function SignupForm({
  tiers,
  publishableKey,
}: {
  tiers: TierOption[];
  publishableKey: string | null;
}) {
  const [tierId, setTierId] = useState<string | null>(null);
  const [view, setView] = useState<View>({ step: "form", tab: "personal" });
  const { step, tab } = view;
  const [fields, setFields] = useState({
    firstname: "",
    lastname: "",
    email: "",
    hospital: "",
    address: "",
  });
  const [flags, setFlags] = useState<Partial<Record<ProfessionalFlag, boolean>>>({});
  const [newsletter, setNewsletter] = useState(false);
  const [recurring, setRecurring] = useState(true);
  const [statutes, setStatutes] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState("");
  const [payment, setPayment] = useState<ClientPaymentStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [pending, start] = useTransition();
  const tier = tiers.find((t) => t.id === tierId) ?? null;
  const email = fields.email.trim().toLowerCase();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** The field to focus after a failed check (instead of the error message). */
  const fieldToFocus = useRef<FieldName | null>(null);
  const isFirstRender = useRef(true);
  /** What the URL may ask for: read by the history listener, which is set up once. */
  const reachable = useRef({ tier: false, codeSent: false, payment: null as Step | null });
  useEffect(() => {
    reachable.current = {
      tier: tierId !== null,
      codeSent,
      payment: payment ? (payment.kind === "done" ? "done" : "card") : null,
    };
  });

  /** Goes to a step or tab, as a new history entry (the back button returns here). */
  function go(next: View, mode: "push" | "replace" = "push") {
    setView(next);
    writeUrl(next, mode);
  }

  // Back and forward (and a reload) show the URL's step when it can be shown. A step not reached
  // yet (the form's state is gone after a reload) gives the start of the form; once the code is
  // confirmed the account exists: the card step, then the welcome, stay whatever the URL says.
  useEffect(() => {
    function fromUrl() {
      const wanted = viewOfSlug(currentSlug());
      const { tier, codeSent, payment } = reachable.current;
      let shown: View = wanted;
      if (payment) shown = { step: payment, tab: "payment" };
      else if (!tier) shown = { step: "form", tab: "personal" };
      else if (wanted.step === "code" && !codeSent) shown = { step: "form", tab: "payment" };
      else if (wanted.step !== "form" && wanted.step !== "code")
        shown = { step: "form", tab: "payment" };
      setView(shown);
      setError(null);
      writeUrl(shown, "replace");
    }
    fromUrl();
    window.addEventListener("popstate", fromUrl);
    return () => window.removeEventListener("popstate", fromUrl);
  }, []);

  // Each new step (code, card, welcome) is scrolled to and its heading focused: on a phone it
  // would otherwise appear off-screen, with the focus lost on the removed form.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    if (step === "form") return;
    stepHeading.current?.scrollIntoView({ block: "start" });
    stepHeading.current?.focus({ preventScroll: true });
  }, [step]);

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

  /** Field-level checks (as the profile form does): each invalid field says why. */
  function checkFields(): FieldErrors {
    const found: FieldErrors = {};
    for (const name of ["firstname", "lastname", "email", "hospital"] as const) {
      if (!fields[name].trim()) found[name] = messages.fieldRequired[name];
    }
    if (!found.email && !isValidEmail(email)) found.email = INVALID_EMAIL_MESSAGE;
    return found;
  }

  function showFieldErrors(found: FieldErrors, summary: string) {
    setFieldErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) {
      // The fields are all on the first tab: switch to it and focus the first invalid one.
      go({ step: "form", tab: "personal" });
      fieldToFocus.current = first;
    }
    setError(summary);
  }

  function signupPayload() {
    return {
      ...fields,
      email,
      tierId,
      recurring,
      newsletter,
      statutes,
      infopro: flags,
    };
  }

  function apply(next: ClientPaymentStep) {
    setPayment(next);
    go({ step: next.kind === "done" ? "done" : "card", tab: "payment" });
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    if (!tierId) return setError(messages.tier);
    const found = checkFields();
    if (Object.keys(found).length > 0) {
      const onlyEmail = Object.keys(found).length === 1 && found.email === INVALID_EMAIL_MESSAGE;
      return showFieldErrors(found, onlyEmail ? INVALID_EMAIL_MESSAGE : messages.required);
    }
    setFieldErrors({});
    start(async () => {
      try {
        const result = await sendSignupCode(null, signupPayload());
        if (!result.ok) {
          const known = Object.fromEntries(
            Object.entries(result.fieldErrors).filter(([name]) =>
              FIELD_ORDER.includes(name as FieldName),
            ),
          ) as FieldErrors;
          if (Object.keys(known).length > 0) return showFieldErrors(known, result.error);
          return setError(result.error);
        }
        setNotice(result.message);
        setCodeSent(true);
        go({ step: "code", tab: "payment" });
      } catch {
        setError(messages.network);
      }
    });
  }

  function resend() {
    setError(null);
    setCode("");
    start(async () => {
      try {
        const result = await sendSignupCode(null, signupPayload());
        if (!result.ok) return setError(result.error);
        setNotice(messages.resent);
      } catch {
        setError(messages.network);
      }
    });
  }

  function verify(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    start(async () => {
      try {
        const result = await confirmSignup(null, { email, code });
        if (!result.ok) return setError(result.error);
        apply(result.data);
      } catch {
        setError(messages.network);
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
      <section
        aria-labelledby="bienvenue"
        className="rounded-xl border border-green-200 bg-white p-6 shadow-sm"
      >
        <h2
          id="bienvenue"
          ref={stepHeading}
          tabIndex={-1}
          className="text-2xl font-bold text-brand-900 outline-none"
        >
          Bienvenue au SRH !
        </h2>
        <p className="mt-3 text-slate-700">
          Votre adhésion est enregistrée. Première année offerte jusqu&apos;au{" "}
          {formatDate(payment.freeYearEndsAt, PROFILE_YEAR_RANGE)}.
        </p>
        <p className="mt-2 text-slate-700">
          {payment.recurring
            ? "Votre carte est enregistrée : la cotisation annuelle sera prélevée à la fin de l'année offerte. Vous pouvez résilier à tout moment depuis votre profil."
            : "Aucune carte n'est enregistrée : vous réglerez votre cotisation depuis votre profil à la fin de l'année offerte."}
        </p>
        <p className="mt-2 text-slate-700">
          {payment.profileUrl
            ? "Un e-mail de bienvenue vous a été envoyé. Vous êtes connecté : votre profil et votre adhésion vous attendent."
            : "Un e-mail de bienvenue vous a été envoyé. Connectez-vous avec votre adresse : un code vous sera envoyé."}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          {payment.profileUrl ? (
            // A full page load: the header reads the new session.
            <a href={payment.profileUrl} className={buttonClass()}>
              Mon profil
            </a>
          ) : (
            <Link href="/login" className={buttonClass()}>
              Se connecter
            </Link>
          )}
          <Link href="/" className={buttonClass({ variant: "secondary" })}>
            Retour à l&apos;accueil
          </Link>
        </div>
      </section>
    );
  }

  if (step === "code" || step === "card") {
    return (
      <section
        aria-labelledby="confirmation"
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2
          id="confirmation"
          ref={stepHeading}
          tabIndex={-1}
          className="text-xl font-bold text-brand-900 outline-none"
        >
          {step === "code" ? "Confirmez votre adresse e-mail" : "Votre carte bancaire"}
        </h2>
        {error && <ErrorMessage>{error}</ErrorMessage>}
        {step === "code" && (
          <form onSubmit={verify} className="space-y-4">
            {notice && <FormMessage kind="info">{notice}</FormMessage>}
            <p className="text-slate-700">
              Adresse : <strong>{email}</strong>. Si un compte existe déjà pour cette adresse,
              l&apos;e-mail reçu vous indique comment vous connecter et renouveler.
            </p>
            <CodeField id="signup-code" label="Code à 6 chiffres" value={code} onChange={setCode} />
            <div className="flex flex-wrap gap-3">
              <button
                type="submit"
                className={buttonClass()}
                disabled={pending || code.length !== 6}
              >
                {pending ? "Vérification…" : "Valider le code"}
              </button>
              <button
                type="button"
                className={buttonClass({ variant: "secondary" })}
                disabled={pending}
                onClick={resend}
              >
                Renvoyer le code
              </button>
              <button
                type="button"
                className={buttonClass({ variant: "ghost" })}
                onClick={() => {
                  go({ step: "form", tab: "payment" });
                  setCode("");
                  setError(null);
                }}
              >
                Modifier mes informations
              </button>
            </div>
          </form>
        )}
        {step === "card" && payment?.kind === "card" && (
          <>
            <p className="text-slate-700">
              Adhésion « {payment.tierTitle} » : 0 € aujourd&apos;hui (première année offerte), puis{" "}
              {formatEuros(payment.amountCents)} par an, prélevés automatiquement à la fin de
              l&apos;année offerte.
            </p>
            <CardStep
              provider={payment.provider}
              publishableKey={publishableKey}
              clientSecret={payment.clientSecret}
              kind="setup"
              submitLabel="Enregistrer ma carte et adhérer"
              onSimulatedCard={simulatedCard}
              onStripeConfirmed={stripeConfirmed}
            />
          </>
        )}
      </section>
    );
  }

  const tabIndex = TABS.findIndex((t) => t.value === tab);
  return (
    <div className="space-y-6">
      <section aria-labelledby="types">
        <h2 id="types" className="text-xl font-bold text-brand-900">
          1. Choisissez votre type d&apos;adhésion
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-3" role="radiogroup" aria-labelledby="types">
          {tiers.map((option, index) => (
            <button
              key={option.id}
              type="button"
              role="radio"
              aria-checked={tierId === option.id}
              // One stop in the tab order (the chosen card, or the first); arrows move the choice.
              tabIndex={(tierId ? tierId === option.id : index === 0) ? 0 : -1}
              onKeyDown={(event) => {
                const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
                if (!step) return;
                event.preventDefault();
                const next = tiers[(index + step + tiers.length) % tiers.length]!;
                setTierId(next.id);
                setError(null);
                const group = event.currentTarget.parentElement;
                group
                  ?.querySelectorAll<HTMLElement>('[role="radio"]')
                  [tiers.indexOf(next)]?.focus();
              }}
              onClick={() => {
                setTierId(option.id);
                setError(null);
                // On a phone the form appears below the cards: bring its start into view.
                requestAnimationFrame(() => {
                  const form = formRef.current;
                  if (form && form.getBoundingClientRect().top > window.innerHeight * 0.6)
                    form.scrollIntoView({ block: "start" });
                });
              }}
              className={`rounded-xl border-2 p-5 text-left transition-colors ${tierId === option.id ? "border-brand-700 bg-brand-50" : "border-slate-200 bg-white hover:border-brand-400"}`}
            >
              <span className="block text-lg font-bold text-brand-900">{option.title}</span>
              <span className="mt-1 block text-2xl font-bold">
                {formatEuros(option.priceCents)} / an
              </span>
              <span className="block text-sm text-slate-600">
                soit {formatEuros(option.actualCostCents)} après crédit d&apos;impôt
              </span>
              <span className="mt-2 block text-sm text-slate-700">{option.description}</span>
            </button>
          ))}
        </div>
      </section>
      {error && !tier && <ErrorMessage>{error}</ErrorMessage>}
      {tier && (
        <form
          ref={formRef}
          onSubmit={submit}
          noValidate
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 className="text-xl font-bold text-brand-900">2. Vos informations</h2>
          <Tabs
            value={tab}
            onValueChange={(value) => go({ step: "form", tab: value as TabName })}
            className="mt-4"
          >
            <TabList aria-label="Étapes de l'adhésion">
              {TABS.map((t) => (
                <Tab key={t.value} value={t.value}>
                  {t.label}
                </Tab>
              ))}
            </TabList>
            <TabPanel value="personal" activeValue={tab} className="grid gap-4 py-6 md:grid-cols-2">
              {(
                [
                  ["firstname", "Prénom", true, "given-name"],
                  ["lastname", "Nom", true, "family-name"],
                  ["email", "Adresse e-mail", true, "email"],
                  ["hospital", "Hôpital", true, "organization"],
                  ["address", "Adresse", false, "street-address"],
                ] as const
              ).map(([name, label, required, autoComplete]) => (
                <Field
                  key={name}
                  id={`signup-${name}`}
                  label={label}
                  required={required}
                  error={fieldErrors[name]}
                >
                  <input
                    id={`signup-${name}`}
                    name={name}
                    type={name === "email" ? "email" : "text"}
                    autoComplete={autoComplete}
                    required={required}
                    className={inputClass}
                    value={fields[name]}
                    {...describedBy(`signup-${name}`, { error: fieldErrors[name] })}
                    onChange={(event) => {
                      setFields({ ...fields, [name]: event.target.value });
                      if (fieldErrors[name]) setFieldErrors({ ...fieldErrors, [name]: undefined });
                    }}
                  />
                </Field>
              ))}
            </TabPanel>
            <TabPanel
              value="professional"
              activeValue={tab}
              className="grid gap-3 py-6 md:grid-cols-2"
            >
              {PROFESSIONAL_FLAGS.map((flag) => (
                <label key={flag} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    checked={flags[flag] === true}
                    onChange={(event) => setFlags({ ...flags, [flag]: event.target.checked })}
                  />
                  {professionalFlagLabels[flag]}
                </label>
              ))}
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={newsletter}
                  onChange={(event) => setNewsletter(event.target.checked)}
                />
                Recevoir la newsletter du SRH
              </label>
            </TabPanel>
            <TabPanel value="payment" activeValue={tab} className="space-y-4 py-6">
              <p className="text-slate-700">
                Adhésion « {tier.title} » : <strong>0 € aujourd&apos;hui</strong>, la première année
                est offerte. Ensuite {formatEuros(tier.priceCents)} par an.
              </p>
              <fieldset className="space-y-2">
                <legend className="font-semibold">Mode de paiement</legend>
                <label className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="recurring"
                    checked={recurring}
                    onChange={() => setRecurring(true)}
                  />
                  Prélèvement annuel automatique (recommandé) : la carte est enregistrée, le premier
                  prélèvement a lieu dans un an
                </label>
                <label className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="recurring"
                    checked={!recurring}
                    onChange={() => setRecurring(false)}
                  />
                  Paiement ponctuel : aucune carte aujourd&apos;hui, je réglerai depuis mon profil à
                  la fin de l&apos;année offerte
                </label>
              </fieldset>
              <p className="text-sm text-slate-600">
                Nous vous enverrons un code à 6 chiffres pour confirmer votre adresse avant
                l&apos;enregistrement de la carte.
              </p>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name="statutes"
                  checked={statutes}
                  onChange={(event) => setStatutes(event.target.checked)}
                />
                <span>
                  J&apos;ai lu et j&apos;accepte les{" "}
                  <Link href="/statuts" target="_blank" className="underline">
                    statuts du SRH
                  </Link>
                </span>
              </label>
              {error && <ErrorMessage>{error}</ErrorMessage>}
              <button
                type="submit"
                className={buttonClass({ size: "lg" })}
                disabled={!statutes || pending}
              >
                {pending ? "Envoi…" : "Confirmer mon adresse e-mail"}
              </button>
            </TabPanel>
          </Tabs>
          {error && tab !== "payment" && <ErrorMessage>{error}</ErrorMessage>}
          <div className="mt-2 flex justify-between">
            <button
              type="button"
              className={buttonClass({ variant: "secondary" })}
              disabled={tabIndex === 0}
              onClick={() => go({ step: "form", tab: TABS[tabIndex - 1]!.value })}
            >
              Précédent
            </button>
            <button
              type="button"
              className={buttonClass({ variant: "secondary" })}
              disabled={tabIndex === TABS.length - 1}
              onClick={(event) => {
                const next = TABS[tabIndex + 1]!.value;
                go({ step: "form", tab: next });
                // The button may become disabled (last tab): focus goes to the new tab's first field.
                const form = event.currentTarget.form;
                requestAnimationFrame(() =>
                  form
                    ?.querySelector<HTMLElement>(
                      `[role="tabpanel"]:not([hidden]) input, [role="tabpanel"]:not([hidden]) button`,
                    )
                    ?.focus(),
                );
              }}
            >
              Suivant
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

/** The form's error, focusable so that it can be brought into view and read after a failure. */
function ErrorMessage({ children }: { children: React.ReactNode }) {
  return (
    <div data-signup-error tabIndex={-1} className="outline-none">
      <FormMessage kind="error">{children}</FormMessage>
    </div>
  );
}
