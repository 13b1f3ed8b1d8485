import Link from "next/link";
import { ChevronDown } from "lucide-react";
import { AdminStatus } from "./admin-status";

// The "Zone Admin" navigation, at the top of every admin screen. A server component
// rendered by each page with the page's own section: layouts are kept across client
// navigations, so only the page knows which entry is current (aria-current="page").
// Below `md` the list folds into a native <details> disclosure: no client code.

export type AdminSection =
  | "dashboard"
  | "members"
  | "publication"
  | "communique"
  | "jo"
  | "rapport"
  | "newsletter"
  | "attestations"
  | "emails"
  | "journal"
  | "faq"
  | "links"
  | "bureau";

type Entry = { section: AdminSection; href: string; label: string };
type Group = { label: string; entries: Entry[] };

const groups: Group[] = [
  {
    label: "Adhésions",
    entries: [
      { section: "dashboard", href: "/admin", label: "Tableau de bord" },
      { section: "members", href: "/admin/members", label: "Membres" },
      { section: "attestations", href: "/admin/attestations", label: "Attestations" },
    ],
  },
  {
    label: "Publications",
    entries: [
      {
        section: "publication",
        href: "/admin/publications?type=publication",
        label: "Publications",
      },
      { section: "communique", href: "/admin/publications?type=communique", label: "Communiqués" },
      { section: "jo", href: "/admin/publications?type=jo", label: "Journal Officiel" },
      { section: "rapport", href: "/admin/publications?type=rapport", label: "Rapports" },
    ],
  },
  {
    label: "Communication",
    entries: [
      { section: "newsletter", href: "/admin/newsletter", label: "Lettre d’information" },
      { section: "emails", href: "/admin/emails", label: "E-mails" },
      { section: "faq", href: "/faq", label: "FAQ" },
      { section: "links", href: "/nos-liens", label: "Liens" },
    ],
  },
  {
    label: "Syndicat",
    entries: [
      { section: "bureau", href: "/admin/bureau", label: "Bureau et identité" },
      { section: "journal", href: "/admin/journal", label: "Journal des actions" },
    ],
  },
];

export const adminNavEntries: Entry[] = groups.flatMap((group) => group.entries);

function currentLabel(current: AdminSection | undefined): string | undefined {
  return adminNavEntries.find((entry) => entry.section === current)?.label;
}

export function AdminNav({ current }: { current?: AdminSection }) {
  const label = currentLabel(current);
  return (
    <>
      <nav aria-label="Zone Admin" className="border-b border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-6xl px-4">
          {/* key: a new page starts with the phone disclosure closed. */}
          <details key={current ?? "none"} className="group md:hidden">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-2 py-2 font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
              <span>
                Zone Admin
                {label && <span className="font-normal text-slate-700">&nbsp;: {label}</span>}
              </span>
              <ChevronDown
                aria-hidden="true"
                className="size-5 transition-transform group-open:rotate-180"
              />
            </summary>
            <NavGroups current={current} className="grid gap-4 pb-4" />
          </details>
          <div className="hidden md:block">
            <NavGroups current={current} className="flex flex-wrap gap-x-6 gap-y-2 py-3" inline />
          </div>
        </div>
      </nav>
      {/* Saves and deletes announce their outcome here (components/admin/admin-status.tsx). */}
      <AdminStatus />
    </>
  );
}

function NavGroups({
  current,
  className,
  inline = false,
}: {
  current?: AdminSection;
  className: string;
  inline?: boolean;
}) {
  return (
    <ul className={className}>
      {groups.map((group) => {
        const id = `zone-admin-${inline ? "large" : "mobile"}-${group.label.toLowerCase()}`;
        return (
          <li key={group.label} className={inline ? "flex flex-wrap items-center gap-1" : ""}>
            <span
              id={id}
              className="block px-1 text-xs font-semibold uppercase tracking-wide text-slate-600"
            >
              {group.label}
            </span>
            <ul aria-labelledby={id} className={inline ? "flex flex-wrap gap-1" : "mt-1 grid"}>
              {group.entries.map((entry) => {
                const isCurrent = entry.section === current;
                return (
                  <li key={entry.section}>
                    <Link
                      // Staff screens are read live: fetched on click (admin/loading.tsx).
                      prefetch={false}
                      href={entry.href}
                      aria-current={isCurrent ? "page" : undefined}
                      className={`flex min-h-10 items-center rounded-md px-3 text-sm ${
                        isCurrent
                          ? "bg-brand-800 font-semibold text-white"
                          : "text-brand-800 hover:bg-brand-50 hover:text-brand-900"
                      }`}
                    >
                      {entry.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
