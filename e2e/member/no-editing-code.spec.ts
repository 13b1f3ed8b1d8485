import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from "../support/test";
import { ADMIN_EMAIL, MEMBER_EMAIL, useLoggedInAs } from "../support/auth";

// Administrators edit the FAQ and the links on /faq and /nos-liens, but nobody else's copy of
// those pages carries the editors' code: an administrator's page is another route
// (lib/admin-views). The scripts a page loads are read as a browser gets them.

// ASCII only: the minifier may escape accented letters.
const EDITING_TEXTS = [
  "Nouvelle question",
  "Ajouter un nouveau lien",
  "supprimer ce lien",
  "supprimer cette FAQ",
  "Chargement de l",
];

async function scriptsOf(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
  { withoutReact = false } = {},
): Promise<{ html: string; code: string }> {
  const html = await (await request.get(path, { headers })).text();
  const sources = [
    ...new Set(
      [...html.matchAll(/<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/g)].map(
        (match) => match[1]!,
      ),
    ),
  ];
  // A visitor's links page may come from memory without Next's scripts (issue #21): no code.
  if (!withoutReact) expect(sources.length).toBeGreaterThan(0);
  const code = (
    await Promise.all(sources.map(async (source) => (await request.get(source)).text()))
  ).join("\n");
  return { html, code };
}

function expectNoEditingCode(code: string) {
  for (const text of EDITING_TEXTS) expect(code, text).not.toContain(text);
}

test("[VISITOR] /faq and /nos-liens load no editing code", async ({ request }) => {
  expectNoEditingCode((await scriptsOf(request, "/faq")).code);
  expectNoEditingCode((await scriptsOf(request, "/nos-liens", {}, { withoutReact: true })).code);
});

test.describe("as a member", () => {
  useLoggedInAs(test, MEMBER_EMAIL);

  test("[MEMBER] /faq and /nos-liens load no editing code, even with a forged administrator hint", async ({
    page,
    baseURL,
  }) => {
    const faq = await scriptsOf(page.request, "/faq");
    expect(faq.html).toContain("Rechercher dans les questions et les réponses");
    expectNoEditingCode(faq.code);
    expectNoEditingCode((await scriptsOf(page.request, "/nos-liens")).code);

    // The hint only routes: the editing view reads the user row and shows a member the members' page.
    const cookie = (await page.context().cookies())
      .map((c) => `${c.name}=${c.name === "srh-session" ? "admin" : c.value}`)
      .join("; ");
    expect(cookie).toContain("srh-session=admin");
    const forged = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { cookie } });
    try {
      const faqPage = await (await forged.get("/faq")).text();
      expect(faqPage).toContain("Rechercher dans les questions et les réponses");
      expect(faqPage).not.toContain("Nouvelle question");
      const linksPage = await (await forged.get("/nos-liens")).text();
      expect(linksPage).toContain("Nos liens");
      expect(linksPage).not.toContain("Nouveau lien");
    } finally {
      await forged.dispose();
    }
  });
});

test.describe("as an administrator", () => {
  useLoggedInAs(test, ADMIN_EMAIL);

  test("[ADMIN] /faq and /nos-liens come with their editing tools", async ({ page }) => {
    expect((await scriptsOf(page.request, "/faq")).code).toContain("Nouvelle question");
    expect((await scriptsOf(page.request, "/nos-liens")).code).toContain("Ajouter un nouveau lien");
    expect((await page.request.get("/admin-views/faq")).status()).toBe(404);
  });

  test("[ADMIN] made administrator during a session: the header’s session call updates the hint", async ({
    page,
    baseURL,
  }) => {
    const cookie = (await page.context().cookies())
      .map((c) => `${c.name}=${c.name === "srh-session" ? "1" : c.value}`)
      .join("; ");
    const stale = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { cookie } });
    try {
      const response = await stale.get("/api/auth/session");
      expect(((await response.json()) as { user?: { isadmin: boolean } }).user?.isadmin).toBe(true);
      expect(
        response
          .headersArray()
          .filter((header) => header.name.toLowerCase() === "set-cookie")
          .map((header) => header.value),
      ).toContainEqual(expect.stringMatching(/^srh-session=admin;/));
    } finally {
      await stale.dispose();
    }
  });
});
