import { describe, expect, it } from "vitest";
import { unsafeParts } from "@/tests/helpers/unsafe-html";
import { richTextToHtml } from "./to-html";

// XSS corpus: every stored format goes through richTextToHtml before it reaches a page. Each case
// asserts the exact output and, independently, that the output holds no executable vector as a
// browser would read it (entities decoded, control characters and white space ignored in URLs).

describe("the test’s own detector", () => {
  it("finds the vectors it is meant to find", () => {
    expect(unsafeParts('<a href="&#x6A;avascript:alert(1)">x</a>')).toEqual([
      'script URL: a href="&#x6A;avascript:alert(1)"',
    ]);
    expect(unsafeParts('<a href=" java&#x09;script&colon;alert(1)">x</a>')).toHaveLength(1);
    expect(unsafeParts('<a href="\tVBScript:x">x</a>')).toHaveLength(1);
    expect(unsafeParts('<a href="//evil.example">x</a>')).toEqual([
      'protocol-relative URL: a href="//evil.example"',
    ]);
    expect(unsafeParts('<a href="data:text/html,x">x</a>')).toHaveLength(1);
    expect(unsafeParts('<a href="data:image/png;base64,iVBORw0KGgo=">x</a>')).toHaveLength(1);
    expect(unsafeParts('<img src="data:image/svg+xml;base64,PHN2Zz4=" />')).toHaveLength(1);
    expect(unsafeParts("<img src=x onerror=alert(1)>")).toEqual([
      'event handler: img onerror="alert(1)"',
    ]);
    expect(unsafeParts('<p style="background:url(javascript:alert(1))">x</p>')).toHaveLength(1);
    expect(
      unsafeParts('<img src="https://x.example/a.png" srcset="javascript:alert(1)">'),
    ).toHaveLength(1);
    expect(unsafeParts("<svg><p>x</p></svg>")).toEqual(["tag <svg"]);
    expect(unsafeParts("<STYLE>p{}</STYLE>")).toEqual(["tag <STYLE"]);
  });

  it("accepts the allowed forms", () => {
    expect(
      unsafeParts(
        '<p style="text-align:center"><a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>' +
          '<a href="mailto:a@b.fr">m</a><img src="data:image/png;base64,iVBORw0KGgo=" alt="" /></p>',
      ),
    ).toEqual([]);
  });
});

type Case = [name: string, input: unknown, expected: string];

const DROPPED_LINK = '<a rel="noopener noreferrer">x</a>';

const htmlCases: Case[] = [
  ["javascript: link", '<a href="javascript:alert(1)">x</a>', DROPPED_LINK],
  ["mixed-case javascript: link", '<a href="JaVaScRiPt:alert(1)">x</a>', DROPPED_LINK],
  ["upper-case tag and attribute", '<A HREF="JAVASCRIPT:alert(1)">x</A>', DROPPED_LINK],
  [
    "javascript: after leading spaces, tab and newline",
    '<a href=" \t\njavascript:alert(1)">x</a>',
    DROPPED_LINK,
  ],
  ["tab inside the scheme", '<a href="java\tscript:alert(1)">x</a>', DROPPED_LINK],
  ["newline inside the scheme", '<a href="java\nscript:alert(1)">x</a>', DROPPED_LINK],
  ["NUL before the scheme", '<a href="\u0000javascript:alert(1)">x</a>', DROPPED_LINK],
  ["encoded tab inside the scheme", '<a href="java&#x09;script:alert(1)">x</a>', DROPPED_LINK],
  ["&Tab; before the scheme", '<a href="&Tab;javascript:alert(1)">x</a>', DROPPED_LINK],
  ["&NewLine; inside the scheme", '<a href="java&NewLine;script:alert(1)">x</a>', DROPPED_LINK],
  ["decimal entity", '<a href="&#106;avascript:alert(1)">x</a>', DROPPED_LINK],
  ["hexadecimal entity", '<a href="&#x6A;avascript:alert(1)">x</a>', DROPPED_LINK],
  ["padded entity without semicolon", '<a href="&#0000106avascript:alert(1)">x</a>', DROPPED_LINK],
  ["&colon;", '<a href="javascript&colon;alert(1)">x</a>', DROPPED_LINK],
  ["&#58;", '<a href="javascript&#58;alert(1)">x</a>', DROPPED_LINK],
  [
    "data:text/html link",
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    DROPPED_LINK,
  ],
  ["data:image link", '<a href="data:image/png;base64,iVBORw0KGgo=">x</a>', DROPPED_LINK],
  ["vbscript: link", '<a href="vbscript:msgbox(1)">x</a>', DROPPED_LINK],
  ["protocol-relative link", '<a href="//evil.example">x</a>', DROPPED_LINK],
  ["protocol-relative link after a space", '<a href=" //evil.example">x</a>', DROPPED_LINK],
  ["protocol-relative link with backslashes", '<a href="\\\\evil.example">x</a>', DROPPED_LINK],
  [
    "protocol-relative link with a slash and a backslash",
    '<a href="/\\evil.example">x</a>',
    DROPPED_LINK,
  ],
  [
    "event handler on a link",
    '<a href="https://x.example" onclick="alert(1)">x</a>',
    '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
  ],
  ["img onerror", "<img src=x onerror=alert(1)>", '<img src="x" />'],
  [
    "img onerror on an allowed data image",
    '<img src="data:image/png;base64,iVBORw0KGgo=" onerror="alert(1)">',
    '<img src="data:image/png;base64,iVBORw0KGgo=" />',
  ],
  ["img javascript: source", '<img src="javascript:alert(1)">', ""],
  ["img upper-case javascript: source", '<IMG SRC="JaVaScRiPt:alert(1)">', ""],
  ["img vbscript: source", '<img src="vbscript:msgbox(1)">', ""],
  ["img data:text/html source", '<img src="data:text/html;base64,PHNjcmlwdD4=">', ""],
  ["img DATA:text/html source", '<img src="DATA:text/html;base64,PHNjcmlwdD4=">', ""],
  [
    "img data:text/html source after a space",
    '<img src=" data:text/html;base64,PHNjcmlwdD4=">',
    "",
  ],
  ["img data:text/html source after a tab", '<img src="\tdata:text/html;base64,PHNjcmlwdD4=">', ""],
  ["img encoded data: source", '<img src="&#100;ata:text/html;base64,PHNjcmlwdD4=">', ""],
  ["img SVG data source", '<img src="data:image/svg+xml;base64,PHN2Zz4=">', ""],
  ["img mixed-case SVG data source", '<img src="Data:image/svg+xml;base64,PHN2Zz4=">', ""],
  ["img protocol-relative source", '<img src="//evil.example/a.png">', ""],
  [
    "img srcset",
    '<img src="https://x.example/a.png" srcset="javascript:alert(1) 1x">',
    '<img src="https://x.example/a.png" />',
  ],
  ["img without source", "<img alt=x>", ""],
  ["svg with script", "<svg><script>alert(1)</script></svg>", ""],
  ["svg onload", "<svg onload=alert(1)>", ""],
  ["bare script", "<script>alert(1)</script>après", "après"],
  ["split script tag", "<scr<script>ipt>alert(1)</script>", "ipt&gt;alert(1)"],
  ["iframe", '<iframe src="https://evil.example"></iframe>', ""],
  ["iframe srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>', ""],
  ["object", '<object data="https://evil.example/x.swf"></object>', ""],
  ["embed", '<embed src="https://evil.example/x.swf">', ""],
  ["form", '<form action="https://evil.example"><input name="x"><button>ok</button></form>', "ok"],
  ["math", '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>', ""],
  ["style element", "<style>body{background:url(javascript:alert(1))}</style><p>t</p>", "<p>t</p>"],
  [
    "style attribute with url()",
    '<p style="background:url(javascript:alert(1))">t</p>',
    "<p>t</p>",
  ],
  [
    "style attribute mixing alignment and url()",
    '<p style="text-align: center; background:url(javascript:alert(1))">t</p>',
    '<p style="text-align:center">t</p>',
  ],
  [
    "style attribute with expression()",
    '<p style="text-align: expression(alert(1))">t</p>',
    "<p>t</p>",
  ],
  ["base", '<base href="https://evil.example/">', ""],
  ["meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ""],
  ["link stylesheet", '<link rel="stylesheet" href="https://evil.example/x.css">', ""],
  ["onclick on a paragraph", '<p onclick="alert(1)">x</p>', "<p>x</p>"],
  ["onmouseover on bold", "<b onmouseover=alert(1)>x</b>", "<b>x</b>"],
  ["onfocus on a heading", '<h2 tabindex="0" onfocus="alert(1)">x</h2>', "<h2>x</h2>"],
  [
    "table background",
    '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
    "<table><tr><td>x</td></tr></table>",
  ],
  ["noscript mutation", '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ""],
  ["textarea", "<textarea><script>alert(1)</script></textarea>", ""],
  ["template", "<template><script>alert(1)</script></template>", ""],
  [
    "attribute breaking out of its quotes",
    '<a href="https://x.example" title="&quot;><script>alert(1)</script>">x</a>',
    '<a href="https://x.example" title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" target="_blank" rel="noopener noreferrer">x</a>',
  ],
];

const delta = (...ops: object[]) => ({ ops: [...ops, { insert: "\n" }] });
const DELTA_DROPPED_LINK = '<p><a target="_blank" rel="noopener noreferrer">x</a></p>';

const deltaCases: Case[] = [
  [
    "javascript: link",
    delta({ insert: "x", attributes: { link: "javascript:alert(1)" } }),
    DELTA_DROPPED_LINK,
  ],
  [
    "mixed-case javascript: link after a space",
    delta({ insert: "x", attributes: { link: " JaVaScRiPt:alert(1)" } }),
    DELTA_DROPPED_LINK,
  ],
  [
    "javascript: link with a tab in the scheme",
    delta({ insert: "x", attributes: { link: "java\tscript:alert(1)" } }),
    DELTA_DROPPED_LINK,
  ],
  [
    "data:text/html link",
    delta({ insert: "x", attributes: { link: "data:text/html,<script>alert(1)</script>" } }),
    DELTA_DROPPED_LINK,
  ],
  [
    "vbscript: link",
    delta({ insert: "x", attributes: { link: "vbscript:msgbox(1)" } }),
    DELTA_DROPPED_LINK,
  ],
  [
    "protocol-relative link",
    delta({ insert: "x", attributes: { link: "//evil.example" } }),
    DELTA_DROPPED_LINK,
  ],
  ["javascript: image", delta({ insert: { image: "javascript:alert(1)" } }), "<p></p>"],
  [
    "data:text/html image",
    delta({ insert: { image: "data:text/html,<script>alert(1)</script>" } }),
    "<p></p>",
  ],
  [
    "DATA:text/html image",
    delta({ insert: { image: "DATA:text/html;base64,PHNjcmlwdD4=" } }),
    "<p></p>",
  ],
  ["SVG data image", delta({ insert: { image: "data:image/svg+xml;base64,PHN2Zz4=" } }), "<p></p>"],
  ["video embed", delta({ insert: { video: "javascript:alert(1)" } }), "<p><br /></p>"],
  [
    "HTML in an insert",
    delta({ insert: "<img src=x onerror=alert(1)><script>alert(1)</script>" }),
    "<p>&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>",
  ],
  [
    "CSS in a colour",
    delta({ insert: "x", attributes: { color: "red;background:url(javascript:alert(1))" } }),
    "<p>x</p>",
  ],
  [
    "attribute breaking out of a link",
    delta({ insert: "x", attributes: { link: 'https://x.example" onclick="alert(1)' } }),
    '<p><a href="https://x.example&quot; onclick=&quot;alert(1)" target="_blank" rel="noopener noreferrer">x</a></p>',
  ],
];

const tiptapLink = (href: unknown) => ({
  type: "doc",
  content: [
    {
      type: "paragraph",
      content: [{ type: "text", text: "x", marks: [{ type: "link", attrs: { href } }] }],
    },
  ],
});
const tiptapImage = (src: unknown) => ({
  type: "doc",
  content: [{ type: "image", attrs: { src } }],
});
const TIPTAP_DROPPED_LINK = '<p><a rel="noopener noreferrer">x</a></p>';

const tiptapCases: Case[] = [
  ["javascript: link mark", tiptapLink("javascript:alert(1)"), TIPTAP_DROPPED_LINK],
  [
    "mixed-case javascript: link mark after a newline",
    tiptapLink("\nJaVaScRiPt:alert(1)"),
    TIPTAP_DROPPED_LINK,
  ],
  [
    "data:text/html link mark",
    tiptapLink("data:text/html,<script>alert(1)</script>"),
    TIPTAP_DROPPED_LINK,
  ],
  ["vbscript: link mark", tiptapLink("vbscript:msgbox(1)"), TIPTAP_DROPPED_LINK],
  ["protocol-relative link mark", tiptapLink("//evil.example"), TIPTAP_DROPPED_LINK],
  ["link mark without href", tiptapLink(undefined), TIPTAP_DROPPED_LINK],
  [
    "link mark with a non-string href",
    tiptapLink({ toString: "javascript:alert(1)" }),
    TIPTAP_DROPPED_LINK,
  ],
  [
    "link mark breaking out of its quotes",
    tiptapLink('https://x.example" onclick="alert(1)'),
    '<p><a href="https://x.example&quot; onclick=&quot;alert(1)" target="_blank" rel="noopener noreferrer">x</a></p>',
  ],
  ["javascript: image", tiptapImage("javascript:alert(1)"), ""],
  ["data:text/html image", tiptapImage("data:text/html,<script>alert(1)</script>"), ""],
  ["DATA:text/html image", tiptapImage("DATA:text/html;base64,PHNjcmlwdD4="), ""],
  ["SVG data image", tiptapImage("data:image/svg+xml;base64,PHN2Zz4="), ""],
  ["image without source", tiptapImage(undefined), ""],
  [
    "image source breaking out of its quotes",
    tiptapImage('x" onerror="alert(1)'),
    '<img src="x&quot; onerror=&quot;alert(1)" alt="" />',
  ],
  [
    "HTML in text",
    {
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "<svg onload=alert(1)>" }] }],
    },
    "<p>&lt;svg onload=alert(1)&gt;</p>",
  ],
  [
    "unknown attributes on a paragraph",
    {
      type: "doc",
      content: [
        {
          type: "paragraph",
          attrs: { onclick: "alert(1)", style: "background:url(javascript:alert(1))" },
          content: [{ type: "text", text: "x" }],
        },
      ],
    },
    "<p>x</p>",
  ],
];

const textCases: Case[] = [
  ["javascript: in plain text", "javascript:alert(1)", "<p>javascript:alert(1)</p>"],
  ["angle brackets without a tag", '1 < 2 > 0 & "x"', '<p>1 &lt; 2 &gt; 0 &amp; "x"</p>'],
];

describe.each([
  ["HTML", htmlCases],
  ["Quill Delta", deltaCases],
  ["Tiptap", tiptapCases],
  ["plain text", textCases],
] as const)("richTextToHtml neutralises XSS vectors in %s", (_format, cases) => {
  it.each(cases)("%s", (_name, input, expected) => {
    const html = richTextToHtml(input);
    expect(unsafeParts(html)).toEqual([]);
    expect(html).toBe(expected);
  });
});

describe("richTextToHtml neutralises XSS vectors in JSON given as a string", () => {
  it.each([...deltaCases, ...tiptapCases])("%s", (_name, input, expected) => {
    const html = richTextToHtml(JSON.stringify(input));
    expect(unsafeParts(html)).toEqual([]);
    expect(html).toBe(expected);
  });
});

describe("richTextToHtml keeps the allowed links and images", () => {
  it.each([
    [
      "http link",
      '<a href="http://x.example/">x</a>',
      '<a href="http://x.example/" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    [
      "https link",
      '<a href="https://x.example/a?b=1&amp;c=2">x</a>',
      '<a href="https://x.example/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    [
      "upper-case HTTPS link",
      '<a href="HTTPS://X.EXAMPLE/">x</a>',
      '<a href="HTTPS://X.EXAMPLE/" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    [
      "mailto link",
      '<a href="mailto:contact@srh.example?subject=Adh%C3%A9sion">x</a>',
      '<a href="mailto:contact@srh.example?subject=Adh%C3%A9sion" rel="noopener noreferrer">x</a>',
    ],
    [
      "tel link",
      '<a href="tel:+33100000000">x</a>',
      '<a href="tel:+33100000000" rel="noopener noreferrer">x</a>',
    ],
    [
      "sms link",
      '<a href="sms:+33600000000">x</a>',
      '<a href="sms:+33600000000" rel="noopener noreferrer">x</a>',
    ],
    [
      "http image",
      '<img src="http://x.example/a.png" alt="a">',
      '<img src="http://x.example/a.png" alt="a" />',
    ],
    [
      "https image",
      '<img src="https://x.example/a.jpg" alt="a" width="10" height="20">',
      '<img src="https://x.example/a.jpg" alt="a" width="10" height="20" />',
    ],
    [
      "PNG data image",
      '<img src="data:image/png;base64,iVBORw0KGgo=">',
      '<img src="data:image/png;base64,iVBORw0KGgo=" />',
    ],
    [
      "JPEG data image",
      '<img src="data:image/jpeg;base64,/9j/4AAQ">',
      '<img src="data:image/jpeg;base64,/9j/4AAQ" />',
    ],
    [
      "WebP data image",
      '<img src="data:image/webp;base64,UklGRg==">',
      '<img src="data:image/webp;base64,UklGRg==" />',
    ],
  ])("HTML %s", (_name, input, expected) => {
    const html = richTextToHtml(input);
    expect(unsafeParts(html)).toEqual([]);
    expect(html).toBe(expected);
  });

  it.each([
    [
      "mailto link",
      delta({ insert: "x", attributes: { link: "mailto:a@b.fr" } }),
      '<p><a href="mailto:a@b.fr" target="_blank" rel="noopener noreferrer">x</a></p>',
    ],
    [
      "tel link",
      delta({ insert: "x", attributes: { link: "tel:+33100000000" } }),
      '<p><a href="tel:+33100000000" target="_blank" rel="noopener noreferrer">x</a></p>',
    ],
    [
      "https image",
      delta({ insert: { image: "https://x.example/a.png" } }),
      '<p><img src="https://x.example/a.png" /></p>',
    ],
    [
      "PNG data image",
      delta({ insert: { image: "data:image/png;base64,iVBORw0KGgo=" } }),
      '<p><img src="data:image/png;base64,iVBORw0KGgo=" /></p>',
    ],
  ])("Delta %s", (_name, input, expected) => {
    expect(richTextToHtml(input)).toBe(expected);
  });

  it.each([
    [
      "http link",
      tiptapLink("http://x.example"),
      '<p><a href="http://x.example" target="_blank" rel="noopener noreferrer">x</a></p>',
    ],
    [
      "sms link",
      tiptapLink("sms:+33600000000"),
      '<p><a href="sms:+33600000000" rel="noopener noreferrer">x</a></p>',
    ],
    [
      "PNG data image",
      tiptapImage("data:image/png;base64,iVBORw0KGgo="),
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="" />',
    ],
    [
      "https image",
      tiptapImage("https://x.example/a.png"),
      '<img src="https://x.example/a.png" alt="" />',
    ],
  ])("Tiptap %s", (_name, input, expected) => {
    expect(richTextToHtml(input)).toBe(expected);
  });
});
