import { expect, test, type Page } from "../support/test";
import { MEMBER_EMAIL, useLoggedInAs } from "../support/auth";
import { adminState } from "../support/roles";
import { expectNoAxeViolationsAtBothWidths } from "../support/axe";
import { gotoAndSettle } from "../support/hydration";

const QUESTIONS = {
  deduction: "Ma cotisation ouvre-t-elle droit à un crédit d’impôt\u00a0?",
  firstYear: "La première année d’adhésion est-elle vraiment gratuite\u00a0?",
  legal: "Le SRH peut-il m’accompagner en cas de litige avec mon établissement\u00a0?",
  interns: "Les internes peuvent-ils adhérer\u00a0?",
};

const questions = (page: Page) => page.getByRole("main").getByRole("heading", { level: 3 });
const tagButton = (page: Page, name: string) =>
  page
    .getByRole("list", { name: "Filtrer par mot-clé" })
    .getByRole("button", { name, exact: true });

test.describe("FAQ for members", () => {
  useLoggedInAs(test, MEMBER_EMAIL);

  test("[MEMBER] searches and filters the FAQ", async ({ page }) => {
    // A long walk ending with axe at both widths: over the default 30 s on a busy machine.
    test.setTimeout(60_000);
    await gotoAndSettle(page, "/faq");
    await expect(
      page.getByRole("heading", { level: 1, name: "Foire aux questions" }),
    ).toBeVisible();
    await expect(questions(page)).toHaveCount(10);

    // Tag chips sorted alphabetically without case, in French.
    const chips = await page
      .getByRole("list", { name: "Filtrer par mot-clé" })
      .getByRole("button")
      .allInnerTexts();
    expect(chips.length).toBeGreaterThan(5);
    expect(chips).toEqual(
      [...chips].sort((a, b) => a.localeCompare(b, "fr", { sensitivity: "base" })),
    );

    // Search without case or accents, in the question…
    const search = page.getByLabel("Rechercher dans les questions et les réponses");
    await search.fill("CREDIT D’IMPOT");
    await expect(questions(page)).toHaveText([QUESTIONS.deduction]);
    // …and in the answer's text.
    await search.fill("avocat");
    await expect(questions(page)).toHaveText([QUESTIONS.legal]);
    await search.fill("aucune question ici");
    await expect(page.getByText("Aucune question ne correspond à votre recherche.")).toBeVisible();
    await search.fill("");
    await expect(questions(page)).toHaveCount(10);

    // One tag, then two: an item must carry both.
    await tagButton(page, "Adhésion").click();
    await expect(tagButton(page, "Adhésion")).toHaveAttribute("aria-pressed", "true");
    await expect(questions(page)).toHaveText([
      QUESTIONS.deduction,
      QUESTIONS.firstYear,
      QUESTIONS.legal,
      QUESTIONS.interns,
    ]);
    await tagButton(page, "Juridique").click();
    await expect(page.getByText("Mots-clés (2\u00a0sélectionnés)")).toBeVisible();
    await expect(questions(page)).toHaveText([QUESTIONS.legal]);

    // Clear: everything again.
    await page.getByRole("button", { name: "Effacer" }).click();
    await expect(questions(page)).toHaveCount(10);
    await expect(tagButton(page, "Adhésion")).toHaveAttribute("aria-pressed", "false");

    // An item opens on its answer (a native <details>: its summary is the control), by click or keyboard.
    const answer = page.getByText("Une cotisation de 120 € vous revient ainsi à 40 €.", {
      exact: false,
    });
    await expect(answer).toBeHidden();
    await page.locator("summary").filter({ hasText: QUESTIONS.deduction }).click();
    await expect(answer).toBeVisible();
    const other = page.locator("summary").filter({ hasText: QUESTIONS.firstYear });
    await other.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("details[open]")).toHaveCount(2);
    await expectNoAxeViolationsAtBothWidths(page);
  });
});

test.describe("FAQ kept rendered for members", () => {
  useLoggedInAs(test, MEMBER_EMAIL);

  test("[ADMIN] an FAQ entry written or deleted shows at once on members' /faq", async ({
    page,
    playwright,
  }) => {
    const admin = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
      storageState: adminState,
    });
    const question = `Question du jour ${Date.now()}\u00a0?`;
    const read = async () => (await page.request.get("/faq")).text();
    // Rendered once before the write.
    await read();
    expect(await read()).not.toContain(question);
    const created = await admin.post("/api/content?contentType=faq", {
      data: {
        question,
        answer: {
          type: "doc",
          content: [{ type: "paragraph", content: [{ type: "text", text: "Réponse" }] }],
        },
        tags: [],
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const { id } = (await created.json()) as { id: string };
    expect(await read()).toContain(question);
    const deleted = await admin.delete("/api/content?contentType=faq", { data: { id } });
    expect(deleted.status(), await deleted.text()).toBe(200);
    expect(await read()).not.toContain(question);
    await admin.dispose();
  });
});

test.describe("FAQ for visitors", () => {
  test("[VISITOR] sees Accès restreint on the FAQ and no question text in the HTML", async ({
    page,
    request,
  }) => {
    const response = await request.get("/faq");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("Accès restreint");
    for (const question of Object.values(QUESTIONS))
      expect(html).not.toContain(question.replace("'", "&#x27;"));
    for (const question of Object.values(QUESTIONS)) expect(html).not.toContain(question);
    expect(html).not.toContain("Une cotisation de 120");

    await gotoAndSettle(page, "/faq");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Accès restreint" })).toBeVisible();
    await expect(main.getByRole("link", { name: "J’adhère au SRH" })).toHaveAttribute(
      "href",
      "/jadhere-au-srh",
    );
    await expect(main.getByRole("link", { name: /Se connecter/ })).toHaveAttribute(
      "href",
      /^\/login/,
    );
    await expect(main.getByLabel("Rechercher dans les questions et les réponses")).toHaveCount(0);
    await expectNoAxeViolationsAtBothWidths(page);
  });
});
