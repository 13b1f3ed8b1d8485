import "server-only";
import { z } from "zod";
import { PUBLICATION_TYPES } from "@/lib/db/enums";
import { booleanInput, listInput } from "@/lib/validation/form-values";
import { isUuid } from "@/lib/validation/ids";
import { richTextInputSchema } from "@/lib/rich-text/input";
import {
  contentMessages,
  pictureInput,
  pubdateInput,
  requiredText,
  tagsInput,
  withText,
} from "@/lib/validation/content";

// A publication as the editor and `POST`/`PUT /api/content?contentType=publications` send it.

export const publicationInputSchema = z.object({
  title: requiredText(contentMessages.titleRequired, 300),
  content: withText(contentMessages.contentRequired),
  pubdate: pubdateInput,
  // Defaults of a new item (spec §4): subscribers-only off, homepage on.
  subscribersonly: booleanInput.default(false),
  homepage: booleanInput.default(true),
  tags: tagsInput,
  picture: pictureInput.default(null),
  attachmentIds: listInput(z.string().refine(isUuid, contentMessages.attachmentInvalid))
    .pipe(z.array(z.string()).max(50, "50 documents joints au plus."))
    .default([]),
  /** Titles given to attached documents in the editor (shown instead of the file name). */
  attachmentTitles: z
    .record(
      z.string().refine(isUuid, contentMessages.attachmentInvalid),
      requiredText("Chaque document joint a besoin d’un titre.", 200),
    )
    .default({}),
  type: z.enum(PUBLICATION_TYPES, { error: "Type de publication inconnu." }).default("publication"),
  /**
   * true: saved as a draft (administrators only); false: published. Absent (the legacy API): a new
   * item is published and an existing one keeps its state.
   */
  draft: booleanInput.optional(),
});
export type PublicationInput = z.infer<typeof publicationInputSchema>;

/** A draft needs only its title: the text may still be empty. */
export const publicationDraftSchema = publicationInputSchema.extend({
  content: richTextInputSchema,
});
