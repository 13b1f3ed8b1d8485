"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { action } from "@/lib/actions/action";
import { faqInputSchema } from "@/lib/faq/schemas";
import { createFaq, deleteFaq, updateFaq } from "@/lib/faq/writes";

// The FAQ editor's server actions (/faq, administrators): the API's schema.

export const saveFaqAction = action(
  {
    schema: faqInputSchema.extend({ id: z.string().optional() }),
    role: "admin",
    failureMessage: "Erreur lors de la sauvegarde",
  },
  async ({ id, ...input }, { viewer }) => {
    const saved = id ? await updateFaq(viewer, id, input) : await createFaq(viewer, input);
    revalidatePath("/faq");
    return { message: "Question enregistrée.", data: saved };
  },
);

export const deleteFaqAction = action(
  {
    schema: z.object({ id: z.string() }),
    role: "admin",
    failureMessage: "Erreur lors de la suppression",
  },
  async ({ id }, { viewer }) => {
    await deleteFaq(viewer, id);
    revalidatePath("/faq");
    return "Question supprimée.";
  },
);
