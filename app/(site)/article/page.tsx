import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getViewer } from "@/lib/auth/session";
import { audienceOf } from "@/lib/auth/audience";
import { getPublicationDetail } from "@/lib/publications/queries";
import { ArticleError, articleMessages } from "@/components/publications/publication-not-found";
import { articleMetadata, ArticleView } from "../_views/article-view";

type SearchParams = Promise<{ id?: string }>;

async function load(id: string | undefined) {
  if (!id) return null;
  return getPublicationDetail({ id, audience: audienceOf(await getViewer()) });
}

export async function generateMetadata({
  searchParams,
}: {
  searchParams: SearchParams;
}): Promise<Metadata> {
  const { id } = await searchParams;
  return articleMetadata(await load(id), id ?? null);
}

export default async function ArticlePage({ searchParams }: { searchParams: SearchParams }) {
  const { id } = await searchParams;
  if (!id) return <ArticleError message={articleMessages.missingId} />;
  const detail = await load(id);
  // Unknown, unpublished or subscribers-only for a visitor: a 404 (not-found.tsx), never a 200.
  if (!detail) notFound();
  const isStaff = (await getViewer())?.isAdmin === true;
  return <ArticleView detail={detail} staff={isStaff} />;
}
