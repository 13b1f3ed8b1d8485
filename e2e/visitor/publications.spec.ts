import { expect, test } from "../support/test";
import { memberState } from "../support/roles";
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths } from "../support/axe";

// Titles of the seeded demo content (lib/demo/publications-data.ts).
const SUBSCRIBERS_ONLY_HOME = "Guide pratique des gardes et astreintes en imagerie";
const SCHEDULED = "Agenda\u00a0: nos prochaines rencontres régionales";
const OLD_HOMEPAGE =
  "Statut unique de praticien hospitalier\u00a0: ce qui change pour les radiologues";
const RECENT_HOMEPAGE = "Permanence des soins\u00a0: le SRH appelle à la mobilisation";
const WITH_PDF = "Attractivité de la radiologie hospitalière\u00a0: nos propositions pour 2026";
const TITLE_ONLY = "Postes d’assistants à temps partagé\u00a0: mode d’emploi";

test.describe("home", () => {
  test("[VISITOR] reads the homepage news: recent, flagged, public, newest first", async ({
    page,
  }) => {
    await page.goto("/");
    const news = page.getByRole("region", { name: "Notre actualité" });
    await expect(news.getByRole("heading", { name: RECENT_HOMEPAGE })).toBeVisible();
    await expect(news.getByText(SUBSCRIBERS_ONLY_HOME)).toHaveCount(0);
    await expect(news.getByText(SCHEDULED)).toHaveCount(0);
    await expect(news.getByText(OLD_HOMEPAGE)).toHaveCount(0);
    const dates = await news
      .locator("time")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("datetime") ?? ""));
    expect(dates.length).toBeGreaterThan(3);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const text of await news.locator("article p").allInnerTexts()) {
      expect(text.length).toBeLessThanOrEqual(203);
    }
    await expect(page.getByRole("link", { name: "Voir toutes nos publications" })).toHaveAttribute(
      "href",
      "/publications?type=publication",
    );
    await expect(page.getByRole("link", { name: "Voir les communiqués" })).toHaveAttribute(
      "href",
      "/publications?type=communique",
    );
    await expect(page.getByRole("heading", { name: "Offres d’emploi 2025" })).toBeVisible();
    const jobs = page.getByRole("link", { name: /Voir les postes/ });
    await expect(jobs).toHaveAttribute("target", "_blank");
    await expect(jobs).toHaveAttribute("rel", "noopener noreferrer");
    expect(await page.locator('script[type="application/ld+json"]').textContent()).toContain(
      '"@type":"Organization"',
    );
  });

  test("[VISITOR] public pages come from the cache", async ({ request }) => {
    for (const path of ["/", "/publications?type=jo", "/nos-liens", "/jadhere-au-srh"]) {
      await request.get(path);
      expect((await request.get(path)).headers()["x-nextjs-cache"], path).toBe("HIT");
    }
  });

  test.describe("as a member", () => {
    test.use({ storageState: memberState });
    test("[MEMBER] sees subscribers-only news on the home page", async ({ page }) => {
      await page.goto("/");
      await expect(
        page
          .getByRole("region", { name: "Notre actualité" })
          .getByRole("heading", { name: SUBSCRIBERS_ONLY_HOME }),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: /Dominique Membre/ })).toBeVisible();
    });
  });
});

test.describe("publication list", () => {
  test("[VISITOR] sees the heading, subtitle, year groups and cards of each type", async ({
    page,
  }) => {
    await page.goto("/publications?type=communique");
    await expect(page.getByRole("heading", { level: 1, name: "Communiqués" })).toBeVisible();
    await expect(page.getByText("Communiqués de presse et positions du SRH")).toBeVisible();
    const years = await page.getByRole("heading", { level: 2, name: /^\d{4}$/ }).allInnerTexts();
    expect(years.length).toBeGreaterThanOrEqual(3);
    expect([...years].sort().reverse()).toEqual(years);
    const card = page.locator("article").filter({ hasText: RECENT_HOMEPAGE });
    await expect(card.getByText("Communiqué", { exact: true })).toBeVisible();
    // The title is the card's link, and its only one for a screen reader.
    await expect(card.getByRole("link", { name: RECENT_HOMEPAGE })).toHaveAttribute(
      "href",
      /\/item\?id=[0-9a-f-]{36}&type=communique/,
    );
    await expect(card.getByRole("link", { name: /Lire la suite/ })).toHaveCount(0);
    await expect(card.getByText("Lire la suite →")).toHaveAttribute("tabindex", "-1");
    await expect(page.getByRole("heading", { name: "Restez informé" })).toBeVisible();
    await expect(
      page.getByText(
        "Inscrivez-vous pour recevoir nos communiqués directement dans votre boîte mail.",
      ),
    ).toBeVisible();

    await page.goto("/publications?type=inconnu");
    await expect(page.getByRole("heading", { level: 1, name: "Nos publications" })).toBeVisible();
    await page.goto("/publications?type=jo");
    await expect(page.getByRole("heading", { level: 1, name: "Journal Officiel" })).toBeVisible();
  });

  test("[VISITOR] searches without case or accents, and the search is in the URL", async ({
    page,
  }) => {
    await page.goto("/publications?type=publication");
    await page.getByRole("searchbox", { name: /Rechercher/ }).fill("TELERADIOLOGIE");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/[?&]q=TELERADIOLOGIE/);
    await expect(
      page.getByRole("heading", {
        name: "Téléradiologie\u00a0: la charte de bonnes pratiques actualisée",
      }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: WITH_PDF })).toHaveCount(0);
    // The list page, checked with a search in use.
    await expectNoAxeViolationsAtBothWidths(page);

    await page.goto("/publications?type=publication&q=zzzz-introuvable");
    await expect(page.getByText("Aucun contenu ne correspond à votre recherche.")).toBeVisible();
  });

  test("[VISITOR] filters by tags: every selected tag is required, and the filter is shareable", async ({
    page,
  }) => {
    await page.goto("/publications?type=publication");
    const panel = page.getByRole("region", { name: /Mots-clés \(0\ssélectionné\)/ });
    const chips = await panel.getByRole("link").allInnerTexts();
    expect(chips).not.toContain("2026");
    expect(chips).toEqual(
      [...chips].sort((a, b) => a.localeCompare(b, "fr", { sensitivity: "base" })),
    );

    await panel.getByRole("link", { name: "Gardes", exact: true }).click();
    await expect(page).toHaveURL(/tags=Gardes/);
    await expect(page.getByRole("heading", { name: /Mots-clés \(1\ssélectionné\)/ })).toBeVisible();
    const withGardes = await page.locator("article h3").allInnerTexts();
    expect(withGardes.length).toBeGreaterThan(0);

    await page.getByRole("link", { name: "Qualité", exact: true }).click();
    await expect(
      page.getByRole("heading", { name: /Mots-clés \(2\ssélectionnés\)/ }),
    ).toBeVisible();
    const withBoth = await page.locator("article h3").allInnerTexts();
    expect(withBoth).toEqual(["Téléradiologie\u00a0: la charte de bonnes pratiques actualisée"]);

    // The same URL opened elsewhere (and without JavaScript) shows the same list.
    const shared = page.url();
    const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto(shared);
    expect(await noJs.locator("article h3").allInnerTexts()).toEqual(withBoth);
    await context.close();

    await page.getByRole("link", { name: "Effacer tous les filtres" }).click();
    await expect(page).toHaveURL(/\/publications\?type=publication$/);
    await expect(page.getByRole("heading", { name: /Mots-clés \(0\ssélectionné\)/ })).toBeVisible();

    await page.goto("/publications?type=publication&tags=Gardes,Internes");
    await expect(
      page.getByText("Aucun contenu ne correspond aux mots-clés sélectionnés."),
    ).toBeVisible();
  });

  test("[VISITOR] the search form works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/publications?type=rapport");
    await page.getByRole("searchbox").fill("demographie");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/q=demographie/);
    await expect(
      page.getByRole("heading", {
        name: "Démographie médicale\u00a0: projections à l’horizon 2035",
      }),
    ).toBeVisible();
    await context.close();
  });

  test("[VISITOR] links to the RSS feed of the type, which is valid RSS", async ({
    page,
    request,
  }) => {
    await page.goto("/publications?type=communique");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      /\/rss\/communique\.xml$/,
    );
    const feed = await request.get("/rss/communique.xml");
    expect(feed.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await feed.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><rss version="2.0"/);
    expect(xml).toContain(`<title>${RECENT_HOMEPAGE}</title>`);
    expect(xml).not.toContain("Rapport sur l’imagerie\u00a0: la réponse du SRH");
  });
});

test.describe("detail and article", () => {
  test("[VISITOR] opens an item with its picture, tags and documents", async ({
    page,
    request,
  }) => {
    await page.goto("/publications?type=publication");
    await page
      .locator("article")
      .filter({ hasText: WITH_PDF })
      .getByRole("link", { name: WITH_PDF })
      .click();
    await expect(page).toHaveURL(/\/item\?id=.+&type=publication/);
    await expect(page.getByRole("heading", { level: 1, name: WITH_PDF })).toBeVisible();
    await expect(
      page.locator("article header").getByText("Publication", { exact: true }),
    ).toBeVisible();
    await expect(page.getByText("Attractivité, Démographie")).toBeVisible();
    await expect(page.getByRole("link", { name: "Retour à la liste" })).toHaveAttribute(
      "href",
      "/publications?type=publication",
    );
    await expect(page.getByRole("heading", { name: "Dix mesures concrètes" })).toBeVisible();
    await expect(page.getByText(/^Publié le \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    // « Page d'accueil » is an editorial setting: staff see it, visitors do not.
    await expect(page.getByText("Page d’accueil", { exact: true })).toHaveCount(0);
    // The cover's social picture says what it shows.
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      "content",
      WITH_PDF,
    );

    const documents = page.getByRole("region", { name: "Documents attachés" });
    await expect(documents.getByText("Propositions attractivité 2026")).toBeVisible();
    await expect(
      documents.getByText(/propositions-attractivite-2026\.pdf · \d+\sKo/),
    ).toBeVisible();
    await expect(documents.getByText("Cliquer pour ouvrir")).toBeVisible();
    const href = await documents.getByRole("link").first().getAttribute("href");
    const file = await request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect(file.headers()["content-disposition"]).toMatch(
      /^attachment; filename="propositions-attractivite-2026\.pdf"; filename\*=UTF-8''/,
    );
    expect(file.headers()["x-content-type-options"]).toBe("nosniff");
    expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
    expect(await page.locator('script[type="application/ld+json"]').textContent()).toContain(
      '"@type":"Article"',
    );
  });

  test("[VISITOR] is sent to the list without id, and sees a 404 'Contenu non trouvé' for an unknown item", async ({
    page,
  }) => {
    // Without its type too: a 404, not the list with no word.
    const untyped = await page.goto("/item?id=00000000-0000-4000-8000-000000000000");
    expect(untyped?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Contenu non trouvé" })).toBeVisible();
    // A page past the last one of a list: a 404, not the first page's items again.
    expect((await page.goto("/publications?type=jo&page=99"))?.status()).toBe(404);
    expect((await page.goto("/publications?type=jo&page=49"))?.status()).toBe(404);
    await page.goto("/item?type=jo");
    await expect(page).toHaveURL(/\/publications$/);
    const response = await page.goto("/item?id=00000000-0000-4000-8000-000000000000&type=jo");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Contenu non trouvé" })).toBeVisible();
    // One robots noindex (Next's, for a 404), not two.
    await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Retour à la liste" })).toHaveAttribute(
      "href",
      "/publications?type=jo",
    );
    await expectNoAxeViolations(page);
  });

  test("[VISITOR] shows the title-only message for an item without a body", async ({ page }) => {
    await page.goto("/publications?type=publication");
    await page
      .locator("article")
      .filter({ hasText: TITLE_ONLY })
      .getByRole("link", { name: TITLE_ONLY })
      .click();
    await expect(
      page.getByText(
        "Ce document ne contient que le titre. Consultez le document original via les liens disponibles.",
      ),
    ).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
  });

  test("[VISITOR] reads an article with print, home and back-to-top, and sees its errors", async ({
    page,
  }) => {
    await page.goto("/publications?type=communique");
    const href = await page
      .locator("article")
      .filter({ hasText: RECENT_HOMEPAGE })
      .getByRole("link", { name: RECENT_HOMEPAGE })
      .getAttribute("href");
    const id = new URL(href!, "http://localhost").searchParams.get("id");
    await page.goto(`/article?id=${id}`);
    await expect(page.getByRole("heading", { level: 1, name: RECENT_HOMEPAGE })).toBeVisible();
    await expect(page.getByRole("button", { name: "Imprimer" })).toBeVisible();
    // The button asks the browser to print (the page's own script, with or without React); the
    // dialog itself is the browser's, so only the call is recorded.
    await page.evaluate(() => {
      const recorded = window as Window & { printCalls?: number };
      recorded.printCalls = 0;
      window.print = () => {
        recorded.printCalls = (recorded.printCalls ?? 0) + 1;
      };
    });
    await page.getByRole("button", { name: "Imprimer" }).click();
    expect(await page.evaluate(() => (window as Window & { printCalls?: number }).printCalls)).toBe(
      1,
    );
    await expect(page.getByRole("link", { name: "Accueil" }).first()).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Haut de page" })).toHaveAttribute("href", "#haut");
    await expectNoAxeViolationsAtBothWidths(page);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Imprimer" })).toBeHidden();
    await expect(page.locator("header").first()).toBeHidden();

    await page.emulateMedia({ media: "screen" });
    await page.goto("/article");
    await expect(page.getByRole("heading", { name: "Article ID not provided" })).toBeVisible();
    await expect(page.getByText("Aucun article n’est indiqué dans l’adresse.")).toBeVisible();
    await expectNoAxeViolations(page);
    const unknown = await page.goto("/article?id=00000000-0000-4000-8000-000000000000");
    expect(unknown?.status()).toBe(404);
    await expect(page).toHaveTitle("Article introuvable | SRH");
    await expect(page.getByRole("heading", { name: "Article not found" })).toBeVisible();
    await expect(page.getByText("Cet article n’existe pas ou n’est pas accessible.")).toBeVisible();
  });

  test("[VISITOR] /content?type= moves permanently to the list", async ({ request }) => {
    const response = await request.get("/content?type=communique", { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe("/publications?type=communique");
  });
});

test.describe("findability", () => {
  test("[VISITOR] sitemap lists public items only; robots keeps private areas out", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/publications?type=jo");
    expect(sitemap).toMatch(/\/item\?id=[0-9a-f-]{36}&amp;type=publication/);
    const { publications } = await (
      await request.get("/api/content?contentType=publications")
    ).json();
    expect(sitemap.match(/\/item\?id=/g)?.length).toBe(
      publications.filter((p: { pubdate: string }) => new Date(p.pubdate) <= new Date()).length,
    );
    const robots = await (await request.get("/robots.txt")).text();
    for (const path of ["/admin", "/profile", "/api"])
      expect(robots).toContain(`Disallow: ${path}`);
    expect(robots).toContain("Sitemap: ");
  });

  test("[VISITOR] every page has a title, a description and a canonical URL", async ({ page }) => {
    for (const path of ["/", "/publications?type=rapport", "/nos-liens", "/contactez-nous"]) {
      await page.goto(path);
      await expect(page).toHaveTitle(/SRH/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^http/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
    }
  });
});
