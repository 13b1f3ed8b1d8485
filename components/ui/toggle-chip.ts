// A tag one can select or leave (the publication list's tag panel, the FAQ's tags): a pill that is
// filled while selected. A button (aria-pressed) or a link (the list's URL state) wears it.

export function toggleChipClass(selected: boolean): string {
  return `inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm ${
    selected
      ? "border-brand-800 bg-brand-800 text-white"
      : "border-slate-300 bg-white text-slate-700 hover:border-brand-700 hover:text-brand-800"
  }`;
}
