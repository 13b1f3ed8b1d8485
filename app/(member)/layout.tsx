import Link from "next/link";
import { requireMember } from "@/lib/auth/access";
import { membershipNowOf } from "@/lib/membership/reads";
import { renewalBannerText } from "@/lib/membership/labels";
import { needsRenewal } from "@/lib/membership/state";
import { profileEditPath } from "@/lib/urls";

// Members' pages (profile, documents) are behind a session. proxy.ts already sends visitors to
// /login with the way back; a layout renders in parallel with its page, so each page and action
// checks the member again (lib/auth/access.ts).
// Access stays with any logged-in member (spec §6); one whose renewal failed or whose membership
// expired sees a banner leading to the payment tab.
export default async function MemberLayout({ children }: { children: React.ReactNode }) {
  const viewer = await requireMember();
  // The reading the profile's « Mon adhésion » shows too (once per render). For one member, its
  // four small reads cost what the state's SQL twin costs on PGlite (1.5 ms) and a third of it on
  // PostgreSQL (0.7 ms against 2.1: the twin's time is its planning).
  const { state } = (await membershipNowOf(viewer.id)).state;
  return (
    <>
      {needsRenewal(state) && (
        <div role="status" className="bg-amber-50 px-4 py-3 text-center text-amber-900">
          {renewalBannerText(state)}{" "}
          <Link href={profileEditPath(viewer.id, "payment")} className="font-semibold underline">
            Renouveler mon adhésion
          </Link>
        </div>
      )}
      {children}
    </>
  );
}
