import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getCachedDetail } from "@/lib/publications/cached";
import { cachedId } from "@/lib/cached-views/rewrites";
import { articleMetadata, ArticleView } from "../../../_views/article-view";

// Visitors' article reader, /article?id=….
export const dynamicParams = true;
export function generateStaticParams(): { id: string }[] {
  return [];
}

type Params = Promise<{ id: string }>;

async function resolve(params: Params) {
  const id = cachedId((await params).id);
  if (!id) notFound();
  return { id, detail: await getCachedDetail(id, undefined) };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id, detail } = await resolve(params);
  return articleMetadata(detail, id);
}

export default async function CachedArticle({ params }: { params: Params }) {
  const { detail } = await resolve(params);
  // Unknown, unpublished or subscribers-only: a 404 (not-found.tsx), never a 200.
  if (!detail) notFound();
  return <ArticleView detail={detail} />;
}
