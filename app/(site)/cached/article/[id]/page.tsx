import type { Metadata } from "next";
import { getCachedDetail } from "@/lib/publications/cached";
import { cachedId } from "@/lib/cached-views/rewrites";
import { ArticleError, articleMessages } from "@/components/publications/publication-not-found";
import { articleMetadata, ArticleView } from "../../../_views/article-view";
import { NotFoundAnswer } from "../../../_views/not-found-answer";

// Visitors' article reader, /article?id=….
export const dynamicParams = true;
export function generateStaticParams(): { id: string }[] {
  return [];
}

type Params = Promise<{ id: string }>;

async function load(params: Params) {
  const id = cachedId((await params).id);
  return { id, detail: id ? await getCachedDetail(id, undefined) : null };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id, detail } = await load(params);
  return articleMetadata(detail, id);
}

export default async function CachedArticle({ params }: { params: Params }) {
  const { detail } = await load(params);
  // Unknown, unpublished or subscribers-only: a 404 in whole HTML, never a 200.
  if (!detail) {
    return (
      <NotFoundAnswer>
        <ArticleError message={articleMessages.notFound} />
      </NotFoundAnswer>
    );
  }
  return <ArticleView detail={detail} />;
}
