import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getCachedDetail } from "@/lib/publications/cached";
import { getCachedLetterContents } from "@/lib/newsletter/cached";
import { cachedId, cachedType, UNTYPED_ITEM } from "@/lib/cached-views/rewrites";
import { PublicationNotFound } from "@/components/publications/publication-not-found";
import { itemPath } from "@/lib/urls";
import { detailMetadata, PublicationDetailView } from "../../../../_views/publication-detail-view";
import { NotFoundAnswer } from "../../../../_views/not-found-answer";

// Visitors' detail pages, /item?id=…&type=… (unknown and subscribers-only items: 404 'Contenu non
// trouvé'); /item?id=… without a valid type is sent to the item's own address.
export const dynamicParams = true;
export function generateStaticParams(): { type: string; id: string }[] {
  return [];
}

type Params = Promise<{ type: string; id: string }>;

async function load(params: Params) {
  const raw = await params;
  const id = cachedId(raw.id);
  if (!id) return null;
  if (raw.type === UNTYPED_ITEM) return getCachedDetail(id, undefined);
  const type = cachedType(raw.type);
  return type ? getCachedDetail(id, type) : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const detail = await load(params);
  return detailMetadata(detail, detail ? itemPath(detail) : "/publications");
}

export default async function CachedItem({ params }: { params: Params }) {
  const raw = await params;
  const detail = await load(params);
  if (!detail) {
    return (
      <NotFoundAnswer>
        <PublicationNotFound type={cachedType(raw.type) ?? "publication"} />
      </NotFoundAnswer>
    );
  }
  if (raw.type === UNTYPED_ITEM) redirect(itemPath(detail));
  const listed = detail.type === "newsletter" ? await getCachedLetterContents(detail.id) : [];
  return <PublicationDetailView detail={detail} listed={listed} />;
}
