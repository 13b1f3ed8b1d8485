import { describe, expect, it } from "vitest";
import {
  currentPagePath,
  isNavGroup,
  normalisePath,
  isNavLink,
  mainNavigation,
} from "./navigation";

describe("navigation", () => {
  it("has the three menu groups of the spec, then three links", () => {
    expect(mainNavigation.filter(isNavGroup).map((group) => group.label)).toEqual([
      "Qui sommes-nous\u00a0?",
      "Nos informations",
      "Textes officiels",
    ]);
    expect(mainNavigation.filter(isNavLink).map((entry) => entry.label)).toEqual([
      "Nos liens",
      "FAQ",
      "Contactez-nous",
    ]);
  });

  it("marks a link as the current page at its own path, trailing slashes aside", () => {
    expect(currentPagePath("/bureau")).toBe("/bureau");
    expect(currentPagePath("/bureau/")).toBe("/bureau");
    expect(normalisePath("/bureau/")).toBe(currentPagePath("/bureau"));
    expect(normalisePath("/")).toBe("/");
  });

  it("never marks a link with a query string (the path alone cannot tell which list is shown)", () => {
    expect(currentPagePath("/publications?type=jo")).toBeNull();
  });
});
