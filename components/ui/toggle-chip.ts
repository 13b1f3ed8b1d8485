// A tag one can select or leave (the publication list's tag panel, the FAQ's tags): a pill that is
// filled while selected (app/globals.css). A button (aria-pressed) or a link (the list's URL
// state) wears it.

export function toggleChipClass(selected: boolean): string {
  return selected ? "toggle-chip-on" : "toggle-chip";
}
