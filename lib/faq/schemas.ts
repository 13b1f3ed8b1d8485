import "server-only";
import { z } from "zod";
import { contentMessages, requiredText, tagsInput, withText } from "@/lib/validation/content";

// An FAQ entry as the editor and `POST`/`PUT /api/content?contentType=faq` send it.

export const faqInputSchema = z.object({
  question: requiredText(contentMessages.questionRequired, 500),
  answer: withText(contentMessages.answerRequired),
  tags: tagsInput,
});
export type FaqInput = z.infer<typeof faqInputSchema>;
