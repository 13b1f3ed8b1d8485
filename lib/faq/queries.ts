import "server-only";
import { asc } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { faqs } from "@/lib/db/schema";

export type FaqItem = {
  id: string;
  question: string;
  answer: string;
  answerText: string;
  tags: string[];
};

/** Members-only: callers must have checked the session. */
export async function listFaqs(): Promise<FaqItem[]> {
  return getDb()
    .select({
      id: faqs.id,
      question: faqs.question,
      answer: faqs.answer,
      answerText: faqs.answerText,
      tags: faqs.tags,
    })
    .from(faqs)
    .orderBy(asc(faqs.position), asc(faqs.question));
}
