import { describe, expect, it } from "vitest";
import {
  collapseSpaces,
  countOf,
  findTypographyIssues,
  formatCount,
  frenchSpacing,
  pluralForm,
} from "./french";

describe("frenchSpacing", () => {
  it("puts a no-break space before : ; ? ! and inside « »", () => {
    expect(frenchSpacing("Adhésion : renouvelée ; merci ! Et ensuite ?")).toBe(
      "Adhésion\u00a0: renouvelée\u00a0; merci\u00a0! Et ensuite\u00a0?",
    );
    expect(frenchSpacing("le bouton « Payer »")).toBe("le bouton «\u00a0Payer\u00a0»");
  });

  it("turns a straight apostrophe between letters into ’", () => {
    expect(frenchSpacing("l'adhésion d'Hélène")).toBe("l’adhésion d’Hélène");
  });

  it("leaves times, links and text already right alone", () => {
    const text = "À 10:00, voir https://srh-info.org/a?b=c et l’adhésion\u00a0: ok";
    expect(frenchSpacing(text)).toBe(text);
  });
});

describe("collapseSpaces", () => {
  it("makes runs of white space one plain space and keeps a lone no-break space", () => {
    expect(collapseSpaces("Adresse\u00a0:\n\n  rue")).toBe("Adresse\u00a0: rue");
    expect(collapseSpaces("a \u00a0 b\u202f?")).toBe("a b\u202f?");
  });
});

describe("plurals through Intl.PluralRules", () => {
  it("takes the singular for 0 and 1, the plural from 2", () => {
    expect(countOf(0, "élément", "éléments")).toBe("0\u00a0élément");
    expect(countOf(1, "élément", "éléments")).toBe("1\u00a0élément");
    expect(countOf(2, "élément", "éléments")).toBe("2\u00a0éléments");
    expect(countOf(11, "élément", "éléments")).toBe("11\u00a0éléments");
  });

  it("groups thousands and keeps « many » in the plural", () => {
    expect(countOf(1_234, "e-mail", "e-mails")).toMatch(/^1[\u202f\u00a0]234\u00a0e-mails$/);
    expect(countOf(1_000_000, "e-mail", "e-mails")).toMatch(/\u00a0e-mails$/);
    expect(formatCount(12_345)).toMatch(/^12[\u202f\u00a0]345$/);
  });

  it("agrees any word, not only a count's", () => {
    expect(pluralForm(1, "Elle sera envoyée", "Elles seront envoyées")).toBe("Elle sera envoyée");
    expect(pluralForm(3, "Elle sera envoyée", "Elles seront envoyées")).toBe(
      "Elles seront envoyées",
    );
  });
});

describe("findTypographyIssues", () => {
  it("finds each slip the walk listed", () => {
    const rules = (text: string) => findTypographyIssues(text).map((issue) => issue.rule);
    expect(rules("Adresse : rue")).toEqual(["espace ordinaire avant la ponctuation haute"]);
    expect(rules("Vraiment ?")).toEqual(["espace ordinaire avant la ponctuation haute"]);
    expect(rules("le « Payer\u00a0»")).toEqual(["espace ordinaire après «"]);
    expect(rules("le «\u00a0Payer »")).toEqual(["espace ordinaire avant\u00a0»"]);
    expect(rules("11 élément(s)")).toEqual(["pluriel entre parenthèses"]);
    expect(rules("500 KB")).toEqual(["unité anglaise (Ko, Mo)"]);
    expect(rules("l'adhésion")).toEqual(["apostrophe droite"]);
    expect(rules("Tags")).toEqual(["mot anglais «\u00a0Tags\u00a0»"]);
    expect(rules("Votre adresse email")).toEqual(["«\u00a0email\u00a0» (e-mail)"]);
    expect(rules("La newsletter")).toEqual(["«\u00a0newsletter\u00a0» (lettre d’information)"]);
    expect(rules("Accès Restreint")).toEqual(["«\u00a0Accès Restreint\u00a0» (Accès restreint)"]);
  });

  it("says where, with the text around the slip", () => {
    expect(findTypographyIssues("Votre\ncotisation : 120 €")[0]).toMatchObject({
      slip: "Votre cotisation␣:",
    });
    expect(findTypographyIssues("Votre\ncotisation : 120 €")[0]?.excerpt).toBe(
      "Votre cotisation␣: 120 €",
    );
  });

  it("passes right French, times, links and addresses", () => {
    const text = [
      "Adresse\u00a0: rue\u00a0; «\u00a0Payer\u00a0»\u00a0! l’adhésion, 10:00, 10\u00a0Ko, 3\u00a0Mo",
      "https://srh-info.org/newsletter?tags=a et www.example.org/Tags",
      "contact@srh-info.org, email.test@x.fr, e-mail",
      "Ligne\n: suite",
    ].join("\n");
    expect(findTypographyIssues(text)).toEqual([]);
  });
});
