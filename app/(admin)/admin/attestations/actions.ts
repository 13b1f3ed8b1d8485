"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { action } from "@/lib/actions/action";
import { issueAttestationsOfYear } from "@/lib/attestations/issue";
import { parisYear } from "@/lib/format/dates";
import { ValidationError } from "@/lib/errors";
import { countOf, pluralForm } from "@/lib/format/french";

/** PDFs written per click: the action answers within a request's time; the admin clicks again for the rest. */
const ISSUED_PER_CLICK = 300;

const schema = z.object({ year: z.coerce.number().int().min(2000).max(2100) });

/** "Émettre les attestations": issues the missing ones of a past year and corrects the stale ones. */
export const issueYearAttestations = action(
  { schema, role: "admin" },
  async ({ year }, { viewer }) => {
    const now = new Date();
    if (year >= parisYear(now))
      throw new ValidationError(
        "Les attestations d’une année ne peuvent être émises qu’une fois l’année terminée.",
      );
    const counts = await issueAttestationsOfYear({
      year,
      now,
      issuedBy: viewer,
      limit: ISSUED_PER_CLICK,
    });
    revalidatePath("/admin/attestations");
    const done = counts.issued + counts.corrected + counts.canceled;
    if (done === 0) return "Toutes les attestations de l’année sont déjà à jour.";
    const parts = [
      counts.issued && countOf(counts.issued, "émise", "émises"),
      counts.corrected && countOf(counts.corrected, "corrigée", "corrigées"),
      counts.canceled && countOf(counts.canceled, "annulée", "annulées"),
    ].filter(Boolean);
    const more =
      counts.remaining > 0
        ? ` Il reste des adhérents à traiter\u00a0: cliquez à nouveau sur «\u00a0Émettre les attestations ${year}\u00a0».`
        : "";
    // « Attestation 2025 : 1 corrigée. Elle sera envoyée… »: the sentence agrees with the count.
    const heading = pluralForm(done, "Attestation", "Attestations");
    const sending = pluralForm(
      done,
      "Elle sera envoyée à l’adhérent par le traitement quotidien.",
      "Elles seront envoyées aux adhérents par le traitement quotidien.",
    );
    return `${heading} ${year}\u00a0: ${parts.join(", ")}. ${sending}${more}`;
  },
);
