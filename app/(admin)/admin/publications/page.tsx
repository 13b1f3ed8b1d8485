import { requireAdmin } from "@/lib/auth/access";
import type { Metadata } from "next";
import Link from "next/link";
import { Pencil, Plus } from "lucide-react";
import { DeleteButton } from "@/components/admin-content/delete-button";
import { AdminNav } from "@/components/admin/admin-nav";
import { PageHeader } from "@/components/site/page-header";
import { buttonClass } from "@/components/ui/button";
import { formatDate } from "@/lib/format/dates";
import { listAdminPublications, listPublicationDrafts } from "@/lib/publications/admin-queries";
import { DraftsList } from "@/components/publications/drafts-list";
import { publicationTypeOrDefault } from "@/lib/publications/labels";
import { displayTags } from "@/lib/tags";
import { ADMIN_TITLES, NEW_LABELS } from "./titles";
import { deletePublicationAction } from "./actions";
import { Badge } from "@/components/ui/badge";

export const metadata: Metadata = {
  title: "Administration des publications",
  robots: { index: false },
};

// /admin/publications?type=&page= – the items of one kind, newest first, 25 a page.
export default async function AdminPublicationsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const admin = await requireAdmin();
  const params = await searchParams;
  const type = publicationTypeOrDefault(params.type);
  const [list, drafts] = await Promise.all([
    listAdminPublications(admin, { type, page: Number(params.page) || 1 }),
    listPublicationDrafts(admin, { types: [type] }),
  ]);
  const newHref = `/admin/publications/edit?type=${type}`;
  const pageHref = (page: number) =>
    `/admin/publications?type=${type}${page > 1 ? `&page=${page}` : ""}`;

  return (
    <>
      <AdminNav current={type === "newsletter" ? "newsletter" : type} />
      <PageHeader title={ADMIN_TITLES[type]} subtitle="Administration des contenus">
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <p className="text-brand-100">
            {list.total} élément{list.total > 1 ? "s" : ""}
          </p>
          <Link prefetch={false} href={newHref} className={buttonClass({ variant: "accent" })}>
            <Plus aria-hidden="true" className="size-5" />
            {NEW_LABELS[type]}
          </Link>
        </div>
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <DraftsList drafts={drafts} className="mb-6" />
        {list.items.length === 0 ? (
          <div className="rounded-lg border border-slate-200 bg-white p-10 text-center">
            <p className="text-lg text-slate-700">Aucun élément pour le moment.</p>
            <Link prefetch={false} href={newHref} className={`${buttonClass()} mt-4`}>
              Ajouter le premier
            </Link>
          </div>
        ) : (
          <ul className="grid gap-4">
            {list.items.map((item) => (
              <li
                key={item.id}
                className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
              >
                <div className="flex items-start gap-4">
                  <div className="min-w-0 flex-1">
                    <h2 className="text-lg font-semibold text-slate-900">{item.title}</h2>
                    <p className="mt-1 text-sm text-slate-600">{formatDate(item.pubdate)}</p>
                    <div className="mt-2 flex flex-wrap gap-2">
                      {displayTags(item.tags).map((tag) => (
                        <span
                          key={tag}
                          className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-900"
                        >
                          {tag}
                        </span>
                      ))}
                      {item.draft && <Badge tone="warning">Brouillon</Badge>}
                      {item.subscribersOnly && <Badge tone="warning">Abonnés seulement</Badge>}
                      {item.homepage && <Badge tone="success">Page d’accueil</Badge>}
                    </div>
                    {item.preview && (
                      <p className="mt-3 line-clamp-3 text-sm text-slate-700">{item.preview}</p>
                    )}
                  </div>
                  <div className="flex shrink-0 items-center gap-1">
                    <Link
                      prefetch={false}
                      href={`/admin/publications/edit?id=${item.id}`}
                      className="rounded p-2 text-brand-700 hover:bg-brand-50"
                      aria-label={`Modifier «\u00a0${item.title}\u00a0»`}
                      title="Modifier"
                    >
                      <Pencil aria-hidden="true" className="size-5" />
                    </Link>
                    <DeleteButton
                      id={item.id}
                      label={`Supprimer «\u00a0${item.title}\u00a0»`}
                      itemName={item.title}
                      confirmMessage="Êtes-vous sûr de vouloir supprimer cette publication&nbsp;?"
                      remove={deletePublicationAction}
                    />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
        {list.pages > 1 && (
          <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-4">
            {list.page > 1 && (
              <Link
                prefetch={false}
                href={pageHref(list.page - 1)}
                className={buttonClass({ variant: "secondary", size: "sm" })}
              >
                Page précédente
              </Link>
            )}
            <span className="text-slate-700">
              Page {list.page} sur {list.pages}
            </span>
            {list.page < list.pages && (
              <Link
                prefetch={false}
                href={pageHref(list.page + 1)}
                className={buttonClass({ variant: "secondary", size: "sm" })}
              >
                Page suivante
              </Link>
            )}
          </nav>
        )}
      </div>
    </>
  );
}
