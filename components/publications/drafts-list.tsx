import Link from "next/link";
import { formatDateTime } from "@/lib/format/dates";
import type { DraftRow } from "@/lib/publications/admin-queries";
import { typeLabel } from "@/lib/publications/labels";

/** Unpublished items saved on the server, for every administrator: who changed each last, and when. */
export function DraftsList({
  drafts,
  showType = false,
  className = "",
}: {
  drafts: DraftRow[];
  /** Several kinds listed together (the Zone Admin's home): each says its kind. */
  showType?: boolean;
  className?: string;
}) {
  if (drafts.length === 0) return null;
  return (
    <section
      aria-labelledby="brouillons"
      className={`rounded-lg border border-amber-300 bg-amber-50 p-5 ${className}`}
    >
      <h2 id="brouillons" className="text-lg font-semibold text-amber-950">
        {drafts.length === 1 ? "1 brouillon non publié" : `${drafts.length} brouillons non publiés`}
      </h2>
      <ul className="mt-3 grid gap-2">
        {drafts.map((item) => (
          <li key={item.id} className="text-slate-800">
            <Link
              prefetch={false}
              href={`/admin/publications/edit?id=${item.id}`}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {item.title}
            </Link>
            {showType && <span className="text-slate-700"> – {typeLabel(item.type)}</span>}
            <span className="block text-sm text-slate-700">
              Modifié {item.updatedByName ? `par ${item.updatedByName} ` : ""}le{" "}
              {formatDateTime(item.updatedAt)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
