"use server";

import { z } from "zod";
import { action } from "@/lib/actions/action";
import { ValidationError } from "@/lib/errors";
import { decodeImportFile } from "@/lib/members/csv-format";
import { importMembers, previewImport, type ImportPreview } from "@/lib/members/csv-files";
import { revalidatePath } from "next/cache";

const MAX_BYTES = 900 * 1024; // under the server actions' 1 MB body limit

const importSchema = z.object({
  intent: z.enum(["preview", "import"]),
  file: z.instanceof(File, { error: "Choisissez un fichier CSV." }),
});

export type ImportOutcome = { preview: ImportPreview | null; created: number | null };

async function readFile(file: File): Promise<string> {
  if (file.size > MAX_BYTES)
    throw new ValidationError("Fichier trop volumineux (900 Ko au plus\u00a0: découpez-le).");
  return decodeImportFile(new Uint8Array(await file.arrayBuffer()));
}

/** "Prévisualiser" reads and checks the file; "Importer" imports it, all or nothing. */
export const importMembersAction = action(
  {
    schema: importSchema,
    role: "admin",
    failureMessage: "Erreur lors de l’import. Veuillez réessayer.",
  },
  async ({ intent, file }, { viewer }): Promise<{ message?: string; data: ImportOutcome }> => {
    const text = await readFile(file);
    if (intent === "preview")
      return { data: { preview: await previewImport(text), created: null } };
    const { created } = await importMembers(viewer, text);
    revalidatePath("/admin/members");
    return {
      message: `${created} membre${created > 1 ? "s" : ""} importé${created > 1 ? "s" : ""}.`,
      data: { preview: null, created },
    };
  },
);
