import { formatDate, PROFILE_YEAR_RANGE } from "@/lib/format/dates";
import { billingNow } from "@/lib/membership/clock";
import { freeYearEndsAt } from "@/lib/membership/offers";
import { listPublicTiers } from "@/lib/membership/tiers";
import {
  checkVisitorVariant,
  noVariantAtBuild,
  type VisitorVariantParams,
} from "@/lib/cached-views/visitor-variant";
import { SignupView, signupMetadata } from "../../../_views/signup-view";

// Visitors' /jadhere-au-srh, their form posts included (lib/cached-views/rewrites.ts, SIGNUP_PAGE):
// rendered on its first request, then kept by Next for ten minutes (the first charge's date moves
// with the day; moving the simulated clock expires it at once).
export const dynamicParams = true;
export const generateStaticParams = noVariantAtBuild;

export const metadata = signupMetadata;

export default async function CachedSignup({ params }: { params: VisitorVariantParams }) {
  await checkVisitorVariant(params);
  return (
    <SignupView
      tiers={await listPublicTiers()}
      firstChargeOn={formatDate(freeYearEndsAt(await billingNow()), PROFILE_YEAR_RANGE)}
      welcome={null}
    />
  );
}
