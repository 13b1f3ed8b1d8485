import { requireAdmin } from "@/lib/auth/access";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminNav } from "@/components/admin/admin-nav";
import { PageHeader } from "@/components/site/page-header";
import { getEditablePublication } from "@/lib/publications/admin-queries";
import { publicationTypeOrDefault } from "@/lib/publications/labels";
import { ADMIN_TITLES, NEW_LABELS } from "../titles";
import { PublicationEditor } from "./publication-editor";

export const metadata: Metadata = { title: "Éditeur de publication", robots: { index: false } };

/** Today in Paris as yyyy-mm-dd (the editor's default date, spec §4). */
function parisDay(date: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Paris",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(date);
}

// /admin/publications/edit?type= (new) or ?id= (existing, legacy content converted for editing)
export default async function EditPublicationPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const admin = await requireAdmin();
  const params = await searchParams;
  const id = typeof params.id === "string" ? params.id : undefined;
  const item = id ? await getEditablePublication(admin, id) : null;
  if (id && !item) notFound();
  const type = item?.type ?? publicationTypeOrDefault(params.type);
  return (
    <>
      <AdminNav current={type === "newsletter" ? "newsletter" : type} />
      <PageHeader
        title={item ? `Modifier\u00a0: ${item.title}` : NEW_LABELS[type]}
        subtitle={ADMIN_TITLES[type]}
      />
      <div className="mx-auto max-w-4xl px-4 py-10">
        <PublicationEditor
          viewerId={admin.id}
          initial={{
            id: item?.id,
            type,
            title: item?.title ?? "",
            content: item?.content ?? null,
            pubdate: parisDay(item ? new Date(item.pubdate) : new Date()),
            tags: item?.tags.join(", ") ?? "",
            picture: item?.picture ?? null,
            homepage: item?.homepage ?? true,
            subscribersOnly: item?.subscribersOnly ?? false,
            draft: item?.draft ?? true,
            attachments:
              item?.attachments.map(({ id: fileId, title, fileName, fileSize }) => ({
                id: fileId,
                title,
                fileName,
                fileSize,
              })) ?? [],
          }}
        />
      </div>
    </>
  );
}
