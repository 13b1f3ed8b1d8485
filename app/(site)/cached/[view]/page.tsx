import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getCachedHomepage, getCachedLinks } from "@/lib/visitor-cache";
import { HomeView, homeMetadata } from "../../_views/home-view";
import { LinksView, linksMetadata } from "../../_views/links-view";

// Visitors' / and /nos-liens (next.config.ts rewrites them to /cached/home and /cached/links).
export const dynamicParams = true;
export function generateStaticParams(): { view: string }[] {
  return [];
}

type Params = Promise<{ view: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { view } = await params;
  return view === "links" ? linksMetadata : homeMetadata;
}

export default async function CachedView({ params }: { params: Params }) {
  const { view } = await params;
  if (view === "home") return <HomeView news={await getCachedHomepage()} />;
  if (view === "links") return <LinksView links={await getCachedLinks()} />;
  notFound();
}
