"use client";

import { MapPin, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import type { DelegateRegion, RegionId } from "@/lib/union/board-placeholders";
import { mapViewBox, regionPaths } from "@/lib/union/france-map";

type Control = HTMLElement | SVGElement;

/**
 * The ten delegation regions (spec §2 "Bureau"): a map whose regions are toggle buttons, the same
 * regions as a list of buttons, and a panel with the delegates of the selected region. The
 * delegates are the ones staff saved in the admin (lib/union).
 */
export function RegionMap({ regions: delegateRegions }: { regions: DelegateRegion[] }) {
  const [selectedId, setSelectedId] = useState<RegionId | null>(null);
  const [focusedId, setFocusedId] = useState<RegionId | null>(null);
  const lastControl = useRef<Control | null>(null);
  const mapTitleId = useId();
  const listLabelId = useId();
  const panelTitleId = useId();
  const selected = delegateRegions.find((region) => region.id === selectedId);
  const panel = useRef<HTMLElement>(null);

  // On a phone the panel opens below the map and the list, off screen: brought into view (no
  // scroll when it is already visible, as on a desktop where it sits beside the map).
  useEffect(() => {
    if (!selectedId) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    panel.current?.scrollIntoView({ block: "nearest", behavior: reduceMotion ? "auto" : "smooth" });
  }, [selectedId]);

  function toggle(id: RegionId, control: Control) {
    lastControl.current = control;
    setSelectedId((current) => (current === id ? null : id));
  }

  function close() {
    setSelectedId(null);
    lastControl.current?.focus();
  }

  function onRegionKeyDown(id: RegionId, event: KeyboardEvent<SVGGElement>) {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      toggle(id, event.currentTarget);
    }
  }

  return (
    <div className="grid gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div>
        <p className="mb-3 font-medium text-brand-800">
          Cliquez sur une région pour voir les délégués
        </p>
        <svg
          viewBox={mapViewBox}
          role="group"
          aria-labelledby={mapTitleId}
          className="h-auto w-full max-w-xl"
        >
          <title id={mapTitleId}>Carte des régions</title>
          {delegateRegions.map((region) => {
            const isSelected = region.id === selectedId;
            return (
              <g
                key={region.id}
                role="button"
                tabIndex={0}
                aria-label={region.name}
                aria-pressed={isSelected}
                onClick={(event: MouseEvent<SVGGElement>) => toggle(region.id, event.currentTarget)}
                onKeyDown={(event) => onRegionKeyDown(region.id, event)}
                onFocus={() => setFocusedId(region.id)}
                onBlur={() => setFocusedId((current) => (current === region.id ? null : current))}
                className={`cursor-pointer outline-none motion-safe:transition-colors ${
                  isSelected ? "fill-accent-600" : "fill-brand-600 hover:fill-brand-800"
                }`}
              >
                <title>{region.name}</title>
                {regionPaths[region.id].map((d) => (
                  <path key={d} d={d} stroke="#fff" strokeWidth={1.5} strokeLinejoin="round" />
                ))}
              </g>
            );
          })}
          {/* Drawn last so that neighbouring regions do not hide it: the keyboard focus ring. */}
          {focusedId &&
            regionPaths[focusedId].map((d) => (
              <g key={d} aria-hidden="true" pointerEvents="none" fill="none" strokeLinejoin="round">
                <path d={d} stroke="#0f172a" strokeWidth={6} />
                <path d={d} stroke="#fff" strokeWidth={2.5} />
              </g>
            ))}
        </svg>
      </div>

      <div>
        <p id={listLabelId} className="font-medium text-slate-800">
          Ou choisissez une région dans la liste&nbsp;:
        </p>
        <ul aria-labelledby={listLabelId} className="mt-3 flex flex-wrap gap-2">
          {delegateRegions.map((region) => (
            <li key={region.id}>
              <button
                type="button"
                aria-pressed={region.id === selectedId}
                onClick={(event) => toggle(region.id, event.currentTarget)}
                className="rounded-full border border-brand-700 px-3 py-1 text-left text-sm text-brand-800 hover:bg-brand-50 aria-pressed:border-accent-600 aria-pressed:bg-accent-600 aria-pressed:text-white"
              >
                {region.name}
              </button>
            </li>
          ))}
        </ul>

        <div aria-live="polite" className="mt-6">
          {selected && (
            <section
              ref={panel}
              aria-labelledby={panelTitleId}
              className="rounded-lg border border-slate-200 bg-brand-50 p-5 shadow-sm"
            >
              <div className="flex items-start justify-between gap-4">
                <h3 id={panelTitleId} className="text-lg font-semibold text-brand-900">
                  {selected.name}
                </h3>
                <button
                  type="button"
                  onClick={close}
                  className="inline-flex shrink-0 items-center gap-1 rounded-md border border-brand-700 bg-white px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-100"
                >
                  <X aria-hidden="true" className="size-4" />
                  Fermer
                </button>
              </div>
              <p className="mt-1 text-sm text-slate-700">
                {selected.delegates.length === 0
                  ? "Aucun délégué pour le moment"
                  : selected.delegates.length > 1
                    ? `${selected.delegates.length} délégués régionaux`
                    : "1 délégué régional"}
              </p>
              <ul className="mt-4 space-y-3">
                {selected.delegates.map((delegate, index) => (
                  <li key={index} className="flex items-start gap-2">
                    <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
                    <span>
                      <span className="font-medium text-slate-900">{delegate.name}</span>
                      {delegate.city && <span className="text-slate-700"> – {delegate.city}</span>}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
