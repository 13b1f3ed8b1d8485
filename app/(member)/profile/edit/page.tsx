import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { MembershipPanel } from "../_membership/membership-panel";
import { membershipPanelData } from "../_membership/panel-data";
import { ProfileEditForm } from "./profile-edit-form";
import {
  ProfileAccessDenied,
  ProfileLookupScreen,
  profileScreenMessages,
} from "@/components/members/profile-screens";
import { PageHeader } from "@/components/site/page-header";
import { requireMember } from "@/lib/auth/access";
import { getViewer } from "@/lib/auth/session";
import { TIER_IDS, type TierId } from "@/lib/membership/tier-ids";
import { canEditProfile } from "@/lib/members/profile";
import { listTiers } from "@/lib/membership/tiers";
import { flagsFrom } from "@/lib/members/schemas";
import { lookUpProfile, profileIdParam } from "../load-profile";
import { profilePath } from "@/lib/urls";

/** "Modifier mon profil" for one's own profile only; an administrator editing a member's sees another title. */
export async function generateMetadata({
  searchParams,
}: {
  searchParams: SearchParams;
}): Promise<Metadata> {
  const [viewer, params] = await Promise.all([getViewer(), searchParams]);
  const id = profileIdParam(params.id);
  return {
    title: !id || id === viewer?.id ? "Modifier mon profil" : "Modifier le profil d’un membre",
    robots: { index: false, follow: false },
  };
}

type SearchParams = Promise<{ id?: string | string[] }>;

// /profile/edit?id= – the owner or an administrator edits a profile (spec §2 "Profile edit").
export default async function ProfileEditPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requireMember();
  const id = profileIdParam((await searchParams).id);
  if (id && !canEditProfile(viewer, id)) {
    return <ProfileAccessDenied viewer={viewer} message={profileScreenMessages.forbiddenEdit} />;
  }
  const [lookup, tiers] = await Promise.all([lookUpProfile(viewer, id), listTiers()]);
  if (lookup.kind !== "found") {
    return (
      <ProfileLookupScreen
        kind={lookup.kind}
        viewer={viewer}
        forbiddenMessage={profileScreenMessages.forbiddenEdit}
      />
    );
  }

  const { user } = lookup.profile;
  const isOwner = user.id === viewer.id;
  const panel = await membershipPanelData(user);
  return (
    <>
      <PageHeader
        title={isOwner ? "Modifier mon profil" : "Modifier le profil"}
        subtitle={`${user.firstname} ${user.lastname}`}
      />
      <div className="mx-auto max-w-4xl px-4 py-10">
        <Link
          href={profilePath(user.id)}
          className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Retour au profil
        </Link>
        <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <ProfileEditForm
            userId={user.id}
            isOwner={isOwner}
            canSetAdmin={viewer.isAdmin}
            payment={<MembershipPanel data={panel} />}
            nextChargeAt={panel.nextCharge?.at ?? null}
            // The first-time (0 €) tier is offered on the edit page (spec §3) to administrators,
            // who grant it; a member who holds it keeps seeing it.
            tiers={tiers.filter(
              (tier) => tier.priceCents > 0 || viewer.isAdmin || tier.id === user.tierId,
            )}
            defaults={{
              firstname: user.firstname,
              lastname: user.lastname,
              email: user.email,
              hospital: user.hospital,
              address: user.address,
              subscription: tierOrEmpty(user.tierId),
              newsletter: user.newsletter,
              isadmin: user.isAdmin,
              flags: flagsFrom(user.infopro),
            }}
          />
        </div>
      </div>
    </>
  );
}

function tierOrEmpty(tierId: string | null): TierId | "" {
  return TIER_IDS.find((id) => id === tierId) ?? "";
}
