import type { Metadata } from "next";
import { getCachedList } from "@/lib/publications/cached";
import { cachedPage, cachedType } from "@/lib/cached-views/rewrites";
import { NotFoundContent } from "@/components/site/not-found-content";
import { listMetadata, PublicationListView } from "../../../../_views/publication-list-view";
import { NotFoundAnswer } from "../../../../_views/not-found-answer";

// Visitors' unfiltered lists, /publications?type=…[&page=…].
export const dynamicParams = true;
export function generateStaticParams(): { type: string; page: string }[] {
  return [];
}

type Params = Promise<{ type: string; page: string }>;

/** The list's page, or null past its last page (or for an address no rewrite gives). */
async function load(params: Params) {
  const raw = await params;
  const type = cachedType(raw.type);
  const page = cachedPage(raw.page);
  if (!type || !page) return null;
  const list = await getCachedList(type, page);
  return page > list.pageCount ? null : { type, page, list };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const found = await load(params);
  return found ? listMetadata(found.type, found.page) : { title: "Page introuvable" };
}

export default async function CachedList({ params }: { params: Params }) {
  const found = await load(params);
  // Past the last page: a 404, not the first page's items under another address.
  if (!found) {
    return (
      <NotFoundAnswer>
        <NotFoundContent />
      </NotFoundAnswer>
    );
  }
  return <PublicationListView state={{ type: found.type, page: found.page }} list={found.list} />;
}
