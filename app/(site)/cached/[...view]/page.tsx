import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { articleMessages, ArticleError, PublicationNotFound } from "@/components/publications/publication-not-found";
import { getCachedLinks } from "@/lib/links/cached";
import { getCachedDetail, getCachedHomepage, getCachedList } from "@/lib/publications/cached";
import { viewFromSegments, type PublicView } from "@/lib/public-views";
import { articleMetadata, ArticleView } from "../../_views/article-view";
import { HomeView, homeMetadata } from "../../_views/home-view";
import { LinksView, linksMetadata } from "../../_views/links-view";
import { detailMetadata, itemPath, PublicationDetailView } from "../../_views/publication-detail-view";
import { listMetadata, PublicationListView } from "../../_views/publication-list-view";

// The visitor cache (lib/public-views.ts): every view is rendered on its first request, kept,
// and renewed when its data's tag is revalidated or after ten minutes (scheduled items).
// Nothing is rendered at build time, so the build never opens the database.
export const revalidate = 600;
export const dynamicParams = true;

export function generateStaticParams(): { view: string[] }[] {
  return [];
}

type Params = Promise<{ view: string[] }>;

async function resolveView(params: Params): Promise<PublicView> {
  const view = viewFromSegments((await params).view);
  if (!view) notFound();
  return view;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const view = await resolveView(params);
  switch (view.kind) {
    case "home":
      return homeMetadata;
    case "links":
      return linksMetadata;
    case "publications":
      return listMetadata(view.type, view.page);
    case "item": {
      const detail = await getCachedDetail(view.id, view.type);
      return detailMetadata(detail, detail ? itemPath(detail) : "/publications");
    }
    case "article":
      return articleMetadata(await getCachedDetail(view.id, undefined), view.id);
  }
}

export default async function CachedViewPage({ params }: { params: Params }) {
  const view = await resolveView(params);
  switch (view.kind) {
    case "home":
      return <HomeView news={await getCachedHomepage()} />;
    case "links":
      return <LinksView links={await getCachedLinks()} />;
    case "publications":
      return <PublicationListView state={{ type: view.type, page: view.page }} list={await getCachedList(view.type, view.page)} />;
    case "item": {
      const detail = await getCachedDetail(view.id, view.type);
      return detail ? <PublicationDetailView detail={detail} /> : <PublicationNotFound type={view.type} />;
    }
    case "article": {
      const detail = await getCachedDetail(view.id, undefined);
      return detail ? <ArticleView detail={detail} /> : <ArticleError message={articleMessages.notFound} />;
    }
  }
}
