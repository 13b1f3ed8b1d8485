import { z } from "zod";
import { parisNoon } from "@/lib/format/dates";

// What staff type for a cheque or a transfer (record, correct, cancel) with its French messages,
// for the member admin panel's forms and the ledger (./ledger.ts) alike: no server code here. The
// actions parse every request with these schemas; the ledger checks amount and date again with
// the same rules, and adds what needs the database (the ceiling, the member's tier).

export const offlinePaymentMessages = {
  amountRequired: "Montant requis.",
  amountInvalid: "Montant invalide (par exemple 120 ou 120,50).",
  dateRequired: "Date requise.",
  dateInvalid: "Date invalide.",
  dateInFuture: "La date de paiement ne peut pas être dans le futur.",
} as const;

/** "120", "120,50", "120.5" → cents. */
export function parseEuros(text: string): number | null {
  const match = /^\s*(\d{1,6})(?:[.,](\d{1,2}))?\s*(?:€)?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** What is wrong with an amount typed by staff, or null. */
export function amountProblem(text: string): string | null {
  if (text.trim() === "") return offlinePaymentMessages.amountRequired;
  const cents = parseEuros(text);
  return cents === null || cents <= 0 ? offlinePaymentMessages.amountInvalid : null;
}

/** What is wrong with the day a payment was received (YYYY-MM-DD), or null. */
export function paidOnProblem(day: string, now: Date): string | null {
  if (day.trim() === "") return offlinePaymentMessages.dateRequired;
  const paidAt = parisNoon(day);
  if (!paidAt || paidAt.getUTCFullYear() < 1990) return offlinePaymentMessages.dateInvalid;
  // A day's margin: "today" in Paris may be tomorrow in UTC terms.
  if (paidAt.getTime() > now.getTime() + 86_400_000) return offlinePaymentMessages.dateInFuture;
  return null;
}

/** A rule of the form "a message or null" as a zod check. */
function checked(problem: (value: string) => string | null) {
  return (value: string, context: z.core.$RefinementCtx<string>) => {
    const message = problem(value);
    if (message) context.addIssue({ code: "custom", message });
  };
}

export const OFFLINE_METHODS = ["cheque", "transfer"] as const;

const offlinePaymentFields = {
  amount: z
    .string({ error: offlinePaymentMessages.amountRequired })
    .superRefine(checked(amountProblem)),
  paidOn: z
    .string({ error: offlinePaymentMessages.dateRequired })
    .superRefine(checked((day) => paidOnProblem(day, new Date()))),
  method: z.enum(OFFLINE_METHODS, { error: "Choisissez chèque ou virement." }),
  reference: z
    .string()
    .trim()
    .max(100, { error: "Référence trop longue (100 caractères au plus)." })
    .default(""),
};

/** The amount differs from the member's tier and staff confirmed it (a checkbox). */
export const confirmAmountInput = z
  .union([z.boolean(), z.enum(["on", "true"])])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

export const offlinePaymentSchema = z.object({
  userId: z.string(),
  ...offlinePaymentFields,
  /** One per form shown: a double submit records one payment. */
  idempotencyKey: z.uuid({ error: "Formulaire expiré\u00a0: rechargez la page." }),
  confirmAmount: confirmAmountInput,
});
export type OfflinePaymentInput = z.input<typeof offlinePaymentSchema>;

export const correctPaymentSchema = z.object({
  paymentId: z.uuid({ error: "Paiement inconnu." }),
  ...offlinePaymentFields,
});
export type CorrectPayment = z.output<typeof correctPaymentSchema>;

export const cancelPaymentSchema = z.object({
  paymentId: z.uuid({ error: "Paiement inconnu." }),
  reason: z
    .string({ error: "Indiquez la raison de l’annulation." })
    .trim()
    .min(3, { error: "Indiquez la raison de l’annulation." })
    .max(200),
});
export type CancelPayment = z.output<typeof cancelPaymentSchema>;
