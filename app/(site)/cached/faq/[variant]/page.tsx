import {
  checkVisitorVariant,
  noVariantAtBuild,
  type VisitorVariantParams,
} from "@/lib/cached-views/visitor-variant";
import { FaqView, faqMetadata } from "../../../_views/faq-view";

// Visitors' /faq (next.config.ts rewrites it to /cached/faq/visitor, lib/cached-views/visitor-
// variant.ts): rendered on its first request, then kept by Next until they
// expire (a visitor sees 'Accès restreint' only: nothing of the FAQ).
export const dynamicParams = true;
export const generateStaticParams = noVariantAtBuild;

export const metadata = faqMetadata;

export default async function CachedVisitorFaq({ params }: { params: VisitorVariantParams }) {
  await checkVisitorVariant(params);
  return <FaqView viewer={null} />;
}
