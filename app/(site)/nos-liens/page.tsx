import { listLinks } from "@/lib/links/queries";
import { LinksView, linksMetadata } from "../_views/links-view";

// Rendered per request for logged-in members; visitors get the cached view (/cached/links).
export const dynamic = "force-dynamic";
export const metadata = linksMetadata;

export default async function LinksPage() {
  return <LinksView links={await listLinks()} />;
}
