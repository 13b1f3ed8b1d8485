import { getCachedUnionIdentity } from "@/lib/union/cached";
import { StatutesView, statutesMetadata } from "../_views/statuts-view";

// Rendered per request for logged-in members; visitors get the cached view (/cached/statuts),
// rendered on its first request at run time, so that its canonical and og:url carry the
// SITE_URL the server runs with, not the build machine's.
export const dynamic = "force-dynamic";
export const metadata = statutesMetadata;

export default async function StatutesPage() {
  return <StatutesView legalStatus={(await getCachedUnionIdentity()).legalStatus} />;
}
