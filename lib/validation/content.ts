import "server-only";
import { z } from "zod";
import {
  defaultYearRange,
  INVALID_DATE,
  parisMidnight,
  parisYear,
  toDate,
} from "@/lib/format/dates";
import { richTextInputSchema } from "@/lib/rich-text/input";
import { tiptapHasText } from "@/lib/rich-text/tiptap-text";
import { parseTagsInput } from "@/lib/tags";

// Pieces of the content writes' zod schemas (spec §4, §5, §7): French messages, tags, dates,
// pictures, rich text. Each domain's schema (lib/publications, lib/faq, lib/links/schemas.ts) is
// shared by its admin screen's server actions and the documented API.

export const contentMessages = {
  titleRequired: "Le titre est obligatoire.",
  contentRequired: "Le contenu est obligatoire.",
  dateRequired: "La date de publication est obligatoire.",
  pictureInvalid:
    "Image de couverture invalide\u00a0: une image déposée, une adresse http(s) ou une image JPEG, PNG ou WebP.",
  attachmentInvalid: "Identifiant de document joint invalide.",
  attachmentMissing: "Document joint introuvable.",
  questionRequired: "La question est obligatoire.",
  answerRequired: "La réponse est obligatoire.",
  urlRequired: "L’adresse du site est obligatoire.",
  urlInvalid: "L’adresse du site doit commencer par http:// ou https://.",
  descriptionRequired: "La description est obligatoire.",
  categoryInvalid: "Catégorie inconnue.",
  logoInvalid: "Adresse du logo invalide\u00a0: http(s) ou chemin du site.",
  linkPictureInvalid: "Type de fichier non supporté. Utilisez JPEG, PNG ou WebP.",
  tooManyTags: "30 tags au plus.",
  tagTooLong: "Un tag fait 60 caractères au plus.",
  idRequired: "Identifiant manquant.",
} as const;

export const requiredText = (message: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z.string({ error: message }).min(1, message).max(max, `${max} caractères au plus.`),
  );

/** Tags typed comma-separated or sent as an array: split, trimmed, empties and duplicates dropped. */
export const tagsInput = z
  .preprocess(
    (value) => {
      const list =
        typeof value === "string"
          ? parseTagsInput(value)
          : Array.isArray(value)
            ? value
                .map((tag) => (typeof tag === "string" ? tag.trim() : tag))
                .filter((tag) => tag !== "")
            : (value ?? []);
      return Array.isArray(list) ? [...new Set(list)] : list;
    },
    z.array(z.string().max(60, contentMessages.tagTooLong)).max(30, contentMessages.tooManyTags),
  )
  .default([]);

export const IMAGE_DATA_URL = /^data:image\/(png|jpeg|webp);base64,[a-z0-9+/=]+$/i;
export const MAX_INLINE_IMAGE = 700_000;

/** For an optional text field: missing, null or blank is null; a text is trimmed. */
export function blankToNull(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

export const pictureInput = z.preprocess(
  blankToNull,
  z
    .string({ error: contentMessages.pictureInvalid })
    .refine(
      (value) =>
        /^\/images\/[0-9a-f-]{36}$/i.test(value) ||
        (/^https?:\/\/[^/\s]+\S*$/i.test(value) && value.length <= 2048) ||
        (IMAGE_DATA_URL.test(value) && value.length <= MAX_INLINE_IMAGE),
      contentMessages.pictureInvalid,
    )
    .nullable(),
);

export const pubdateInput = z.preprocess(
  (value) => (value === undefined || value === null || value === "" ? undefined : value),
  z
    .union([z.string(), z.number(), z.date()], { error: contentMessages.dateRequired })
    .transform((value, ctx) => {
      // A day without a time (the editor's date field) starts at midnight in Paris.
      const day = typeof value === "string" ? value.trim() : "";
      const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? parisMidnight(day) : toDate(value);
      const range = defaultYearRange();
      if (!date || parisYear(date) < range.min || parisYear(date) > range.max) {
        ctx.addIssue({ code: "custom", message: INVALID_DATE });
        return z.NEVER;
      }
      return date;
    }),
);

export const withText = (message: string) => richTextInputSchema.refine(tiptapHasText, message);

/** The id of an update or a delete: from the body (legacy) or the query. */
export const idInput = z.preprocess(
  (value) => (typeof value === "number" ? String(value) : value),
  z.string({ error: contentMessages.idRequired }).min(1, contentMessages.idRequired),
);
