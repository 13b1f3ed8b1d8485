import Link from "next/link";
import { FileText, Lock } from "lucide-react";
import type { PublicationType } from "@/lib/db/enums";
import type { MemberDocument } from "@/lib/publications/documents";
import { downloadPath, itemPath } from "@/lib/urls";
import { formatDate } from "@/lib/format/dates";
import { formatFileSize } from "@/lib/format/numbers";
import { detailMessages, LISTED_TYPES, typeLabel } from "@/lib/publications/labels";
import { Badge } from "@/components/ui/badge";

/** Documents grouped by the type of their publication, in the order of the lists (spec §9). */
export function groupDocumentsByType(
  documents: MemberDocument[],
): { type: PublicationType; documents: MemberDocument[] }[] {
  return LISTED_TYPES.map((type) => ({
    type,
    documents: documents.filter((doc) => doc.publication.type === type),
  })).filter((group) => group.documents.length > 0);
}

/** The members' documents: one section per publication type, each entry opening in a new tab. */
export function DocumentList({ documents, now }: { documents: MemberDocument[]; now: Date }) {
  return (
    <div className="grid gap-10">
      {groupDocumentsByType(documents).map((group) => (
        <section key={group.type} aria-labelledby={`documents-${group.type}`}>
          <h2
            id={`documents-${group.type}`}
            className="border-b border-slate-200 pb-2 text-2xl font-bold text-brand-900"
          >
            {typeLabel(group.type)}
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {group.documents.map((doc) => (
              <li
                key={`${doc.publication.id}-${doc.id}`}
                className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
              >
                <FileText aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
                <div className="min-w-0 flex-1">
                  <a
                    href={downloadPath(doc.id)}
                    target="_blank"
                    rel="noopener"
                    className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                  >
                    {doc.title}
                    <span className="sr-only"> (ouvre un nouvel onglet)</span>
                  </a>
                  {doc.description && (
                    <p className="mt-1 text-sm text-slate-700">{doc.description}</p>
                  )}
                  <p className="mt-1 break-all text-sm text-slate-600">
                    {doc.fileName} · {formatFileSize(doc.sizeBytes)}
                  </p>
                  <p className="mt-2 text-sm text-slate-700">
                    <Link
                      href={itemPath(doc.publication)}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {doc.publication.title}
                    </Link>
                    {" · "}
                    <time dateTime={doc.publication.pubdate}>
                      {formatDate(doc.publication.pubdate)}
                    </time>
                  </p>
                  {(doc.publication.subscribersOnly || new Date(doc.publication.pubdate) > now) && (
                    <p className="mt-2 flex flex-wrap gap-2">
                      {doc.publication.subscribersOnly && (
                        <Badge tone="warning">
                          <Lock aria-hidden="true" className="size-3.5" />
                          {detailMessages.subscribersOnly}
                        </Badge>
                      )}
                      {new Date(doc.publication.pubdate) > now && (
                        <Badge>Publication programmée</Badge>
                      )}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
