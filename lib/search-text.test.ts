import { describe, expect, it } from "vitest";
import { normalizeSearchText } from "./search-text";

describe("normalizeSearchText", () => {
  it("lower-cases", () => {
    expect(normalizeSearchText("IRM Scanner")).toBe("irm scanner");
  });

  it("removes French accents, upper and lower case", () => {
    expect(normalizeSearchText("É è ç ô ï à ù û ë â î Ç À Ê Ô Ï Ÿ")).toBe(
      "e e c o i a u u e a i c a e o i y",
    );
    expect(normalizeSearchText("Médecine générale à l’hôpital")).toBe(
      "medecine generale a l’hopital",
    );
  });

  it("expands the œ and æ ligatures, upper and lower case", () => {
    expect(normalizeSearchText("Œuvre cœur ŒUF")).toBe("oeuvre coeur oeuf");
    expect(normalizeSearchText("Æther tænia")).toBe("aether taenia");
  });

  it("removes accents written as combining characters", () => {
    expect(normalizeSearchText("E\u0301cole")).toBe("ecole");
  });

  it("keeps digits, punctuation and spaces", () => {
    expect(normalizeSearchText("Loi n° 2026-12, art. 3\u00a0!")).toBe(
      "loi n° 2026-12, art. 3\u00a0!",
    );
  });

  it("gives the same key for the spellings a person might type", () => {
    expect(normalizeSearchText("ÉCHOGRAPHIE")).toBe(normalizeSearchText("echographie"));
    expect(normalizeSearchText("Sœur")).toBe(normalizeSearchText("soeur"));
  });
});
