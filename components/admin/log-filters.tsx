import Form from "next/form";
import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { profilePath } from "@/lib/urls";

// The filters of the two admin logs, /admin/emails and /admin/journal: the same form (a GET to the
// page itself, so a filtered view is a link one can share), the same "one member" filter kept
// across the selects, and the same member cell. The selects are the caller's.

const memberLinkClass =
  "inline-flex min-h-6 items-center font-semibold text-brand-700 hover:underline";

export function LogFilterForm({
  action,
  label,
  memberId,
  filtered,
  className = "",
  children,
}: {
  /** The page's own path: the form's GET target and the "clear" link. */
  action: string;
  label: string;
  /** The member filter set from a member link, kept as a hidden field. */
  memberId?: string;
  /** Whether any filter is set, which shows "Effacer les filtres". */
  filtered: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form
      action={action}
      className={`flex flex-wrap items-end gap-4 ${className}`.trim()}
      aria-label={label}
    >
      {memberId && <input type="hidden" name="membre" value={memberId} />}
      {children}
      <button type="submit" className={buttonClass()}>
        Filtrer
      </button>
      {filtered && (
        <Link
          prefetch={false}
          href={action}
          className="font-semibold text-brand-700 hover:underline"
        >
          Effacer les filtres
        </Link>
      )}
    </Form>
  );
}

/** "Membre : X (tous les membres)" above a log filtered on one member. */
export function MemberFilterNote({
  name,
  allMembersHref,
}: {
  name: string | undefined;
  allMembersHref: string;
}) {
  return (
    <p className="mt-4 text-slate-700">
      Membre&nbsp;: <strong>{name ?? "membre sélectionné"}</strong>{" "}
      <Link prefetch={false} href={allMembersHref} className={memberLinkClass}>
        (tous les membres)
      </Link>
    </p>
  );
}

/** A log row's member: the name filters the log on them, the second link opens their profile. */
export function MemberLinks({
  member,
  filterHref,
}: {
  member: { id: string; name: string };
  filterHref: string;
}) {
  return (
    <>
      <Link prefetch={false} href={filterHref} className={memberLinkClass}>
        {member.name}
      </Link>
      <Link
        prefetch={false}
        href={profilePath(member.id)}
        className="inline-flex min-h-6 items-center text-xs text-slate-600 hover:underline"
      >
        Voir le profil
      </Link>
    </>
  );
}
