import { StaffBar } from "./publication-detail-view";
import type { Metadata } from "next";
import { ArrowUp, Home } from "lucide-react";
import { AttachmentList } from "@/components/publications/attachment-list";
import { CategoryBadge } from "@/components/publications/category-badge";
import { PrintButton } from "@/components/publications/print-button";
import { PublicationPicture } from "@/components/publications/publication-picture";
import { PublicationBody } from "@/components/publications/rich-content";
import { formatDate } from "@/lib/format/dates";
import type { PublicationDetail } from "@/lib/publications/queries";
import { displayTags } from "@/lib/tags";
import { itemPath } from "@/lib/urls";
import { detailMetadata } from "./publication-detail-view";

export function articleMetadata(detail: PublicationDetail | null, id: string | null): Metadata {
  // French titles: the page's heading keeps the spec's English words, with their French. An
  // unknown id is a 404, which Next marks noindex itself (once); no id is a 200 page.
  if (!detail)
    return id
      ? { title: "Article introuvable" }
      : { title: "Aucun article indiqué", robots: { index: false } };
  // The item page is the canonical address of a publication.
  return detailMetadata(detail, itemPath(detail));
}

export function ArticleView({
  detail,
  staff = false,
}: {
  detail: PublicationDetail;
  /** An administrator, checked by the page rendering per request (never the cached view). */
  staff?: boolean;
}) {
  const tags = displayTags(detail.tags);
  return (
    <article id="haut" className="mx-auto max-w-3xl px-4 py-10">
      {staff && <StaffBar detail={detail} />}
      <div className="no-print flex flex-wrap items-center justify-between gap-3">
        <a
          href="/"
          className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
        >
          <Home aria-hidden="true" className="size-4" />
          Accueil
        </a>
        <PrintButton />
      </div>
      <header className="mt-8">
        <CategoryBadge type={detail.type} />
        <h1 className="mt-3 text-3xl font-bold leading-tight text-brand-900 sm:text-4xl">
          {detail.title}
        </h1>
        <p className="mt-3 text-slate-600">
          <time dateTime={detail.pubdate}>{formatDate(detail.pubdate)}</time>
        </p>
        {tags.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Mots-clés">
            {tags.map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                {tag}
              </li>
            ))}
          </ul>
        )}
      </header>
      {detail.picture && (
        <PublicationPicture
          src={detail.picture}
          alt=""
          sizes="(min-width: 768px) 768px, 100vw"
          preload
          className="mt-8 rounded-lg"
        />
      )}
      <PublicationBody html={detail.html} />
      <AttachmentList attachments={detail.attachments} />
      <p className="no-print mt-12 text-right">
        <a
          href="#haut"
          className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
        >
          <ArrowUp aria-hidden="true" className="size-4" />
          Haut de page
        </a>
      </p>
    </article>
  );
}
