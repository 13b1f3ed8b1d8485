import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getCachedDetail } from "@/lib/publications/cached";
import { getCachedLetterContents } from "@/lib/newsletter/cached";
import { cachedId, cachedType } from "@/lib/cached-views/rewrites";
import { itemPath } from "@/lib/urls";
import { detailMetadata, PublicationDetailView } from "../../../../_views/publication-detail-view";

// Visitors' detail pages, /item?id=…&type=… (unknown and subscribers-only items: 404 'Contenu non
// trouvé', not-found.tsx).
export const dynamicParams = true;
export function generateStaticParams(): { type: string; id: string }[] {
  return [];
}

type Params = Promise<{ type: string; id: string }>;

async function resolve(params: Params) {
  const raw = await params;
  const type = cachedType(raw.type);
  const id = cachedId(raw.id);
  if (!type || !id) notFound();
  return { type, id, detail: await getCachedDetail(id, type) };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { detail } = await resolve(params);
  return detailMetadata(detail, detail ? itemPath(detail) : "/publications");
}

export default async function CachedItem({ params }: { params: Params }) {
  const { detail } = await resolve(params);
  if (!detail) notFound();
  const listed = detail.type === "newsletter" ? await getCachedLetterContents(detail.id) : [];
  return <PublicationDetailView detail={detail} listed={listed} />;
}
