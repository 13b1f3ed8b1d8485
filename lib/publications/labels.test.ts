import { describe, expect, it } from "vitest";
import { typeWithParticiple } from "./labels";

// The journal's sentences about publications agree with the type's gender (no
// "Image supprimé").
describe("typeWithParticiple", () => {
  it("agrees with the feminine types", () => {
    expect(typeWithParticiple("publication", "Motion", "créé")).toBe(
      "Publication « Motion » créée",
    );
    expect(typeWithParticiple("newsletter", "Lettre", "supprimé")).toBe(
      "Newsletter « Lettre » supprimée",
    );
  });

  it("agrees with the masculine types", () => {
    expect(typeWithParticiple("communique", "Grève", "créé")).toBe("Communiqué « Grève » créé");
    expect(typeWithParticiple("jo", "Arrêté", "modifié")).toBe(
      "Journal Officiel « Arrêté » modifié",
    );
    expect(typeWithParticiple("rapport", "Bilan", "supprimé")).toBe(
      "Rapport institutionnel « Bilan » supprimé",
    );
  });
});
