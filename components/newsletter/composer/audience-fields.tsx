"use client";

import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import type { MembershipStateKind } from "@/lib/membership/state";
import type { Audience } from "./use-letter";

// Who receives the letter: everyone who subscribed, or members only (some states or tiers; none
// ticked: all of them). The states and tiers ticked stay while "Tous les inscrits" is chosen.

export const toggle = <T,>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

export function AudienceFields({
  audience,
  states,
  tiers,
  onChange,
}: {
  audience: Audience;
  states: { id: MembershipStateKind; title: string }[];
  tiers: { id: string; title: string }[];
  onChange: (next: Audience) => void;
}) {
  const name = `${useId().replace(/:/g, "")}-public`;
  return (
    <fieldset>
      <legend className="font-semibold text-slate-900">Destinataires</legend>
      <div className="mt-2 space-y-1">
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={name}
            checked={!audience.membersOnly}
            onChange={() => onChange({ ...audience, membersOnly: false })}
          />
          Tous les inscrits (adhérents ayant choisi la lettre d’information et abonnés du site)
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={name}
            checked={audience.membersOnly}
            onChange={() => onChange({ ...audience, membersOnly: true })}
          />
          Adhérents seulement
        </label>
      </div>
      {audience.membersOnly && (
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <AudienceChoices
            legend="États d’adhésion (aucun coché&nbsp;: tous)"
            options={states}
            chosen={audience.states}
            onChange={(next) => onChange({ ...audience, states: next })}
          />
          <AudienceChoices
            legend="Types d’adhésion (aucun coché&nbsp;: tous)"
            options={tiers}
            chosen={audience.tiers}
            onChange={(next) => onChange({ ...audience, tiers: next })}
          />
        </div>
      )}
    </fieldset>
  );
}

/** States or tiers of a members-only letter: none ticked means all of them. */
function AudienceChoices<T extends string>({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: { id: T; title: string }[];
  chosen: readonly T[];
  onChange: (next: T[]) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      {options.map((option) => (
        <Checkbox
          key={option.id}
          label={option.title}
          className="text-sm"
          checked={chosen.includes(option.id)}
          onChange={() => onChange(toggle(chosen, option.id))}
        />
      ))}
    </fieldset>
  );
}
