import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS, auditActionLabel, auditActionLabels } from "./labels";

// The journal shows a French label for every action, never a code.
describe("audit action labels", () => {
  it("labels every action the site records, in French, without its code", () => {
    for (const action of AUDIT_ACTIONS) {
      const label = auditActionLabels[action];
      expect(label.trim().length, action).toBeGreaterThan(0);
      expect(label, action).not.toContain(action);
      expect(label, action).not.toMatch(/^[a-z]+\.[a-z-]+$/);
    }
  });

  it("labels the actions that used to show their code", () => {
    expect(auditActionLabel("subscription.cancel")).toBe("Prélèvement automatique résilié");
    expect(auditActionLabel("attestation.correct")).toBe("Attestation corrigée (nouvelle version)");
    expect(auditActionLabel("retention.anonymize")).toContain("anonymisé");
  });

  it("shows an unknown code as 'Autre action', never the code", () => {
    expect(auditActionLabel("legacy.thing")).toBe("Autre action");
  });
});
