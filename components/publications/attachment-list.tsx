import { FileText } from "lucide-react";
import { downloadPath } from "@/lib/urls";
import { formatFileSize } from "@/lib/format/numbers";
import { detailMessages } from "@/lib/publications/labels";
import type { AttachmentSummary } from "@/lib/publications/queries";

/** 'Documents attachés' (spec §2): title, description, file name, size in KB, 'Cliquer pour ouvrir'. */
export function AttachmentList({
  attachments,
  headingId = "documents",
}: {
  attachments: AttachmentSummary[];
  headingId?: string;
}) {
  if (attachments.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        {detailMessages.attachments}
      </h2>
      <ul className="mt-4 grid gap-3">
        {attachments.map((file) => (
          <li key={file.id}>
            <a
              href={downloadPath(file.id)}
              target="_blank"
              rel="noopener"
              className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-600 hover:bg-brand-50"
            >
              <FileText aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
              <span className="flex-1">
                <span className="block font-semibold text-slate-900">{file.title}</span>
                {file.description && (
                  <span className="block text-sm text-slate-700">{file.description}</span>
                )}
                <span className="mt-1 block text-sm text-slate-600">
                  {file.fileName} · {formatFileSize(file.sizeBytes)}
                </span>
                <span className="mt-1 block text-xs font-semibold text-brand-700">
                  {detailMessages.openHint}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
