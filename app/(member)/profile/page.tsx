import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft, Download, Pencil, ShieldCheck } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/field";
import { MemberAttestations } from "@/components/attestations/member-attestations";
import { listMemberAttestations } from "@/lib/attestations/issue";
import { DeleteAccount } from "./delete-account";
import { MemberAdminPanel } from "@/app/(admin)/admin/members/_panel/member-admin-panel";
import { SignOutEverywhere } from "./sign-out-everywhere";
import { ProfileDetails, Section } from "@/components/members/profile-details";
import {
  backAction,
  ProfileLookupScreen,
  profileScreenMessages,
} from "@/components/members/profile-screens";
import { AdminNav } from "@/components/admin/admin-nav";
import { PageHeader } from "@/components/site/page-header";
import { requireMember } from "@/lib/auth/access";
import { getViewer } from "@/lib/auth/session";
import { canEditProfile } from "@/lib/members/profile";
import { lookUpProfile, profileIdParam } from "./load-profile";
import { profileEditPath } from "@/lib/urls";
import { MembershipPanel } from "./_membership/membership-panel";
import { membershipPanelData } from "./_membership/panel-data";

type SearchParams = Promise<{ id?: string | string[]; enregistre?: string | string[] }>;

/** "Mon profil" for one's own profile only; an administrator reading a member's sees another title. */
export async function generateMetadata({
  searchParams,
}: {
  searchParams: SearchParams;
}): Promise<Metadata> {
  const [viewer, params] = await Promise.all([getViewer(), searchParams]);
  const id = profileIdParam(params.id);
  const isOwn = !id || id === viewer?.id;
  return {
    title: isOwn ? "Mon profil" : "Profil d’un membre",
    robots: { index: false, follow: false },
  };
}

// /profile?id= – a member's data, for its owner or an administrator (spec §2 "Profile view").
export default async function ProfilePage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requireMember();
  const params = await searchParams;
  const lookup = await lookUpProfile(viewer, profileIdParam(params.id));
  if (lookup.kind !== "found") {
    return (
      <ProfileLookupScreen
        kind={lookup.kind}
        viewer={viewer}
        forbiddenMessage={profileScreenMessages.forbiddenView}
      />
    );
  }

  const { user } = lookup.profile;
  const isOwner = user.id === viewer.id;
  const back = backAction(viewer);
  // The member's own « Mon adhésion » (card, tier, renewal in the member's words) is the owner's;
  // staff read the state in the details and act in « Prélèvement et paiements », one history.
  const [membership, attestations] = await Promise.all([
    isOwner ? membershipPanelData(user) : null,
    listMemberAttestations(user.id),
  ]);
  return (
    <>
      {viewer.isAdmin && !isOwner && <AdminNav current="members" />}
      <PageHeader
        title={`${user.firstname} ${user.lastname}`}
        subtitle={isOwner ? "Mon profil" : "Profil d’un membre"}
      >
        {user.isAdmin && (
          <p className="mt-4 inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-900">
            <ShieldCheck aria-hidden="true" className="size-4" />
            Administrateur
          </p>
        )}
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-10">
        {params.enregistre !== undefined && (
          <div className="mb-6">
            <FormMessage kind="success">Vos modifications ont été enregistrées.</FormMessage>
          </div>
        )}
        <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
          <Link
            href={back.href}
            className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {back.label}
          </Link>
          {canEditProfile(viewer, user.id) && (
            <Link href={profileEditPath(user.id)} className={buttonClass()}>
              <Pencil aria-hidden="true" className="size-4" />
              Modifier
            </Link>
          )}
        </div>

        <ProfileDetails profile={lookup.profile} showMembership={!membership} />

        {membership && (
          <div className="mt-6">
            <Section id="mon-adhesion" title={isOwner ? "Mon adhésion" : "Adhésion et paiements"}>
              <MembershipPanel data={membership} nested />
            </Section>
          </div>
        )}

        <div className="mt-6">
          <MemberAttestations rows={attestations} isOwner={isOwner} />
        </div>

        {viewer.isAdmin && <MemberAdminPanel user={user} viewerId={viewer.id} />}

        {isOwner && (
          <div className="mt-6">
            <Section id="mes-donnees" title="Mes données">
              <p className="text-slate-700">
                Vous pouvez obtenir une copie de toutes les données que le SRH conserve sur vous
                (profil, paiements, abonnements, messages envoyés par le formulaire de contact,
                inscription à la lettre d’information), à lire ou imprimer, ou au format JSON.
              </p>
              <div className="mt-4 flex flex-wrap gap-3">
                <a
                  href="/profile/export?format=html"
                  target="_blank"
                  className={buttonClass({ variant: "secondary" })}
                >
                  Voir mes données
                </a>
                <a
                  href="/profile/export"
                  download="mes-donnees-srh.json"
                  className={buttonClass({ variant: "secondary" })}
                >
                  <Download aria-hidden="true" className="size-4" />
                  Télécharger mes données (JSON)
                </a>
              </div>
              <div className="mt-6">
                <DeleteAccount />
              </div>
            </Section>
            <div className="mt-6">
              <Section id="securite" title="Sécurité">
                <SignOutEverywhere />
              </Section>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
