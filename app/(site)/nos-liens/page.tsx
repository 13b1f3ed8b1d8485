import { listLinks } from "@/lib/links/queries";
import { LinksView, linksMetadata } from "../_views/links-view";

// Rendered per request for logged-in members; visitors get the cached view (/cached/links) and
// administrators the editing view (/admin-views/links, lib/admin-views), so that this page
// carries no editing code.
export const dynamic = "force-dynamic";
export const metadata = linksMetadata;

export default async function LinksPage() {
  return <LinksView links={await listLinks()} />;
}
