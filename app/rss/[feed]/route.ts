import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/env";
import { renderRssFeed } from "@/lib/publications/feed";
import { isPublicationType } from "@/lib/publications/labels";
import { site } from "@/lib/site";
import { getCachedFeedItems } from "@/lib/publications/cached";

// Rendered on first request and cached like the visitor pages (lib/cached-views), never at build time.
export const revalidate = 600;
export function generateStaticParams(): { feed: string }[] {
  return [];
}

// GET /rss/<type>.xml – RSS 2.0 feed of the latest public items of one publication type
export async function GET(_req: NextRequest, context: { params: Promise<{ feed: string }> }) {
  const type = (await context.params).feed.replace(/\.xml$/, "");
  if (!isPublicationType(type))
    return NextResponse.json({ success: false, error: "Flux inconnu." }, { status: 404 });
  const xml = renderRssFeed({
    type,
    items: await getCachedFeedItems(type, 30),
    siteUrl: env.siteUrl,
    siteName: site.name,
  });
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
