// node scripts/french-literals.mjs [--tests] <file.ts(x)…> – sets the French literal text of the
// given files in the site's typography (docs/glossary.md): a no-break space before « : ; ? ! » and
// inside « », written `&nbsp;` in JSX and `\u00a0` in strings, and ’ between letters. It edits
// only JSX text, string and template parts (never comments, SQL or imports), and running it twice
// changes nothing. With --tests, regular expressions get `\s` where they expected a plain space.
// For a merge that brings plain French, or a folder fixed after the fact; review the diff (an
// English string or an address with an apostrophe gets ’ too), then `npx prettier --write` the files.
import fs from "node:fs";
import ts from "typescript";

const args = process.argv.slice(2);
const withRegExps = args.includes("--tests");
const files = args.filter((arg) => arg !== "--tests");

const AFTER = "(?=\\s|$|[»\"”')\\]`]|\\\\n|\\$\\{)";

function setText(raw, nbsp, { atStart }) {
  const before = atStart ? "(^|\\S)" : "(\\S)";
  return raw
    .replace(new RegExp(`${before} +(\\\\?[:;?!])${AFTER}`, "gu"), `$1${nbsp}$2`)
    .replace(/« +/gu, `«${nbsp}`)
    .replace(/ +»/gu, `${nbsp}»`)
    .replace(/(\p{L})(?:'|\\'|&apos;|&#39;|&#x27;|&rsquo;)(?=\p{L})/gu, "$1’");
}

function setRegExp(raw) {
  return raw
    .replace(/(\S) +(\\?[:;?!])(?=\s|$|\/|\)|\\s|\.)/gu, "$1\\s$2")
    .replace(/« +/gu, "«\\s")
    .replace(/ +»/gu, "\\s»")
    .replace(/(\p{L})'(?=\p{L})/gu, "$1’");
}

function isSkipped(node) {
  if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return true;
  if (ts.isTaggedTemplateExpression(node) && /sql/.test(node.tag.getText())) return true;
  return ts.isCallExpression(node) && /sql|RegExp/.test(node.expression.getText());
}

let changed = 0;
for (const file of files) {
  const text = fs.readFileSync(file, "utf8");
  const kind = file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const edits = [];
  const visit = (node) => {
    if (isSkipped(node)) return;
    const isJsxText = ts.isJsxText(node);
    const start = isJsxText ? node.pos : node.getStart(source);
    const raw = isJsxText ? source.text.slice(node.pos, node.end) : node.getText(source);
    let next = raw;
    if (isJsxText) next = setText(raw, "&nbsp;", { atStart: true });
    else if (ts.isStringLiteral(node) && node.parent && ts.isJsxAttribute(node.parent))
      next = setText(raw, "&nbsp;", { atStart: false });
    else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const isKey =
        node.parent && ts.isPropertyAssignment(node.parent) && node.parent.name === node;
      if (!isKey) next = setText(raw, "\\u00a0", { atStart: false });
    } else if (node.kind === ts.SyntaxKind.RegularExpressionLiteral && withRegExps)
      next = setRegExp(raw);
    if (next !== raw) edits.push([start, start + raw.length, next]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (edits.length === 0) continue;
  let out = text;
  for (const [from, to, replacement] of edits.sort((a, b) => b[0] - a[0]))
    out = out.slice(0, from) + replacement + out.slice(to);
  fs.writeFileSync(file, out);
  changed += 1;
  console.log(file);
}
console.log(`changed: ${changed}`);
