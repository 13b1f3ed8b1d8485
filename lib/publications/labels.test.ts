import { describe, expect, it } from "vitest";
import { typeWithParticiple } from "./labels";

// The journal's sentences about publications agree with the type's gender (no
// "Image supprimé").
describe("typeWithParticiple", () => {
  it("agrees with the feminine types", () => {
    expect(typeWithParticiple("publication", "Motion", "créé")).toBe(
      "Publication «\u00a0Motion\u00a0» créée",
    );
    expect(typeWithParticiple("newsletter", "Lettre", "supprimé")).toBe(
      "Lettre d’information «\u00a0Lettre\u00a0» supprimée",
    );
  });

  it("agrees with the masculine types", () => {
    expect(typeWithParticiple("communique", "Grève", "créé")).toBe(
      "Communiqué «\u00a0Grève\u00a0» créé",
    );
    expect(typeWithParticiple("jo", "Arrêté", "modifié")).toBe(
      "Journal Officiel «\u00a0Arrêté\u00a0» modifié",
    );
    expect(typeWithParticiple("rapport", "Bilan", "supprimé")).toBe(
      "Rapport institutionnel «\u00a0Bilan\u00a0» supprimé",
    );
  });
});
