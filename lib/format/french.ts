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

/**
 * Runs of white space become one plain space, except a single no-break space, which is kept: it
 * is French typography (before « : », inside « »), not layout.
 */
export function collapseSpaces(text: string): string {
  return text.replace(/\s+/gu, (run) => (run === NBSP || run === NNBSP ? run : " "));
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

/** `excerpt`: the slip with 40 characters either side; `slip`: the text up to the slip's end (30 before). */
export type TypographyIssue = { rule: string; excerpt: string; slip: string };

const RULES: { rule: string; pattern: RegExp }[] = [
  {
    rule: "espace ordinaire avant la ponctuation haute",
    pattern: /\S( +)[:;?!](?=\s|$|[»"”)\]])/gu,
  },
  { rule: "espace ordinaire après «", pattern: /«( )/gu },
  { rule: "espace ordinaire avant\u00a0»", pattern: /\S( )»/gu },
  { rule: "pluriel entre parenthèses", pattern: /\p{L}\((?:s|es|x)\)/gu },
  { rule: "unité anglaise (Ko, Mo)", pattern: /\b\d*\s?[KMG]B\b/gu },
  { rule: "apostrophe droite", pattern: /\p{L}'\p{L}/gu },
  { rule: "mot anglais «\u00a0Tags\u00a0»", pattern: /\bTags?\b/gu },
  { rule: "«\u00a0newsletter\u00a0» (lettre d’information)", pattern: /\bnewsletters?\b/giu },
  { rule: "«\u00a0email\u00a0» (e-mail)", pattern: /(?<![-@.\w])emails?\b(?![-@.\w])/giu },
  { rule: "«\u00a0Accès Restreint\u00a0» (Accès restreint)", pattern: /Accès Restreint/gu },
];

/** What an address or a link looks like: never judged as French text. */
const NOT_PROSE = [/\bhttps?:\/\/\S+/gu, /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gu, /\bwww\.\S+/gu];

/** The excerpt of a slip: an ordinary space where a no-break one belongs shows as « ␣ ». */
function showSpaces(excerpt: string): string {
  return excerpt
    .replace(/ (?=[:;?!»])|(?<=«) /gu, "␣")
    .replace(/[^\S\u00a0\u202f]+/gu, " ")
    .trim();
}

/** Typography slips in visible French text: what the end-to-end scan reports. */
export function findTypographyIssues(text: string): TypographyIssue[] {
  let prose = text;
  for (const pattern of NOT_PROSE)
    prose = prose.replace(pattern, (match) => " ".repeat(match.length));
  const issues: TypographyIssue[] = [];
  for (const { rule, pattern } of RULES) {
    for (const match of prose.matchAll(pattern)) {
      const start = Math.max(0, match.index - 40);
      const end = Math.min(prose.length, match.index + match[0].length + 40);
      const slip = showSpaces(
        text.slice(Math.max(0, match.index - 30), match.index + match[0].length),
      );
      issues.push({ rule, excerpt: showSpaces(text.slice(start, end)), slip });
    }
  }
  return issues;
}
