import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getViewer } from "@/lib/auth/session";
import { isPublicationType } from "@/lib/publications/labels";
import { audienceOf } from "@/lib/auth/audience";
import { getPublicationDetail } from "@/lib/publications/queries";
import { itemPath } from "@/lib/urls";
import { detailMetadata, PublicationDetailView } from "../_views/publication-detail-view";
import { listedInArchivedLetter } from "@/lib/newsletter/archive";

type SearchParams = Promise<{ id?: string; type?: string }>;

async function load(params: Awaited<SearchParams>) {
  if (!params.id || !isPublicationType(params.type)) return null;
  const viewer = await getViewer();
  return getPublicationDetail({ id: params.id, type: params.type, audience: audienceOf(viewer) });
}

export async function generateMetadata({
  searchParams,
}: {
  searchParams: SearchParams;
}): Promise<Metadata> {
  const detail = await load(await searchParams);
  return detailMetadata(detail, detail ? itemPath(detail) : "/publications");
}

// Detail for members (subscribers-only items included), rendered per request; visitors get the
// cached view (lib/cached-views: next.config.ts rewrites to /cached/item/<type>/<id>).
export default async function ItemPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  if (!params.id) redirect("/publications");
  // An old or hand-typed address without its type: the item's own address, or the 404.
  if (!params.type) {
    const found = await getPublicationDetail({
      id: params.id,
      audience: audienceOf(await getViewer()),
    });
    if (!found) notFound();
    redirect(itemPath(found));
  }
  const detail = await load(params);
  const isStaff = (await getViewer())?.isAdmin === true;
  // Unknown, unpublished or subscribers-only for a visitor: 404 (the not-found view says
  // 'Contenu non trouvé' with 'Retour à la liste').
  if (!detail) notFound();
  const listed = detail.type === "newsletter" ? await listedInArchivedLetter(detail.id) : [];
  return <PublicationDetailView detail={detail} listed={listed} staff={isStaff} />;
}
