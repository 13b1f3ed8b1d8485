/** Lower case without accents or ligatures: "Œuvre Médicale" → "oeuvre medicale" (search keys). */
export function normalizeSearchText(text: string): string {
  return text
    .replace(/[œŒ]/g, "oe")
    .replace(/[æÆ]/g, "ae")
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** What a typed query is compared as: normalised, one space between words (list and FAQ search). */
export function searchNeedle(query: string): string {
  return normalizeSearchText(query).trim().replace(/\s+/g, " ");
}
