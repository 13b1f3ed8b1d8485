import { Suspense } from "react";
import { getViewer } from "@/lib/auth/session";
import { homeMessages } from "@/lib/publications/labels";
import { audienceOf } from "@/lib/auth/audience";
import { listHomepagePublications } from "@/lib/publications/queries";
import { HomeView, homeMetadata } from "../_views/home-view";

// Members' home (subscribers-only news included), rendered per request. Visitors are served
// the cached copy (lib/cached-views: next.config.ts rewrites to /cached/home).
export const dynamic = "force-dynamic";
export const metadata = homeMetadata;

export default function HomePage() {
  return (
    <Suspense
      fallback={
        <p className="mx-auto max-w-6xl px-4 py-20 text-slate-600">{homeMessages.loading}</p>
      }
    >
      <MemberHome />
    </Suspense>
  );
}

async function MemberHome() {
  const viewer = await getViewer();
  return <HomeView news={await listHomepagePublications({ audience: audienceOf(viewer) })} />;
}
