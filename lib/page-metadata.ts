import type { Metadata } from "next";
import { site } from "@/lib/site";

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
    openGraph: {
      title: `${title} | ${site.name}`,
      description,
      url: path,
      siteName: `${site.name} – ${site.longName}`,
      locale: "fr_FR",
      type: "website",
    },
  };
}
