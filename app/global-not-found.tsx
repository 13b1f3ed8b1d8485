import type { Metadata } from "next";
import { headers } from "next/headers";
import { NotFoundContent } from "@/components/site/not-found-content";
import {
  ArticleError,
  articleMessages,
  PublicationNotFound,
} from "@/components/publications/publication-not-found";
import { env } from "@/lib/env";
import { siteOpenGraph } from "@/lib/page-metadata";
import { detailMessages } from "@/lib/publications/labels";
import { readUnknownDetail, UNKNOWN_DETAIL_HEADER } from "@/lib/publications/unknown-detail";
import { site } from "@/lib/site";
import { SiteDocument, siteViewport } from "./site-document";

// The 404 of addresses no route answers, and of /item and /article addresses naming no item their
// reader may read (proxy.ts sends them here, saying which): a page of its own, outside the root
// layout, so it may read the request without making every page's 404 boundary dynamic.

async function unknownDetail() {
  return readUnknownDetail((await headers()).get(UNKNOWN_DETAIL_HEADER));
}

export const viewport = siteViewport;

// No robots entry: Next adds its own noindex to every 404, once.
export async function generateMetadata(): Promise<Metadata> {
  const detail = await unknownDetail();
  const heading = !detail
    ? "Page introuvable"
    : detail.page === "item"
      ? detailMessages.notFound
      : "Article introuvable";
  return {
    metadataBase: new URL(env.siteUrl),
    title: `${heading} | ${site.name}`,
    description: site.description,
    applicationName: site.name,
    openGraph: siteOpenGraph({ images: [] }),
  };
}

export default async function GlobalNotFound() {
  const detail = await unknownDetail();
  return (
    <SiteDocument>
      {detail?.page === "item" ? (
        <PublicationNotFound type={detail.type} />
      ) : detail?.page === "article" ? (
        <ArticleError message={articleMessages.notFound} />
      ) : (
        <NotFoundContent />
      )}
    </SiteDocument>
  );
}
