import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The floors inside lib/ (README, "Layout"): a room imports only rooms on its floor or below.
const LIB_FLOORS = [
  [
    "db",
    "env.ts",
    "errors.ts",
    "format",
    "rich-text",
    "validation",
    "cache-tags.ts",
    "cache-handler.mjs",
    "urls.ts",
    "site.ts",
    "tags.ts",
    "tokens.ts",
    "search-text.ts",
    "navigation.ts",
    "page-metadata.ts",
    "request-info.ts",
    "request-body.ts",
    "local-drafts.ts",
    "rate-limit.ts",
  ],
  ["auth", "files", "union", "audit"],
  ["membership", "publications", "links", "faq", "cached-views", "admin-views"],
  ["payments", "newsletter", "email"],
  ["members", "reminders", "attestations", "retention", "jobs", "contact"],
  ["signup", "demo", "server", "actions", "api"],
];
const libPath = (room) => `./lib/${room}`;

// Literal text in French (JSX text, strings, template parts) and the slips the lint rule refuses.
const FRENCH_TEXT_NODES = ["JSXText", "Literal", "TemplateElement"];
const FRENCH_SPACE = "[value=/[^\\s\\u00a0] [:;?!](\\s|$)|« | »/]";
const FRENCH_APOSTROPHE = "[value=/[a-zà-ÿ]'[a-zà-ÿ]/i]";
const NOT_SQL = ":not(TaggedTemplateExpression[tag.name='sql'] *)";
const floorZones = LIB_FLOORS.flatMap((rooms, floor) => {
  const above = LIB_FLOORS.slice(floor + 1).flat();
  return above.length === 0
    ? []
    : rooms.map((room) => ({
        target: libPath(room),
        from: above.map(libPath),
        message: `lib/${room} is on floor ${floor + 1}: it imports no room above it (README, "Layout").`,
      }));
});

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read the environment through lib/env.ts only.",
        },
      ],
    },
  },
  {
    // The environment module, configuration files and standalone scripts are the allowed readers of process.env.
    files: ["lib/env.ts", "*.config.*", "scripts/**", "e2e/**", "tests/**", "instrumentation.ts"],
    rules: { "no-restricted-properties": "off" },
  },
  {
    // Visitors' pages link with plain <a> (issue #21): their pages come from memory as a whole
    // document, faster than a client-side navigation's payload through Next, and a plain link
    // neither ships next/link nor prefetches every link in view. The rule targets pages/ routes.
    files: [
      "app/(site)/_views/**",
      "components/site/**",
      "components/publications/**",
      "components/auth/**",
      "components/faq/**",
    ],
    rules: { "@next/next/no-html-link-for-pages": "off" },
  },
  {
    // The layout's floors (../shared/LAYOUT-NEXT.md): app → components → lib, the database at the
    // bottom, the demo seed at the top. An arrow the other way is an error, resolved through the
    // `@/` alias like any import.
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./components",
              from: "./app",
              message: "Components never import a route: move the shared piece down.",
            },
            {
              target: "./lib",
              from: ["./app", "./components"],
              message: "lib/ is below the UI: it never imports app/ or components/.",
            },
            {
              target: "./lib/db",
              from: "./lib",
              except: ["./db", "./env.ts", "./errors.ts"],
              message: "lib/db is the ground floor: it imports only lib/env and lib/errors.",
            },
            ...floorZones,
            {
              target: "./lib/email/templates",
              from: LIB_FLOORS.flat()
                .filter((room) => room !== "email" && !LIB_FLOORS[0].includes(room))
                .map(libPath),
              message: "E-mail templates receive plain data: they import no domain code.",
            },
            {
              target: ["./lib/payments", "./lib/members", "./lib/membership"],
              from: "./lib/signup",
              message: "The signup sits above payments and members: they never import lib/signup.",
            },
            {
              target: ["./app", "./components", "./lib/!(server|demo)/**", "./lib/*.ts"],
              from: "./lib/demo",
              message:
                "The demo seed is the top floor: only the start (lib/server) and scripts use it.",
            },
          ],
        },
      ],
    },
  },
  {
    // French typography in literal text (docs/glossary.md, lib/format/french.ts): a no-break space
    // before « : ; ? ! » and inside « », written `&nbsp;` in JSX and `\u00a0` in strings, and the
    // apostrophe ’. SQL is not French. The end-to-end scan checks the rendered pages and e-mails.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...FRENCH_TEXT_NODES.flatMap((node) => [
          {
            selector: `${node}${FRENCH_SPACE}${NOT_SQL}`,
            message:
              "French: a no-break space before « : ; ? ! » and inside « » (&nbsp; in JSX, \\u00a0 in a string).",
          },
          {
            selector: `${node}${FRENCH_APOSTROPHE}${NOT_SQL}`,
            message: "French: the apostrophe is ’ (l’adhésion), not '.",
          },
        ]),
      ],
    },
  },
  globalIgnores([
    ".next/**",
    "out/**",
    "next-env.d.ts",
    ".data/**",
    ".data-*/**",
    "lib/db/migrations/**",
    "playwright-report/**",
    "test-results/**",
  ]),
]);
