import type { Metadata } from "next";
import dynamicImport from "next/dynamic";
import { faqSearchKey, type FaqEntry } from "@/components/faq/faq-filter";
import { FaqRestricted } from "@/components/faq/faq-restricted";
import { PageHeader } from "@/components/site/page-header";
import { getViewer } from "@/lib/auth/session";
import { listFaqs } from "@/lib/faq/queries";
import { displayTags, tagPanel } from "@/lib/tags";
import { richTextToHtml } from "@/lib/rich-text";

export const dynamic = "force-dynamic";
// Loaded only when rendered, that is for members: visitors' page ships none of its script.
const FaqBrowser = dynamicImport(() => import("@/components/faq/faq-browser").then((m) => m.FaqBrowser));

export const metadata: Metadata = {
  title: "FAQ",
  description: "Foire aux questions réservée aux adhérents du SRH.",
  alternates: { canonical: "/faq" },
};

// /faq – members read and filter the FAQ; visitors get 'Accès Restreint' and nothing of the FAQ
// itself: the questions are read from the database only when there is a session.
export default async function FaqPage() {
  const viewer = await getViewer();
  return (
    <>
      <PageHeader title="Foire aux questions" subtitle="Les réponses aux questions les plus fréquentes des adhérents du SRH." />
      <div className="mx-auto max-w-4xl px-4 py-10">{viewer ? <MemberFaq /> : <FaqRestricted />}</div>
    </>
  );
}

async function MemberFaq() {
  const faqs = await listFaqs();
  const entries: FaqEntry[] = faqs.map((faq) => ({
    id: faq.id,
    question: faq.question,
    answerHtml: richTextToHtml(faq.answer),
    tags: displayTags(faq.tags),
    searchKey: faqSearchKey(faq.question, faq.answerText),
  }));
  return <FaqBrowser entries={entries} tags={tagPanel(faqs)} />;
}
