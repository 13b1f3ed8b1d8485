import { notFound } from "next/navigation";
import { VISITOR_VARIANT } from "./rewrites";

// The routes /cached/<page>/[variant] (VISITOR_PAGES, SIGNUP_PAGE): next.config.ts rewrites a
// visitor's /<page> to /cached/<page>/visitor, rendered on its first request, then kept by Next
// until its tag or lifetime expires. One route per page, so that a page's client code is not
// shipped with the other cached views (one route's pages share their client chunks).

export type VisitorVariantParams = Promise<{ variant: string }>;

/**
 * Nothing is rendered at build time (the build never opens the database, and the canonical
 * carries the running SITE_URL): each page is rendered on its first request, then kept.
 */
export function noVariantAtBuild(): { variant: string }[] {
  return [];
}

/** Only /cached/<page>/visitor exists; any other address under it is a 404. */
export async function checkVisitorVariant(params: VisitorVariantParams): Promise<void> {
  if ((await params).variant !== VISITOR_VARIANT) notFound();
}
