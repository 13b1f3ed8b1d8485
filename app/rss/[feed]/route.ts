import { NextResponse, type NextRequest } from "next/server";
import { unstable_cache } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { env } from "@/lib/env";
import { renderRssFeed } from "@/lib/publications/feed";
import { isPublicationType } from "@/lib/publications/labels";
import { listFeedItems } from "@/lib/publications/queries";
import { site } from "@/lib/site";

// Rendered on first request and cached like the visitor pages (never at build time).
export const revalidate = 600;
export function generateStaticParams(): { feed: string }[] {
  return [];
}

const cachedFeedItems = unstable_cache(listFeedItems, ["rss"], { tags: [cacheTags.publications], revalidate: 600 });

// GET /rss/<type>.xml – RSS 2.0 feed of the latest public items of one publication type
export async function GET(_req: NextRequest, context: { params: Promise<{ feed: string }> }) {
  const type = (await context.params).feed.replace(/\.xml$/, "");
  if (!isPublicationType(type)) return NextResponse.json({ success: false, error: "Flux inconnu." }, { status: 404 });
  const xml = renderRssFeed({ type, items: await cachedFeedItems(type, 30), siteUrl: env.siteUrl, siteName: site.name });
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
