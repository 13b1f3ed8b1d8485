// French typography, written once (client-safe, no dependencies).
//
// Convention: one no-break space U+00A0 before « : ; ? ! » and inside « », everywhere. The
// narrow U+202F of the Imprimerie nationale is not used for punctuation: the standard PDF fonts
// (WinAnsi) and several e-mail clients have no glyph for it, and one character is one rule to
// check. Numbers keep what Intl writes for fr-FR (U+202F between thousands and before €).
//
// In source code a literal string carries its no-break spaces as visible escapes — `&nbsp;` in
// JSX text and attributes, `\u00a0` in JavaScript strings — and the typographic apostrophe ’ as
// itself; `frenchSpacing` is for text put together at run time.

export const NBSP = "\u00a0";
export const NNBSP = "\u202f";

/** Ordinary spaces before « : ; ? ! » and inside « » become no-break spaces; ' between letters becomes ’. */
export function frenchSpacing(text: string): string {
  return text
    .replace(/[ \u202f]+([:;?!])(?=\s|$|[»"”)\]])/gu, `${NBSP}$1`)
    .replace(/« +/gu, `«${NBSP}`)
    .replace(/ +»/gu, `${NBSP}»`)
    .replace(/(\p{L})'(?=\p{L})/gu, "$1’");
}

const pluralRules = new Intl.PluralRules("fr-FR");
const counts = new Intl.NumberFormat("fr-FR");

/** The form that agrees with `count` in French (0 and 1 take the singular). */
export function pluralForm<T>(count: number, one: T, other: T): T {
  return pluralRules.select(count) === "one" ? one : other;
}

/** « 1 élément », « 11 éléments », « 1 234 éléments »: a count and its word, never « élément(s) ». */
export function countOf(count: number, one: string, other: string): string {
  return `${counts.format(count)}${NBSP}${pluralForm(count, one, other)}`;
}

/** A count without its word, grouped the French way (« 1 234 »). */
export function formatCount(count: number): string {
  return counts.format(count);
}

export type TypographyIssue = { rule: string; excerpt: string };

const RULES: { rule: string; pattern: RegExp }[] = [
  { rule: "espace ordinaire avant : ; ? !", pattern: /\S( +)[:;?!](?=\s|$|[»"”)\]])/gu },
  { rule: "espace ordinaire après «", pattern: /«( )/gu },
  { rule: "espace ordinaire avant »", pattern: /\S( )»/gu },
  { rule: "pluriel entre parenthèses", pattern: /\p{L}\((?:s|es|x)\)/gu },
  { rule: "unité anglaise (Ko, Mo)", pattern: /\b\d*\s?[KMG]B\b/gu },
  { rule: "apostrophe droite", pattern: /\p{L}'\p{L}/gu },
  { rule: "mot anglais « Tags »", pattern: /\bTags?\b/gu },
  { rule: "« newsletter » (lettre d’information)", pattern: /\bnewsletters?\b/giu },
  { rule: "« email » (e-mail)", pattern: /(?<![-@.\w])emails?\b(?![-@.\w])/giu },
  { rule: "« Accès Restreint » (Accès restreint)", pattern: /Accès Restreint/gu },
];

/** What an address or a link looks like: never judged as French text. */
const NOT_PROSE = [/\bhttps?:\/\/\S+/gu, /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gu, /\bwww\.\S+/gu];

/** Typography slips in visible French text: what the end-to-end scan reports. */
export function findTypographyIssues(text: string): TypographyIssue[] {
  let prose = text;
  for (const pattern of NOT_PROSE) prose = prose.replace(pattern, (match) => " ".repeat(match.length));
  const issues: TypographyIssue[] = [];
  for (const { rule, pattern } of RULES) {
    for (const match of prose.matchAll(pattern)) {
      const start = Math.max(0, match.index - 40);
      const end = Math.min(prose.length, match.index + match[0].length + 40);
      issues.push({ rule, excerpt: text.slice(start, end).replace(/\s+/gu, " ").trim() });
    }
  }
  return issues;
}
