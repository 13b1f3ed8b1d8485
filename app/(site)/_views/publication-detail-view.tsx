import type { Metadata } from "next";
import { siteOpenGraph } from "@/lib/page-metadata";
import { ArrowLeft, Pencil } from "lucide-react";
import { AttachmentList } from "@/components/publications/attachment-list";
import { CategoryBadge } from "@/components/publications/category-badge";
import { PublicationPicture } from "@/components/publications/publication-picture";
import { PublicationBody } from "@/components/publications/rich-content";
import { JsonLd } from "@/components/site/json-ld";
import { env } from "@/lib/env";
import { formatDate } from "@/lib/format/dates";
import { CARD_TAG_COUNT, detailMessages, typeLabel } from "@/lib/publications/labels";
import { itemPath, listUrl } from "@/lib/urls";
import type { PublicationDetail } from "@/lib/publications/queries";
import type { NewsletterCard } from "@/lib/db/schema";
import { displayTags } from "@/lib/tags";
import { excerpt } from "@/lib/rich-text";
import { site } from "@/lib/site";

export function detailMetadata(detail: PublicationDetail | null, canonical: string): Metadata {
  // No robots entry: an unknown item is a 404, which Next marks noindex itself (once).
  if (!detail) return { title: detailMessages.notFound };
  const description = excerpt(detail.text, 160) || `${typeLabel(detail.type)} du ${site.name}`;
  return {
    title: detail.title,
    description,
    alternates: { canonical },
    openGraph: siteOpenGraph({
      type: "article",
      title: detail.title,
      description,
      url: canonical,
      publishedTime: detail.pubdate,
      ...(detail.picture?.startsWith("/images/")
        ? // No description of the cover is stored: the title says what it illustrates.
          { images: [{ url: detail.picture, width: 960, height: 540, alt: detail.title }] }
        : {}),
    }),
    ...(detail.subscribersOnly ? { robots: { index: false } } : {}),
  };
}

/** Up to three tags joined by commas, with an ellipsis when there are more (spec §2). */
function headerTags(tags: string[]): string {
  const visible = displayTags(tags);
  const shown = visible.slice(0, CARD_TAG_COUNT).join(", ");
  return visible.length > CARD_TAG_COUNT ? `${shown}...` : shown;
}

/** A newsletter's archive lists the publications the letter listed. */
function LetterContents({ cards }: { cards: NewsletterCard[] }) {
  return (
    <section aria-labelledby="sommaire" className="mt-10">
      <h2 id="sommaire" className="text-xl font-bold text-brand-900">
        Au sommaire de cette lettre
      </h2>
      <ul className="mt-3 divide-y divide-slate-200">
        {cards.map((card) => (
          <li key={card.id} className="py-3">
            <a href={card.url} className="font-semibold text-brand-700 hover:underline">
              {card.title}
            </a>
            <p className="text-sm text-slate-600">
              {formatDate(card.pubdate)}
              {card.subscribersOnly && ` – ${detailMessages.subscribersOnly}`}
            </p>
            {!card.subscribersOnly && card.excerpt && (
              <p className="mt-1 text-slate-700">{card.excerpt}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What staff see above an item: its editor's link and, for a draft, that nobody else sees it. */
export function StaffBar({
  detail,
}: {
  detail: Pick<PublicationDetail, "id" | "title" | "draft">;
}) {
  return (
    <div className="no-print mb-6 flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-slate-50 px-4 py-3">
      {detail.draft && (
        <p className="font-semibold text-amber-900">
          Brouillon non publié&nbsp;: seuls les administrateurs le voient.
        </p>
      )}
      <a
        href={`/admin/publications/edit?id=${detail.id}`}
        className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
        aria-label={`Modifier «\u00a0${detail.title}\u00a0»`}
      >
        <Pencil aria-hidden="true" className="size-4" />
        Modifier
      </a>
    </div>
  );
}

export function PublicationDetailView({
  detail,
  listed = [],
  staff = false,
}: {
  detail: PublicationDetail;
  /** For a newsletter: the publications the letter listed. */
  listed?: NewsletterCard[];
  /**
   * The viewer is an administrator (checked by the page, which renders per request): « Modifier »
   * and the draft notice. Never true in the visitors' cached view.
   */
  staff?: boolean;
}) {
  const tags = displayTags(detail.tags);
  return (
    <article>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Article",
          headline: detail.title,
          datePublished: detail.pubdate,
          articleSection: typeLabel(detail.type),
          keywords: tags.join(", "),
          url: `${env.siteUrl}${itemPath(detail)}`,
          ...(detail.picture?.startsWith("/images/")
            ? { image: `${env.siteUrl}${detail.picture}` }
            : {}),
          publisher: { "@type": "Organization", name: site.longName, url: env.siteUrl },
          isAccessibleForFree: !detail.subscribersOnly,
        }}
      />
      <header className="bg-brand-800 text-white">
        <div className="mx-auto max-w-4xl px-4 py-10">
          <CategoryBadge type={detail.type} />
          <h1 className="mt-4 text-3xl font-bold leading-tight sm:text-4xl">{detail.title}</h1>
          <p className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-brand-100">
            <time dateTime={detail.pubdate}>{formatDate(detail.pubdate)}</time>
            {tags.length > 0 && <span>{headerTags(detail.tags)}</span>}
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-4xl px-4 py-8">
        {staff && <StaffBar detail={detail} />}
        <a
          href={listUrl({ type: detail.type })}
          className="no-print inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {detailMessages.back}
        </a>
        {detail.picture && (
          <PublicationPicture
            src={detail.picture}
            alt=""
            sizes="(min-width: 896px) 896px, 100vw"
            preload
            className="mt-6 rounded-lg"
          />
        )}
        <PublicationBody html={detail.html} />
        {listed.length > 0 && <LetterContents cards={listed} />}
        {tags.length > 0 && (
          <section aria-labelledby="tags" className="mt-10">
            <h2 id="tags" className="text-xl font-bold text-brand-900">
              Mots-clés
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700"
                >
                  {tag}
                </li>
              ))}
            </ul>
          </section>
        )}
        <AttachmentList attachments={detail.attachments} />
        <footer className="mt-12 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-6 text-sm text-slate-600">
          <span>Publié le {formatDate(detail.pubdate)}</span>
          {detail.subscribersOnly && (
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-900">
              {detailMessages.subscribersOnly}
            </span>
          )}
          {/* An editorial setting: staff's to see, not visitors'. */}
          {staff && detail.homepage && (
            <span className="rounded-full bg-brand-100 px-2.5 py-0.5 font-semibold text-brand-900">
              {detailMessages.homepage}
            </span>
          )}
        </footer>
      </div>
    </article>
  );
}
