import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getViewer } from "@/lib/auth/session";
import { formatDate, PROFILE_YEAR_RANGE } from "@/lib/format/dates";
import { billingNow } from "@/lib/membership/clock";
import { freeYearEndsAt } from "@/lib/membership/offers";
import { listPublicTiers } from "@/lib/membership/tiers";
import {
  hasSignupInProgress,
  SIGNUP_WELCOME_COOKIE,
  signupWelcomeFor,
} from "@/lib/signup/payment-steps";
import { profileEditPath } from "@/lib/urls";
import { SignupView, signupMetadata } from "../_views/signup-view";

export const metadata = signupMetadata;

// A signed-in member's, rendered per request (a visitor's is /cached/jadhere-au-srh/visitor).
export const dynamic = "force-dynamic";

// /jadhere-au-srh – joining (spec §2 "Signup"). A logged-in member renews from the profile.
export default async function SignupPage() {
  const viewer = await getViewer();
  // The signup's code signs its owner in: their signup goes on here up to its card step, and its
  // welcome stays here a while in the browser that completed it (the page answering the action).
  const welcome =
    viewer && (await cookies()).has(SIGNUP_WELCOME_COOKIE)
      ? await signupWelcomeFor(viewer.id)
      : null;
  if (viewer && !welcome && !(await hasSignupInProgress(viewer.id)))
    redirect(profileEditPath(viewer.id, "payment"));
  return (
    <SignupView
      tiers={await listPublicTiers()}
      firstChargeOn={formatDate(freeYearEndsAt(await billingNow()), PROFILE_YEAR_RANGE)}
      welcome={welcome && { ...welcome, freeYearEndsAt: welcome.freeYearEndsAt.toISOString() }}
    />
  );
}
