import type { Metadata } from "next";
import { site } from "@/lib/site";

type OpenGraph = NonNullable<Metadata["openGraph"]>;

/** The social picture of pages that have none of their own (public/og-image.png). */
export const defaultOgImage = {
  url: "/og-image.png",
  width: 1200,
  height: 630,
  alt: `${site.name} – ${site.longName}`,
};

/**
 * A page's Open Graph with the site-wide fields (`og:type`, site name, locale, default picture):
 * a page's `openGraph` replaces the layout's whole object, so every page goes through this.
 */
export function siteOpenGraph(fields: OpenGraph = {}): OpenGraph {
  return {
    siteName: `${site.name} – ${site.longName}`,
    locale: "fr_FR",
    type: "website",
    images: [defaultOgImage],
    ...fields,
  } as OpenGraph; // why: the spread keeps the caller's variant (article or website) of the union
}

/**
 * Metadata of a public page: title (the root layout adds "| SRH"), description, canonical URL and
 * Open Graph. A page's `openGraph` replaces the layout's whole object, so the site-wide Open Graph
 * fields are repeated here.
 */
export function pageMetadata({
  title,
  description,
  path,
}: {
  title: string;
  description: string;
  path: string;
}): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: siteOpenGraph({ title: `${title} | ${site.name}`, description, url: path }),
  };
}
