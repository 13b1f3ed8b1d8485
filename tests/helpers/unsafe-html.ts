// The XSS detector of the renderer's corpus (lib/rich-text/to-html.xss.test.ts), shared with the
// tests that inject the corpus through the write API: every executable vector a browser would find
// in a piece of HTML (entities decoded, control characters and white space ignored in URLs).

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  quot: '"',
  apos: "'",
  lt: "<",
  gt: ">",
  colon: ":",
  tab: "\t",
  newline: "\n",
  nbsp: "\u00a0",
};

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (entity, body: string) => {
    if (body.startsWith("#")) {
      const code = /^#x/i.test(body) ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** A URL attribute as the browser's URL parser reads it: C0 controls and spaces do not count. */
function urlAsBrowserReadsIt(value: string): string {
  return [...decodeEntities(value)].filter((char) => char.codePointAt(0)! > 0x20).join("");
}

type Attribute = { tag: string; name: string; value: string };

function attributesOf(html: string): Attribute[] {
  const found: Attribute[] = [];
  for (const [, tag = "", body = ""] of html.matchAll(/<([a-z][a-z0-9:-]*)([^>]*)>/gi)) {
    for (const [, name = "", doubleQuoted, singleQuoted, bare] of body.matchAll(
      /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
    )) {
      found.push({
        tag: tag.toLowerCase(),
        name: name.toLowerCase(),
        value: doubleQuoted ?? singleQuoted ?? bare ?? "",
      });
    }
  }
  return found;
}

const FORBIDDEN_TAG =
  /<\s*\/?\s*(script|iframe|frame|frameset|svg|math|object|embed|applet|form|input|button|textarea|style|link|base|meta|template|noscript)\b/i;
const SAFE_IMAGE_DATA = /^data:image\/(png|jpe?g|gif|webp);base64,/i;

/** Every executable vector found in sanitised output; empty when the output is safe. */
export function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  const tag = FORBIDDEN_TAG.exec(html);
  if (tag) problems.push(`tag ${tag[0]}`);
  for (const { tag: element, name, value } of attributesOf(html)) {
    const where = `${element} ${name}="${value}"`;
    if (/^on/.test(name)) problems.push(`event handler: ${where}`);
    if (
      [
        "srcset",
        "action",
        "formaction",
        "xlink:href",
        "background",
        "dynsrc",
        "lowsrc",
        "http-equiv",
      ].includes(name)
    ) {
      problems.push(`forbidden attribute: ${where}`);
    }
    if (
      name === "style" &&
      !/^text-align:\s*(left|right|center|justify);?$/.test(decodeEntities(value))
    ) {
      problems.push(`style: ${where}`);
    }
    if (name === "href" || name === "src") {
      const url = urlAsBrowserReadsIt(value);
      if (/^(javascript|vbscript|livescript|mocha):|^data:text/i.test(url))
        problems.push(`script URL: ${where}`);
      else if (/^data:/i.test(url) && !(name === "src" && SAFE_IMAGE_DATA.test(url)))
        problems.push(`data URL: ${where}`);
      if (/^[/\\]{2}/.test(url)) problems.push(`protocol-relative URL: ${where}`);
    }
  }
  return problems;
}
