import {
  checkVisitorVariant,
  noVariantAtBuild,
  type VisitorVariantParams,
} from "@/lib/cached-views/visitor-variant";
import { FaqView, faqMetadata } from "../../../_views/faq-view";

// Visitors' /faq (lib/cached-views/visitor-variant.ts): 'Accès restreint', nothing of the FAQ.
export const dynamicParams = true;
export const generateStaticParams = noVariantAtBuild;

export const metadata = faqMetadata;

export default async function CachedVisitorFaq({ params }: { params: VisitorVariantParams }) {
  await checkVisitorVariant(params);
  return <FaqView viewer={null} />;
}
