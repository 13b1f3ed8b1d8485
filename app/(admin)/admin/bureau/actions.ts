"use server";

import { revalidatePath } from "next/cache";
import { action } from "@/lib/actions/action";
import {
  boardFormInputSchema,
  identityInputSchema,
  regionDelegatesInputSchema,
} from "@/lib/union/schemas";
import { regionNames } from "@/lib/union/labels";
import { updateBoard, updateRegionDelegates, updateUnionIdentity } from "@/lib/union/writes";

// /admin/bureau: the board, the delegates and the identity printed on documents.

function revalidateUnionPages() {
  revalidatePath("/bureau");
  revalidatePath("/contactez-nous");
  revalidatePath("/admin/bureau");
}

export const saveBoardAction = action(
  {
    schema: boardFormInputSchema,
    role: "admin",
    failureMessage: "Le bureau n’a pas pu être enregistré.",
  },
  async (input, { viewer }) => {
    const changed = await updateBoard(viewer, input);
    revalidateUnionPages();
    return changed === 0 ? "Bureau enregistré (aucun changement)." : "Bureau enregistré.";
  },
);

export const saveRegionDelegatesAction = action(
  {
    schema: regionDelegatesInputSchema,
    role: "admin",
    failureMessage: "Les délégués n’ont pas pu être enregistrés.",
  },
  async (input, { viewer }) => {
    await updateRegionDelegates(viewer, input);
    revalidateUnionPages();
    return `Délégués ${regionNames[input.region]} enregistrés.`;
  },
);

export const saveIdentityAction = action(
  {
    schema: identityInputSchema,
    role: "admin",
    failureMessage: "L’identité du syndicat n’a pas pu être enregistrée.",
  },
  async (input, { viewer }) => {
    await updateUnionIdentity(viewer, input);
    revalidateUnionPages();
    return "Identité du syndicat enregistrée.";
  },
);
