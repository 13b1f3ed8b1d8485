import { describe, expect, it } from "vitest";
import {
  compareWithoutCase,
  displayTags,
  hasAllTags,
  isYearTag,
  parseTagsInput,
  tagPanel,
} from "./tags";

describe("isYearTag", () => {
  it("is true for four digits, surrounding spaces allowed", () => {
    expect(isYearTag("2024")).toBe(true);
    expect(isYearTag(" 1999 ")).toBe(true);
    expect(isYearTag("0000")).toBe(true);
  });

  it("is false for anything else", () => {
    for (const tag of ["202", "12345", "2024a", "an 2024", "20 24", "", "IRM"]) {
      expect(isYearTag(tag)).toBe(false);
    }
  });
});

describe("displayTags", () => {
  it("drops four-digit year tags and empty or blank tags, and trims the rest", () => {
    expect(displayTags(["2024", " 2025 ", "", "  ", "Santé", " IRM ", "12345", "202a"])).toEqual([
      "Santé",
      "IRM",
      "12345",
      "202a",
    ]);
  });

  it("keeps the order and duplicates of the stored tags", () => {
    expect(displayTags(["b", "a", "b"])).toEqual(["b", "a", "b"]);
  });

  it("gives nothing for no tags", () => {
    expect(displayTags([])).toEqual([]);
  });
});

describe("parseTagsInput", () => {
  it("splits on commas, trims and drops empty tags", () => {
    expect(parseTagsInput(" Santé publique, IRM ,,  , Congrès 2026,")).toEqual([
      "Santé publique",
      "IRM",
      "Congrès 2026",
    ]);
  });

  it("gives nothing for an empty or blank input", () => {
    expect(parseTagsInput("")).toEqual([]);
    expect(parseTagsInput(" , ,")).toEqual([]);
  });

  it("keeps a single tag without a comma", () => {
    expect(parseTagsInput("  radiologie ")).toEqual(["radiologie"]);
  });
});

describe("tagPanel", () => {
  it("lists the unique display tags of the items, sorted alphabetically without case, accents near their letter", () => {
    const items = [
      { tags: ["Zèbre", "école", "2024", " IRM ", ""] },
      { tags: ["abc", "Fédération", "IRM", "élection"] },
      { tags: ["Dépistage", "abc", "   "] },
    ];
    expect(tagPanel(items)).toEqual([
      "abc",
      "Dépistage",
      "école",
      "élection",
      "Fédération",
      "IRM",
      "Zèbre",
    ]);
  });

  it("puts 'école' next to 'Ecole', not after 'z'", () => {
    const panel = tagPanel([{ tags: ["zinc", "école", "Ecole", "Dent", "Fémur"] }]);
    expect(panel).toEqual(["Dent", "école", "Ecole", "Fémur", "zinc"]);
  });

  it("gives nothing when there are no items or only year and blank tags", () => {
    expect(tagPanel([])).toEqual([]);
    expect(tagPanel([{ tags: ["2024", " "] }, { tags: [] }])).toEqual([]);
  });
});

describe("compareWithoutCase", () => {
  it("ignores case and accents", () => {
    expect(compareWithoutCase("École", "ecole")).toBe(0);
    expect(compareWithoutCase("abc", "ABC")).toBe(0);
  });

  it("orders alphabetically", () => {
    expect(compareWithoutCase("éa", "eb")).toBeLessThan(0);
    expect(compareWithoutCase("Z", "a")).toBeGreaterThan(0);
  });
});

describe("hasAllTags", () => {
  const tags = ["IRM", "Santé", "2024"];

  it("is true when nothing is selected", () => {
    expect(hasAllTags(tags, [])).toBe(true);
    expect(hasAllTags([], [])).toBe(true);
  });

  it("is true when every selected tag is on the item", () => {
    expect(hasAllTags(tags, ["IRM"])).toBe(true);
    expect(hasAllTags(tags, ["Santé", "IRM"])).toBe(true);
  });

  it("is false when one selected tag is missing (reading (a), not (b))", () => {
    expect(hasAllTags(tags, ["IRM", "Scanner"])).toBe(false);
    expect(hasAllTags([], ["IRM"])).toBe(false);
  });

  it("compares tags exactly, case included", () => {
    expect(hasAllTags(tags, ["irm"])).toBe(false);
  });

  it("reads stored tags trimmed, as the panel shows them", () => {
    expect(hasAllTags([" IRM ", "Santé\t"], ["IRM", "Santé"])).toBe(true);
  });

  it("ignores year tags for filtering", () => {
    expect(hasAllTags(tags, ["2024"])).toBe(false);
  });

  it("finds, for every tag of the panel, the items that carry it", () => {
    const items = [
      { tags: [" IRM", "Santé "] },
      { tags: ["Scanner", "IRM "] },
      { tags: ["2024", "  "] },
    ];
    for (const tag of tagPanel(items)) {
      const found = items.filter((item) => hasAllTags(item.tags, [tag]));
      expect(found.length, tag).toBeGreaterThan(0);
    }
    expect(items.filter((item) => hasAllTags(item.tags, ["IRM"]))).toEqual([items[0], items[1]]);
  });
});
