import { FaqAdmin } from "./faq-admin";
import { AdminNav } from "@/components/admin/admin-nav";
import { getViewer } from "@/lib/auth/session";
import { listFaqs } from "@/lib/faq/queries";
import { richTextToTiptap } from "@/lib/rich-text";
import { FaqFrame, faqEntries, FaqView, faqMetadata } from "@/app/(site)/_views/faq-view";

// Administrators' /faq (lib/admin-views): the members' FAQ with the new-question button, the
// edit and delete icons and the editor (spec §2). Anyone else sent here by a stale session hint
// gets the page /faq would have shown them.
export const dynamic = "force-dynamic";
export const metadata = faqMetadata;

export default async function AdminFaqView() {
  const viewer = await getViewer();
  if (!viewer?.isAdmin) return <FaqView viewer={viewer} />;
  const faqs = await listFaqs();
  const { entries, tags } = faqEntries(faqs);
  const editable = faqs.map((faq) => ({
    id: faq.id,
    question: faq.question,
    tags: faq.tags,
    answer: richTextToTiptap(faq.answer),
  }));
  return (
    <>
      <AdminNav current="faq" />
      <FaqFrame>
        <FaqAdmin viewerId={viewer.id} entries={entries} tags={tags} editable={editable} />
      </FaqFrame>
    </>
  );
}
