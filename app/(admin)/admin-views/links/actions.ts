"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { action } from "@/lib/actions/action";
import { linkInputSchema } from "@/lib/links/schemas";
import { createLink, deleteLink, updateLink } from "@/lib/links/writes";

// The links form's server actions (/nos-liens, administrators): the API's schema.

export const saveLinkAction = action(
  {
    schema: linkInputSchema.extend({ id: z.string().optional() }),
    role: "admin",
    failureMessage: "Erreur lors de la sauvegarde",
  },
  async ({ id, ...input }, { viewer }) => {
    const saved = id ? await updateLink(viewer, id, input) : await createLink(viewer, input);
    revalidatePath("/nos-liens");
    return { message: "Lien enregistré.", data: saved };
  },
);

export const deleteLinkAction = action(
  {
    schema: z.object({ id: z.string() }),
    role: "admin",
    failureMessage: "Erreur lors de la suppression",
  },
  async ({ id }, { viewer }) => {
    await deleteLink(viewer, id);
    revalidatePath("/nos-liens");
    return "Lien supprimé.";
  },
);
