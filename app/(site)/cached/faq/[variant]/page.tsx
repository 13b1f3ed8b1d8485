import { notFound } from "next/navigation";
import { VISITOR_VARIANT } from "@/lib/visitor-cache/rewrites";
import { FaqView, faqMetadata } from "../../../_views/faq-view";

// Visitors' /faq (next.config.ts rewrites it to /cached/faq/visitor,
// lib/visitor-cache/rewrites.ts): a route of its own, so that its client code is not shipped with
// the other cached views (one route's pages share their client chunks). Rendered on its first
// request at run time (the build never opens the database, and the canonical carries the running
// SITE_URL), then kept by Next and by scripts/serve.mjs until they expire (a visitor sees 'Accès restreint' only: nothing of the FAQ).
export const dynamicParams = true;
export function generateStaticParams(): { variant: string }[] {
  return [];
}

type Params = Promise<{ variant: string }>;

async function checkVariant(params: Params): Promise<void> {
  if ((await params).variant !== VISITOR_VARIANT) notFound();
}

export const metadata = faqMetadata;

export default async function CachedVisitorFaq({ params }: { params: Params }) {
  await checkVariant(params);
  return <FaqView viewer={null} />;
}
