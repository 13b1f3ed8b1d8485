"use server";

import { z } from "zod";
import { action } from "@/lib/actions/action";
import { publicationInputSchema } from "@/lib/publications/schemas";
import { createPublication, deletePublication, updatePublication } from "@/lib/publications/writes";

// The publication editor's and list's server actions: the API's schema, administrators only.

export const savePublicationAction = action(
  {
    schema: publicationInputSchema.extend({ id: z.string().optional() }),
    role: "admin",
    failureMessage: "Erreur lors de la sauvegarde",
  },
  async ({ id, ...input }, { viewer }) => {
    const saved = id
      ? await updatePublication(viewer, id, input)
      : await createPublication(viewer, input);
    return { message: "Publication enregistrée.", data: saved };
  },
);

export const deletePublicationAction = action(
  {
    schema: z.object({ id: z.string() }),
    role: "admin",
    failureMessage: "Erreur lors de la suppression",
  },
  async ({ id }, { viewer }) => {
    await deletePublication(viewer, id);
    return "Publication supprimée.";
  },
);
