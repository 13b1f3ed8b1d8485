import { describe, expect, it } from "vitest";
import { memberDataHtml } from "./data-export-html";

describe("memberDataHtml", () => {
  const data = {
    exportedAt: "2026-11-28T10:00:00.000Z",
    profile: {
      email: "elise@example.org",
      firstname: "Élise",
      lastname: "<script>alert(1)</script>",
      hospital: "CHU & Co",
      address: null,
      subscription: "practicing",
      newsletter: true,
      infopro: { huTitulaire: true, phLiberal: false },
      createdAt: "2025-01-02T08:00:00.000Z",
    },
    payments: [{ amount: 120, status: "succeeded", createdAt: "2026-09-28T10:00:00.000Z" }],
    subscriptions: [],
    contactMessages: [
      { subject: "information", message: 'Bonjour "SRH"', createdAt: "2026-01-01T10:00:00Z" },
    ],
    newsletterSubscription: [],
  };

  it("writes a French page with every section, its values escaped", () => {
    const html = memberDataHtml(data);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="fr">/);
    expect(html).toContain("<title>Mes données SRH</title>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>");
    expect(html).toContain("CHU &amp; Co");
    expect(html).toContain("Bonjour &quot;SRH&quot;");
    // Labels, not keys: the flag ticked, the payment's status and amount.
    expect(html).toContain("HU titulaire");
    expect(html).not.toContain("PH avec activité libérale");
    expect(html).toContain("Réussi");
    expect(html).toMatch(/120\s€/);
    expect(html).toContain("Aucun abonnement.");
  });
});
