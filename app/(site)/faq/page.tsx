import { getViewer } from "@/lib/auth/session";
import { FaqView, faqMetadata } from "../_views/faq-view";

// /faq – members read and filter the FAQ; visitors get 'Accès restreint'. Administrators are
// served the editing view instead (/admin-views/faq, lib/admin-views), so that this page carries
// no editing code.
export const dynamic = "force-dynamic";
export const metadata = faqMetadata;

export default async function FaqPage() {
  return <FaqView viewer={await getViewer()} />;
}
