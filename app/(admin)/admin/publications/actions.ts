"use server";

import { z } from "zod";
import { action } from "@/lib/actions/action";
import { publicationDraftSchema, publicationInputSchema } from "@/lib/publications/schemas";
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

/** Saves on the server without publishing: a title is enough; every administrator sees it listed. */
export const saveDraftAction = action(
  {
    schema: publicationDraftSchema.extend({ id: z.string().optional() }),
    role: "admin",
    failureMessage: "Erreur lors de l’enregistrement du brouillon",
  },
  async ({ id, ...fields }, { viewer }) => {
    const input = { ...fields, draft: true };
    const saved = id
      ? await updatePublication(viewer, id, input)
      : await createPublication(viewer, input);
    return { message: "Brouillon enregistré.", data: saved };
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
