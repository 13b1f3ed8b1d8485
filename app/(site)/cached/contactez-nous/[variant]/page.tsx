import { getCachedBoard, getCachedUnionIdentity } from "@/lib/union/cached";
import {
  checkVisitorVariant,
  noVariantAtBuild,
  type VisitorVariantParams,
} from "@/lib/cached-views/visitor-variant";
import { ContactView, contactMetadata } from "../../../_views/contact-view";

// Visitors' /contactez-nous (lib/cached-views/visitor-variant.ts), kept until staff save the board
// or the union's identity (tag `union`).
export const dynamicParams = true;
export const generateStaticParams = noVariantAtBuild;

export const metadata = contactMetadata;

export default async function CachedContact({ params }: { params: VisitorVariantParams }) {
  await checkVisitorVariant(params);
  const [board, identity] = await Promise.all([getCachedBoard(), getCachedUnionIdentity()]);
  return <ContactView board={board} identity={identity} />;
}
