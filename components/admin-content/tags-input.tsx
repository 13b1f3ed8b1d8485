"use client";

import { useId } from "react";
import { inputClass } from "@/components/ui/field";
import { displayTags, parseTagsInput } from "@/lib/tags";

/** Keywords (« mots-clés ») typed comma-separated, with a chip preview (spec §5); year tags stay in the data, unseen. */
export function TagsInput({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const chips = displayTags(parseTagsInput(value));
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-slate-900">
        Mots-clés
      </label>
      <input
        id={id}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="santé, hôpital, radiologie"
        aria-describedby={`${id}-aide`}
        className={inputClass}
      />
      <p id={`${id}-aide`} className="mt-1 text-sm text-slate-600">
        Séparés par des virgules.
      </p>
      {chips.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Aperçu des mots-clés">
          {chips.map((tag) => (
            <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
