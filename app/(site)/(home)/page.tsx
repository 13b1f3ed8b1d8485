import { getViewer } from "@/lib/auth/session";
import { audienceOf } from "@/lib/auth/audience";
import { listHomepagePublications } from "@/lib/publications/queries";
import { HomeView, homeMetadata } from "../_views/home-view";

// Members' home (subscribers-only news included), rendered per request. Visitors are served
// the cached copy (lib/cached-views: next.config.ts rewrites to /cached/home). Rendered whole,
// with no loading fallback: a streamed part is revealed by a script, so without JavaScript the
// fallback would stay on screen.
export const dynamic = "force-dynamic";
export const metadata = homeMetadata;

export default async function HomePage() {
  const viewer = await getViewer();
  return <HomeView news={await listHomepagePublications({ audience: audienceOf(viewer) })} />;
}
