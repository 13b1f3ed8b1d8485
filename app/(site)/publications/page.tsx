import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getViewer } from "@/lib/auth/session";
import { publicationTypeOrDefault } from "@/lib/publications/labels";
import { parseTagsParam } from "@/lib/publications/list-url";
import { audienceOf } from "@/lib/auth/audience";
import { listPublications } from "@/lib/publications/queries";
import { queryParam, type SearchParams as QueryValues } from "@/lib/validation/search-params";
import { listMetadata, PublicationListView } from "../_views/publication-list-view";

type SearchParams = Promise<QueryValues>;

function stateFrom(params: QueryValues) {
  const tags = Array.isArray(params.tags) ? params.tags.join(",") : params.tags;
  return {
    type: publicationTypeOrDefault(queryParam(params.type)),
    query: queryParam(params.q)?.trim().slice(0, 200) ?? "",
    tags: parseTagsParam(queryParam(tags)).slice(0, 20),
    page: Math.max(1, Number.parseInt(queryParam(params.page) ?? "1", 10) || 1),
  };
}

export async function generateMetadata({
  searchParams,
}: {
  searchParams: SearchParams;
}): Promise<Metadata> {
  const state = stateFrom(await searchParams);
  const metadata = listMetadata(state.type, state.page);
  // A filtered list is a view of the canonical list, not a page of its own for search engines.
  return state.query || state.tags.length > 0
    ? { ...metadata, robots: { index: false, follow: true } }
    : metadata;
}

// Lists for members and filtered lists (search, tags), rendered per request; visitors' plain
// lists come from the visitor cache (lib/cached-views: next.config.ts rewrites to /cached/publications/<type>/<page>).
export default async function PublicationsPage({ searchParams }: { searchParams: SearchParams }) {
  const state = stateFrom(await searchParams);
  const viewer = await getViewer();
  const list = await listPublications({ ...state, audience: audienceOf(viewer) });
  // Past the last page: a 404, not the first page's items under another address.
  if (state.page > list.pageCount) notFound();
  return <PublicationListView state={state} list={list} />;
}
