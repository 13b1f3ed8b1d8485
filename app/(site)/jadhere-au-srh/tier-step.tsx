import { formatEuros } from "@/lib/format/numbers";

export type TierOption = {
  id: string;
  title: string;
  priceCents: number;
  actualCostCents: number;
  description: string;
};

/**
 * Step 1: the tier cards, a radio group (one stop in the tab order; the arrows move the choice).
 * Without JavaScript each card submits the signup's form (`formId`) with its tier (`chooseTier`).
 */
export function TierStep({
  tiers,
  tierId,
  formId,
  onChoose,
}: {
  tiers: TierOption[];
  tierId: string;
  formId: string;
  /** `byKeyboard`: chosen with the arrows (the focus moves, the page does not scroll). */
  onChoose: (id: string, options: { byKeyboard: boolean }) => void;
}) {
  return (
    <section aria-labelledby="types">
      <h2 id="types" className="text-xl font-bold text-brand-900">
        1. Choisissez votre type d’adhésion
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-3" role="radiogroup" aria-labelledby="types">
        {tiers.map((option, index) => (
          <button
            key={option.id}
            type="submit"
            form={formId}
            name="chooseTier"
            value={option.id}
            role="radio"
            aria-checked={tierId === option.id}
            // One stop in the tab order (the chosen card, or the first); arrows move the choice.
            tabIndex={(tierId ? tierId === option.id : index === 0) ? 0 : -1}
            onKeyDown={(event) => {
              const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
              if (!step) return;
              event.preventDefault();
              const next = tiers[(index + step + tiers.length) % tiers.length]!;
              onChoose(next.id, { byKeyboard: true });
              const group = event.currentTarget.parentElement;
              group?.querySelectorAll<HTMLElement>('[role="radio"]')[tiers.indexOf(next)]?.focus();
            }}
            onClick={(event) => {
              event.preventDefault();
              onChoose(option.id, { byKeyboard: false });
            }}
            className={`rounded-xl border-2 p-5 text-left transition-colors ${tierId === option.id ? "border-brand-700 bg-brand-50" : "border-slate-200 bg-white hover:border-brand-400"}`}
          >
            <span className="block text-lg font-bold text-brand-900">{option.title}</span>
            <span className="mt-1 block text-2xl font-bold">
              {formatEuros(option.priceCents)} / an
            </span>
            <span className="block text-sm text-slate-600">
              soit {formatEuros(option.actualCostCents)} après crédit d’impôt
            </span>
            <span className="mt-2 block text-sm text-slate-700">{option.description}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
