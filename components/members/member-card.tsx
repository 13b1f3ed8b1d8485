import Link from "next/link";
import { ShieldCheck } from "lucide-react";
import type { DirectoryMember } from "@/lib/members/directory";
import { memberStateText, renewalLabels } from "@/lib/membership/labels";
import type { MembershipStateKind as MemberState } from "@/lib/membership/state";
import { profilePath } from "@/lib/urls";
import { Badge } from "@/components/ui/badge";

const stateColours: Record<MemberState, string> = {
  trial: "bg-sky-50 text-sky-900 ring-sky-700/30",
  active: "bg-green-50 text-green-800 ring-green-700/30",
  past_due: "bg-red-50 text-red-800 ring-red-700/30",
  expired: "bg-amber-50 text-amber-900 ring-amber-700/30",
  none: "bg-slate-100 text-slate-700 ring-slate-500/30",
};

/** One member in the administrators' directory; the whole card opens the profile. */
export function MemberCard({ member }: { member: DirectoryMember }) {
  return (
    <Link
      href={profilePath(member.id)}
      className="flex h-full flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <span className="flex items-start justify-between gap-2">
        <span className="text-lg font-semibold text-brand-900">
          {member.firstname} {member.lastname}
        </span>
        {member.isAdmin && (
          <Badge tone="brand" className="shrink-0">
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            Admin
          </Badge>
        )}
      </span>
      <span className="break-all text-sm text-slate-700">{member.email}</span>
      <span className="text-sm text-slate-700">{member.hospital || "Hôpital non renseigné"}</span>
      <span className="mt-auto flex flex-wrap items-center gap-2 pt-2 text-sm">
        <span className="rounded bg-slate-100 px-2 py-0.5 text-slate-800">
          {member.tierTitle ?? "Sans type d’adhésion"}
        </span>
        <span className={`rounded px-2 py-0.5 ring-1 ring-inset ${stateColours[member.state]}`}>
          {memberStateText(member.state, member.stateUntil, { lastFailed: member.lastFailed })}
        </span>
        <span className="rounded bg-slate-50 px-2 py-0.5 text-slate-700 ring-1 ring-inset ring-slate-300">
          Renouvellement&nbsp;: {renewalLabels[member.renewal].toLowerCase()}
        </span>
      </span>
    </Link>
  );
}

/** The card's shape while the directory loads. */
export function MemberCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-40 animate-pulse flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <span className="h-5 w-2/3 rounded bg-slate-200" />
      <span className="h-4 w-1/2 rounded bg-slate-100" />
      <span className="h-4 w-1/3 rounded bg-slate-100" />
      <span className="mt-auto h-5 w-3/4 rounded bg-slate-100" />
    </div>
  );
}
