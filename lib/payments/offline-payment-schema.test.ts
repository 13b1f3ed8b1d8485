import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  amountProblem,
  cancelPaymentSchema,
  correctPaymentSchema,
  offlinePaymentSchema,
  paidOnProblem,
  parseEuros,
} from "./offline-payment-schema";

// Cheques and transfers typed by staff: the panel's forms and the actions parse with these
// schemas; the ledger checks amount and date again with the same two rules.

const NOW = new Date("2026-06-15T10:00:00Z");

describe("parseEuros and amountProblem", () => {
  it("reads French and English decimals, with or without the euro sign", () => {
    expect(parseEuros("120")).toBe(12000);
    expect(parseEuros("120,5")).toBe(12050);
    expect(parseEuros(" 120.50 € ")).toBe(12050);
    expect(parseEuros("12a")).toBeNull();
    expect(parseEuros("1,234")).toBeNull();
  });

  it("says what is wrong with an amount, in French", () => {
    expect(amountProblem("30")).toBeNull();
    expect(amountProblem(" ")).toBe("Montant requis.");
    expect(amountProblem("abc")).toBe("Montant invalide (par exemple 120 ou 120,50).");
    expect(amountProblem("0")).toBe("Montant invalide (par exemple 120 ou 120,50).");
  });
});

describe("paidOnProblem", () => {
  it("takes a real day up to today, from 1990", () => {
    expect(paidOnProblem("2026-06-15", NOW)).toBeNull();
    expect(paidOnProblem("1990-01-01", NOW)).toBeNull();
    expect(paidOnProblem("", NOW)).toBe("Date requise.");
    expect(paidOnProblem("2026-02-30", NOW)).toBe("Date invalide.");
    expect(paidOnProblem("1989-12-31", NOW)).toBe("Date invalide.");
    expect(paidOnProblem("2026-06-17", NOW)).toBe(
      "La date de paiement ne peut pas être dans le futur.",
    );
  });
});

describe("offlinePaymentSchema", () => {
  const form = {
    userId: "u1",
    amount: "120",
    paidOn: "2020-03-15",
    method: "cheque",
    reference: " CHQ 1 ",
    idempotencyKey: randomUUID(),
  };

  it("parses what the form sends, the confirmation checkbox included", () => {
    expect(offlinePaymentSchema.parse(form)).toMatchObject({
      reference: "CHQ 1",
      confirmAmount: false,
    });
    expect(offlinePaymentSchema.parse({ ...form, confirmAmount: "on" }).confirmAmount).toBe(true);
    expect(offlinePaymentSchema.parse({ ...form, confirmAmount: true }).confirmAmount).toBe(true);
  });

  it("refuses a bad amount, date, method or key by its field, in French", () => {
    const parsed = offlinePaymentSchema.safeParse({
      ...form,
      amount: "douze",
      paidOn: "2999-01-01",
      method: "card",
      idempotencyKey: "x",
    });
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries(
      parsed.error!.issues.map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(messages).toEqual({
      amount: "Montant invalide (par exemple 120 ou 120,50).",
      paidOn: "La date de paiement ne peut pas être dans le futur.",
      method: "Choisissez chèque ou virement.",
      idempotencyKey: "Formulaire expiré\u00a0: rechargez la page.",
    });
  });

  it("checks a correction with the same rules, and a cancellation’s reason", () => {
    const paymentId = randomUUID();
    expect(
      correctPaymentSchema.safeParse({
        paymentId,
        amount: "",
        paidOn: "2020-01-01",
        method: "transfer",
      }).error?.issues[0]?.message,
    ).toBe("Montant requis.");
    expect(
      cancelPaymentSchema.safeParse({ paymentId, reason: " x " }).error?.issues[0]?.message,
    ).toBe("Indiquez la raison de l’annulation.");
  });
});
