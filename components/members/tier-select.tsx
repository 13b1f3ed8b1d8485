import type { ComponentProps } from "react";
import { inputClass } from "@/components/ui/field";
import { formatEuros } from "@/lib/format/numbers";

type Tier = { id: string; title: string; priceCents?: number };

/**
 * The tier `<select>`: an empty choice first when `emptyLabel` is given, each tier by its title
 * (and its yearly price when `priced`). Takes every other prop of a select (its name, value…).
 */
export function TierSelect({
  tiers,
  emptyLabel,
  priced = false,
  ...select
}: {
  tiers: readonly Tier[];
  emptyLabel?: string;
  priced?: boolean;
} & Omit<ComponentProps<"select">, "children">) {
  return (
    <select className={inputClass} {...select}>
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {tiers.map((tier) => (
        <option key={tier.id} value={tier.id}>
          {priced && tier.priceCents !== undefined
            ? `${tier.title} – ${formatEuros(tier.priceCents)} / an`
            : tier.title}
        </option>
      ))}
    </select>
  );
}
