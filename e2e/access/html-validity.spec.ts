import { expect, request as playwrightRequest, test } from "../support/test";
import { HtmlValidate, type Message } from "html-validate";
import { privateAddresses } from "../support/access-table";
import { seededMemberId } from "../support/accounts";
import { adminState, DEMO_MEMBER, memberState } from "../support/roles";

// Every page as each role gets it, through an HTML validator (html-validate, in Node: no Java for
// the Nu checker here). The rule set is the library's "standard" preset: conformance to the HTML
// standard (permitted content and parents, duplicate ids, attribute values, closed elements), no
// style rules (React's markup is not hand-written). Two adjustments, each for a reason:
// - React writes `action=""` on a form whose action is a server action, for the page posting to
//   itself without JavaScript (the Nu checker reports it too), and a `javascript:` action that
//   throws on a form only its script may send: those messages are set aside.
// - React streams a part rendered late (a Suspense boundary) into a hidden `<div id="S:…">` that
//   its inline script moves into place: such a part is read as the `<template>` it stands for, so
//   that list items waiting there are not taken for list items under a div.
// - The Nu checker forbids a `role` on a table's rows and cells, which html-validate does not
//   check: a pattern over the markup does (rows and cells only live in tables, the preset checks).

const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

const REACT_FORM_ACTIONS = [
  'Attribute "action" has invalid value ""',
  'Attribute "action" has invalid value "javascript:throw new Error(',
];

/** Each streamed segment's hidden div (up to its own closing tag) as a template. */
function streamedSegmentsAsTemplates(html: string): string {
  let out = html;
  for (let start = out.search(/<div hidden(?:="")? id="S:/); start >= 0;) {
    const tags = /<div\b|<\/div>/g;
    tags.lastIndex = start + 4;
    let depth = 1;
    let match: RegExpExecArray | null = null;
    while (depth > 0 && (match = tags.exec(out))) depth += match[0] === "</div>" ? -1 : 1;
    if (!match) break;
    out = `${out.slice(0, start)}<template${out.slice(start + 4, match.index)}</template>${out.slice(match.index + 6)}`;
    const next = out.slice(start + 1).search(/<div hidden(?:="")? id="S:/);
    start = next < 0 ? -1 : start + 1 + next;
  }
  return out;
}

const visitorPages = [
  "/",
  "/presentation",
  "/qui-sommes-nous",
  "/nos-informations",
  "/statuts",
  "/privacy",
  "/bureau",
  "/contactez-nous",
  "/faq",
  "/nos-liens",
  "/login",
  "/jadhere-au-srh",
  "/publications?type=publication",
  "/publications?type=communique",
  "/publications?type=jo&q=radiologie",
  "/newsletter/confirmation",
  "/newsletter/desinscription",
  "/une-adresse-inconnue",
  "/item?id=00000000-0000-4000-8000-000000000000&type=jo",
  "/article?id=00000000-0000-4000-8000-000000000000",
  "/publications?type=jo&page=49",
];

async function errorsOf(html: string, address: string): Promise<string[]> {
  const report = await validator.validateString(streamedSegmentsAsTemplates(html), address);
  const messages: Message[] = report.results.flatMap((result) => result.messages);
  const errors = messages
    .filter(
      (message) =>
        message.severity === 2 &&
        !REACT_FORM_ACTIONS.some((text) => message.message.startsWith(text)),
    )
    .map(
      (message) =>
        `${address}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
    );
  for (const match of html.matchAll(/<(tr|td|th)\b[^>]*\srole="([^"]*)"/g))
    errors.push(`${address}: role="${match[2]}" on a <${match[1]}> inside a table`);
  return errors;
}

/** The pages' HTML (200 and 404 answers; redirects and downloads are not pages), validated. */
async function validate(
  get: (address: string) => Promise<{ status: number; type: string; body: string }>,
  addresses: string[],
): Promise<string[]> {
  const errors: string[] = [];
  let checked = 0;
  for (const address of addresses) {
    const { status, type, body } = await get(address);
    if (![200, 404].includes(status) || !type.includes("text/html")) continue;
    checked += 1;
    errors.push(...(await errorsOf(body, address)));
  }
  expect(checked, "pages validated").toBeGreaterThanOrEqual(Math.min(5, addresses.length));
  return errors;
}

async function getter(baseURL: string, storageState?: string) {
  const context = await playwrightRequest.newContext({ baseURL, storageState });
  return {
    context,
    get: async (address: string) => {
      const response = await context.get(address, { maxRedirects: 0 });
      return {
        status: response.status(),
        type: response.headers()["content-type"] ?? "",
        body: await response.text(),
      };
    },
  };
}

test("[HTML] every public page is valid HTML for a visitor", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const { context, get } = await getter(baseURL!);
  // A publication's page and its reader, from the first list's first card.
  const list = (await get("/publications?type=publication")).body;
  const itemPath = /href="(\/item\?id=[^"&]+&amp;type=[a-z]+)"/
    .exec(list)?.[1]
    ?.replace(/&amp;/g, "&");
  expect(itemPath, "a publication on the list").toBeTruthy();
  const id = new URL(itemPath!, baseURL).searchParams.get("id");
  const errors = await validate(get, [...visitorPages, itemPath!, `/article?id=${id}`]);
  await context.dispose();
  expect(errors).toEqual([]);
});

test("[HTML] every member page is valid HTML for a member", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const { context, get } = await getter(baseURL!, memberState);
  const id = seededMemberId(DEMO_MEMBER.email);
  const errors = await validate(get, [
    "/",
    "/faq",
    "/documents",
    `/profile?id=${id}`,
    `/profile/edit?id=${id}`,
    "/contactez-nous",
    "/publications?type=publication",
  ]);
  await context.dispose();
  expect(errors).toEqual([]);
});

test("[HTML] every staff page is valid HTML for an administrator", async ({ baseURL }) => {
  test.setTimeout(240_000);
  const { context, get } = await getter(baseURL!, adminState);
  const member = seededMemberId(DEMO_MEMBER.email);
  const extra = [
    "/admin/publications?type=publication",
    `/admin/journal?membre=${member}`,
    `/profile?id=${member}`,
    `/profile/edit?id=${member}`,
  ];
  const errors = await validate(get, [...privateAddresses(), ...extra]);
  await context.dispose();
  expect(errors).toEqual([]);
});
