"use server";

import { revalidatePath } from "next/cache";
import { action } from "@/lib/actions/action";
import {
  eraseMemberByAdmin,
  updateImportedValidity,
  updateMemberAccess,
} from "@/lib/members/admin";
import {
  eraseMemberSchema,
  importedValiditySchema,
  memberAccessSchema,
} from "@/lib/members/admin-schema";
import {
  cancelOfflinePayment,
  correctOfflinePayment,
  recordOfflinePayment,
} from "@/lib/payments/offline";
import { quotaHoldNotice } from "@/lib/email/quota";
import {
  cancelPaymentSchema,
  correctPaymentSchema,
  offlinePaymentSchema,
} from "@/lib/payments/offline-payment-schema";

// An administrator's actions on a member's profile (lib/members/admin.ts, and the ledger
// lib/payments/offline.ts for cheques and transfers; each writes its audit row). The payment forms
// check with the same schemas first (lib/payments/offline-payment-schema.ts).

export const updateMemberAccessAction = action(
  { schema: memberAccessSchema, role: "admin" },
  async (input, { viewer }) => {
    await updateMemberAccess(viewer, input);
    revalidatePath("/profile");
    return "Type d’adhésion et droits enregistrés.";
  },
);

export const updateImportedValidityAction = action(
  { schema: importedValiditySchema, role: "admin" },
  async (input, { viewer }) => {
    const outcome = await updateImportedValidity(viewer, input);
    revalidatePath("/profile");
    return {
      updated: "Date de validité corrigée.",
      removed: "Validité retirée.",
      unchanged: "Aucune modification.",
    }[outcome];
  },
);

export const recordOfflinePaymentAction = action(
  { schema: offlinePaymentSchema, role: "admin" },
  async (input, { viewer }) => {
    // recordOfflinePayment e-mails the receipt itself, after its commit.
    const since = new Date();
    const { created } = await recordOfflinePayment(viewer, input);
    revalidatePath("/profile");
    if (!created) return "Ce paiement était déjà enregistré.";
    const held = await quotaHoldNotice({ userId: input.userId, since, what: "Le reçu" });
    return held ? `Paiement enregistré. ${held}` : "Paiement enregistré.";
  },
);

export const correctOfflinePaymentAction = action(
  { schema: correctPaymentSchema, role: "admin" },
  async (input, { viewer }) => {
    await correctOfflinePayment(viewer, input);
    revalidatePath("/profile");
    return "Paiement corrigé.";
  },
);

export const cancelOfflinePaymentAction = action(
  { schema: cancelPaymentSchema, role: "admin" },
  async (input, { viewer }) => {
    await cancelOfflinePayment(viewer, input);
    revalidatePath("/profile");
    return "Paiement annulé.";
  },
);

export const eraseMemberAction = action(
  { schema: eraseMemberSchema, role: "admin" },
  async (input, { viewer }) => {
    await eraseMemberByAdmin(viewer, input);
    revalidatePath("/admin/members");
    return "Le membre a été effacé.";
  },
);
