import { notFound } from "next/navigation";
import { getCachedPublicTiers } from "@/lib/visitor-cache";
import { VISITOR_VARIANT } from "@/lib/visitor-cache/rewrites";
import { SignupView, signupMetadata } from "../../../_views/signup-view";

// Visitors' /jadhere-au-srh (next.config.ts rewrites it to /cached/jadhere-au-srh/visitor,
// lib/visitor-cache/rewrites.ts): a route of its own, so that its client code is not shipped with
// the other cached views (one route's pages share their client chunks). Rendered on its first
// request at run time (the build never opens the database, and the canonical carries the running
// SITE_URL), then kept by Next and by scripts/serve.mjs until they expire (the public tiers, reference data, are read again every ten minutes).
export const dynamicParams = true;
export function generateStaticParams(): { variant: string }[] {
  return [];
}

type Params = Promise<{ variant: string }>;

async function checkVariant(params: Params): Promise<void> {
  if ((await params).variant !== VISITOR_VARIANT) notFound();
}

export const metadata = signupMetadata;

export default async function CachedSignup({ params }: { params: Params }) {
  await checkVariant(params);
  return <SignupView tiers={await getCachedPublicTiers()} />;
}
