import { z } from "zod";
import { CONTACT_SUBJECTS } from "@/lib/db/enums";
import { emailSchema } from "@/lib/validation/email";
import { contactMessages, contactSubjectLabels } from "./labels";

export { contactMessages, contactSubjectLabels };

// The contact form (spec §2, §5): every field is required. The API route and the no-JavaScript
// action both validate with it; the form shows its messages beside the fields.

export const contactSchema = z.object({
  subject: z.enum(CONTACT_SUBJECTS, { error: "Veuillez choisir un sujet." }),
  isMember: z.enum(["yes", "no"], { error: "Veuillez indiquer si vous êtes adhérent." }),
  identity: z
    .string({ error: "Veuillez indiquer vos nom et prénom." })
    // One line: a name never holds line breaks, and it goes into the e-mail's subject.
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(
      z.string().min(2, "Veuillez indiquer vos nom et prénom.").max(200, "200 caractères au plus."),
    ),
  email: emailSchema,
  message: z
    .string({ error: "Veuillez écrire votre message." })
    .trim()
    .min(1, "Veuillez écrire votre message.")
    .max(5000, "Votre message est trop long (5 000 caractères au plus)."),
  /** Honeypot: hidden from people, filled in by naive robots. */
  website: z.string().optional(),
});

export type ContactInput = z.infer<typeof contactSchema>;
