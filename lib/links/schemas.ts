import "server-only";
import { z } from "zod";
import { LINK_CATEGORIES, type LinkCategory } from "@/lib/db/enums";
import { plainTextInputSchema } from "@/lib/rich-text/input";
import {
  blankToNull,
  contentMessages,
  IMAGE_DATA_URL,
  MAX_INLINE_IMAGE,
  requiredText,
} from "@/lib/validation/content";
import { linkCategories } from "./categories";

// A link as the /nos-liens form and `POST`/`PUT /api/content?contentType=liens` send it.

/** The category by its key or by its French label (the legacy API answers labels). */
const categoryInput = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === "") return LINK_CATEGORIES[0];
    const byLabel = (Object.entries(linkCategories) as [LinkCategory, { label: string }][]).find(
      ([, category]) => category.label === value,
    );
    return byLabel ? byLabel[0] : value;
  },
  z.enum(LINK_CATEGORIES, { error: contentMessages.categoryInvalid }),
);

const optionalString = (refine: (value: string) => boolean, message: string) =>
  z.preprocess(blankToNull, z.string({ error: message }).refine(refine, message).nullable());

/** "www.example.org" or "example.org/page" typed without a scheme gets https://. */
export function withWebScheme(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return /^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+([/?#]\S*)?$/i.test(trimmed)
    ? `https://${trimmed}`
    : value;
}

export const linkInputSchema = z.object({
  title: requiredText(contentMessages.titleRequired, 200),
  url: z.preprocess(
    withWebScheme,
    requiredText(contentMessages.urlRequired, 2048).refine(
      (value) => /^https?:\/\/[^/\s\\]+\S*$/i.test(value),
      contentMessages.urlInvalid,
    ),
  ),
  category: categoryInput,
  logo: optionalString(
    (value) =>
      (/^https?:\/\/[^/\s]+\S*$/i.test(value) || /^\/(?![/\\])\S*$/.test(value)) &&
      value.length <= 2048,
    contentMessages.logoInvalid,
  ).default(null),
  picture: optionalString(
    (value) => IMAGE_DATA_URL.test(value) && value.length <= MAX_INLINE_IMAGE,
    contentMessages.linkPictureInvalid,
  ).default(null),
  description: plainTextInputSchema.pipe(
    z.string().min(1, contentMessages.descriptionRequired).max(5000, "5000 caractères au plus."),
  ),
});
export type LinkInput = z.infer<typeof linkInputSchema>;
