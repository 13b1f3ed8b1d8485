import { notFound } from "next/navigation";
import { getCachedBoard, getCachedUnionIdentity } from "@/lib/visitor-cache";
import { VISITOR_VARIANT } from "@/lib/visitor-cache/rewrites";
import { ContactView, contactMetadata } from "../../../_views/contact-view";

// Visitors' /contactez-nous (next.config.ts rewrites it to /cached/contactez-nous/visitor,
// lib/visitor-cache/rewrites.ts): a route of its own, so that its client code is not shipped with
// the other cached views (one route's pages share their client chunks). Rendered on its first
// request at run time (the build never opens the database, and the canonical carries the running
// SITE_URL), then kept by Next and by scripts/serve.mjs until staff save the board or the identity (tag `union`).
export const dynamicParams = true;
export function generateStaticParams(): { variant: string }[] {
  return [];
}

type Params = Promise<{ variant: string }>;

async function checkVariant(params: Params): Promise<void> {
  if ((await params).variant !== VISITOR_VARIANT) notFound();
}

export const metadata = contactMetadata;

export default async function CachedContact({ params }: { params: Params }) {
  await checkVariant(params);
  const [board, identity] = await Promise.all([getCachedBoard(), getCachedUnionIdentity()]);
  return <ContactView board={board} identity={identity} />;
}
