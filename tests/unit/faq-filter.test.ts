import { describe, expect, it } from "vitest";
import { faqSearchKey, filterFaqs, type FaqEntry } from "@/components/faq/faq-filter";
import { toggleTag } from "@/lib/tags";

const entry = (id: string, question: string, answer: string, tags: string[]): FaqEntry => ({
  id,
  question,
  answerHtml: `<p>${answer}</p>`,
  tags,
  searchKey: faqSearchKey(question, answer),
});

const entries = [
  entry(
    "deduction",
    "Ma cotisation est-elle déductible\u00a0?",
    "Oui\u00a0: 66 % de la cotisation.",
    ["Adhésion", "Fiscalité"],
  ),
  entry(
    "premiere",
    "La première année est-elle gratuite\u00a0?",
    "Le premier prélèvement intervient un an après.",
    ["Adhésion", "Paiement"],
  ),
  entry(
    "annuler",
    "Comment arrêter le renouvellement\u00a0?",
    "Depuis Mon profil,\n onglet Paiement.",
    ["Paiement", "Compte"],
  ),
];

const ids = (list: FaqEntry[]) => list.map((item) => item.id);

describe("filterFaqs", () => {
  it("shows everything without search or tags", () => {
    expect(ids(filterFaqs(entries, "", []))).toEqual(["deduction", "premiere", "annuler"]);
    expect(ids(filterFaqs(entries, "   ", []))).toEqual(["deduction", "premiere", "annuler"]);
  });

  it("searches the question and the answer without case or accents", () => {
    expect(ids(filterFaqs(entries, "DEDUCTIBLE", []))).toEqual(["deduction"]);
    expect(ids(filterFaqs(entries, "prelevement", []))).toEqual(["premiere"]);
    expect(ids(filterFaqs(entries, "  MON   profil,  Onglet ", []))).toEqual(["annuler"]);
  });

  it("requires every selected tag", () => {
    expect(ids(filterFaqs(entries, "", ["Adhésion"]))).toEqual(["deduction", "premiere"]);
    expect(ids(filterFaqs(entries, "", ["Adhésion", "Paiement"]))).toEqual(["premiere"]);
    expect(ids(filterFaqs(entries, "", ["Fiscalité", "Compte"]))).toEqual([]);
  });

  it("combines the search and the tags", () => {
    expect(ids(filterFaqs(entries, "an", ["Paiement"]))).toEqual(["premiere"]);
  });
});

describe("toggleTag", () => {
  it("adds a tag that is not selected and removes one that is", () => {
    expect(toggleTag(["Adhésion"], "Paiement")).toEqual(["Adhésion", "Paiement"]);
    expect(toggleTag(["Adhésion", "Paiement"], "Adhésion")).toEqual(["Paiement"]);
  });
});
