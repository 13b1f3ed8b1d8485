import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getCachedList } from "@/lib/publications/cached";
import { cachedPage, cachedType } from "@/lib/cached-views/rewrites";
import { listMetadata, PublicationListView } from "../../../../_views/publication-list-view";

// Visitors' unfiltered lists, /publications?type=…[&page=…].
export const dynamicParams = true;
export function generateStaticParams(): { type: string; page: string }[] {
  return [];
}

type Params = Promise<{ type: string; page: string }>;

async function resolve(params: Params) {
  const raw = await params;
  const type = cachedType(raw.type);
  const page = cachedPage(raw.page);
  if (!type || !page) notFound();
  return { type, page };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { type, page } = await resolve(params);
  return listMetadata(type, page);
}

export default async function CachedList({ params }: { params: Params }) {
  const { type, page } = await resolve(params);
  const list = await getCachedList(type, page);
  // Past the last page: a 404, not the first page's items under another address.
  if (page > list.pageCount) notFound();
  return <PublicationListView state={{ type, page }} list={list} />;
}
