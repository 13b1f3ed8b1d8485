import { describe, expect, it } from "vitest";
import { isCurrentPage, isNavGroup, isNavLink, mainNavigation } from "./navigation";

describe("navigation", () => {
  it("has the three menu groups of the spec, then three links", () => {
    expect(mainNavigation.filter(isNavGroup).map((group) => group.label)).toEqual([
      "Qui sommes-nous ?",
      "Nos informations",
      "Textes officiels",
    ]);
    expect(mainNavigation.filter(isNavLink).map((entry) => entry.label)).toEqual([
      "Nos liens",
      "FAQ",
      "Contactez-nous",
    ]);
  });

  it("marks a link as the current page only when its path is the current path", () => {
    expect(isCurrentPage("/bureau", "/bureau")).toBe(true);
    expect(isCurrentPage("/bureau", "/statuts")).toBe(false);
    expect(isCurrentPage("/bureau/", "/bureau")).toBe(true);
  });

  it("never marks a link with a query string (the path alone cannot tell which list is shown)", () => {
    expect(isCurrentPage("/publications", "/publications?type=jo")).toBe(false);
  });
});
