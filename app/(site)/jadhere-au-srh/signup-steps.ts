// The signup's steps and tabs, and their place in the URL (?etape=…): each step and tab is a
// history entry, so that the browser's back button moves between them instead of leaving the
// page. The first tab is the page itself (no parameter). Only the browser reads the parameter.

export type TabName = "personal" | "professional" | "payment";
export const TABS: { value: TabName; label: string }[] = [
  { value: "personal", label: "Informations personnelles" },
  { value: "professional", label: "Informations professionnelles" },
  { value: "payment", label: "Paiement" },
];

export type Step = "form" | "code" | "card" | "done";
export type View = { step: Step; tab: TabName };

export const STEP_PARAM = "etape";
const SLUGS = {
  professional: "professionnel",
  payment: "paiement",
  code: "code",
  card: "carte",
  done: "bienvenue",
} as const;

export function slugOf({ step, tab }: View): string | null {
  if (step !== "form") return SLUGS[step];
  return tab === "personal" ? null : SLUGS[tab];
}

export function viewOfSlug(slug: string | null): View {
  const found = (Object.keys(SLUGS) as (keyof typeof SLUGS)[]).find((key) => SLUGS[key] === slug);
  if (found === "professional" || found === "payment") return { step: "form", tab: found };
  if (found) return { step: found, tab: "payment" };
  return { step: "form", tab: "personal" };
}

/**
 * What a URL may show, given how far the signup went: a step not reached yet (the form's state is
 * gone after a reload) gives the start of the form; once the code is confirmed the account exists:
 * the card step, then the welcome, stay whatever the URL says.
 */
export function reachableView(
  wanted: View,
  reached: { tier: boolean; codeSent: boolean; payment: "card" | "done" | null },
): View {
  if (reached.payment) return { step: reached.payment, tab: "payment" };
  if (!reached.tier) return { step: "form", tab: "personal" };
  if (wanted.step === "code" && !reached.codeSent) return { step: "form", tab: "payment" };
  if (wanted.step !== "form" && wanted.step !== "code") return { step: "form", tab: "payment" };
  return wanted;
}

export function currentSlug(): string | null {
  return new URLSearchParams(window.location.search).get(STEP_PARAM);
}

/** Writes the view's step into the URL: a new history entry, or in place of the current one. */
export function writeUrl(view: View, mode: "push" | "replace") {
  const slug = slugOf(view);
  if (slug === currentSlug()) return;
  const url = new URL(window.location.href);
  if (slug) url.searchParams.set(STEP_PARAM, slug);
  else url.searchParams.delete(STEP_PARAM);
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (mode === "push") window.history.pushState(null, "", target);
  else window.history.replaceState(null, "", target);
}
