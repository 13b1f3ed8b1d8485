import { describe, expect, it } from "vitest";
import {
  cancelRenewalConfirmation,
  cardUpdateSummary,
  oneTimeSummary,
  paymentAcceptedText,
  renewalDateText,
} from "./money-action-texts";

const year = { from: "2026-05-12T10:00:00.000Z", to: "2027-05-11T10:00:00.000Z" };
const practicing = { title: "Praticien", priceCents: 12000 };

describe("the money actions' sentences", () => {
  it("says what a new card pays: what is due first, else the next charge, else nothing", () => {
    const nextCharge = {
      at: "2027-05-12T10:00:00.000Z",
      amountCents: 12000,
      tierTitle: "Praticien",
    };
    expect(cardUpdateSummary({ pastDue: { amountCents: 9000 }, nextCharge })).toMatch(/\(90\s€\)/);
    expect(cardUpdateSummary({ pastDue: null, nextCharge })).toMatch(
      /120\s€ \(Praticien\) le 12\/05\/2027/,
    );
    expect(cardUpdateSummary({ pastDue: null, nextCharge: null })).toBe(
      "Rien n’est prélevé maintenant.",
    );
  });

  it("says the year a payment covers and where a running renewal’s charge goes", () => {
    expect(oneTimeSummary(practicing, year, null)).toMatch(
      /couvre du 12\/05\/2026 au 11\/05\/2027\. Aucun prélèvement automatique ensuite\.$/,
    );
    expect(oneTimeSummary(practicing, year, "2027-05-12T10:00:00.000Z")).toContain(
      "le prochain prélèvement passera au 12/05/2027",
    );
    expect(paymentAcceptedText(year, "sent")).toContain("Un reçu vous a été envoyé");
    expect(paymentAcceptedText(year, "coming")).toContain("Un reçu vous sera envoyé");
  });

  it("names each renewal’s next date by its kind, and the end a cancellation leaves", () => {
    const date = "2027-05-12T10:00:00.000Z";
    expect(renewalDateText("automatic", date)).toBe("Prochain prélèvement le 12/05/2027");
    expect(renewalDateText("stopped", date)).toBe(
      "Aucun nouveau prélèvement\u00a0: fin le 12/05/2027",
    );
    expect(renewalDateText("failed", date)).toBe("Nouvel essai le 12/05/2027");
    expect(cancelRenewalConfirmation(date, null)).toMatch(
      /^Votre adhésion restera valable jusqu’au 12\/05\/2027/,
    );
    expect(cancelRenewalConfirmation(null, null)).toMatch(/jusqu’à la fin de la période en cours/);
  });
});
