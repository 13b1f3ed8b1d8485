/** Lower case without accents or ligatures: "Œuvre Médicale" → "oeuvre medicale" (search keys). */
export function normalizeSearchText(text: string): string {
  return text
    .replace(/[œŒ]/g, "oe")
    .replace(/[æÆ]/g, "ae")
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}
