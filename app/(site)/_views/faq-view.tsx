import type { Metadata } from "next";
import { unstable_cache } from "next/cache";
import type { ReactNode } from "react";
import { FaqBrowser } from "@/components/faq/faq-browser";
import { faqSearchKey, type FaqEntry } from "@/components/faq/faq-filter";
import { FaqRestricted } from "@/components/faq/faq-restricted";
import { PageHeader } from "@/components/site/page-header";
import type { Viewer } from "@/lib/auth/viewer";
import { pageMetadata } from "@/lib/page-metadata";
import { listFaqs, type FaqItem } from "@/lib/faq/queries";
import { richTextToHtml } from "@/lib/rich-text";
import { displayTags, tagPanel } from "@/lib/tags";
import { cacheTags } from "@/lib/cache-tags";

export const faqMetadata: Metadata = pageMetadata({
  title: "FAQ",
  description: "Foire aux questions réservée aux adhérents du SRH.",
  path: "/faq",
});

export function FaqFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader
        title="Foire aux questions"
        subtitle="Les réponses aux questions les plus fréquentes des adhérents du SRH."
      />
      <div className="mx-auto max-w-4xl px-4 py-10">{children}</div>
    </>
  );
}

/** The FAQ as members read it: rendered on the server, filtered in the browser. */
export function faqEntries(faqs: FaqItem[]): { entries: FaqEntry[]; tags: string[] } {
  const entries = faqs.map((faq) => ({
    id: faq.id,
    question: faq.question,
    answerHtml: richTextToHtml(faq.answer),
    tags: displayTags(faq.tags),
    searchKey: faqSearchKey(faq.question, faq.answerText),
  }));
  return { entries, tags: tagPanel(faqs) };
}

/**
 * The members' FAQ as rendered: sanitising every answer's HTML costs more than reading them, so
 * the result is kept until an FAQ write (tag `faqs`, dropped on every instance). Read only after
 * the session was checked (below).
 */
const getCachedFaqEntries = unstable_cache(
  async () => faqEntries(await listFaqs()),
  ["member-faq"],
  {
    tags: [cacheTags.faqs],
    revalidate: 3600,
  },
);

/**
 * /faq for visitors ('Accès restreint', and nothing of the FAQ: the questions are read only when
 * there is a session) and for members.
 */
export async function FaqView({ viewer }: { viewer: Viewer | null }) {
  if (!viewer) {
    return (
      <FaqFrame>
        <FaqRestricted />
      </FaqFrame>
    );
  }
  const { entries, tags } = await getCachedFaqEntries();
  return (
    <FaqFrame>
      <FaqBrowser entries={entries} tags={tags} />
    </FaqFrame>
  );
}
