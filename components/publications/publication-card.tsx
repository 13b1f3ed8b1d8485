import { Download, Lock } from "lucide-react";
import { formatDate } from "@/lib/format/dates";
import type { PublicationCard as Card } from "@/lib/publications/queries";
import { excerpt } from "@/lib/rich-text";
import { itemPath } from "@/lib/urls";
import { CategoryBadge } from "./category-badge";
import { PublicationPicture } from "./publication-picture";
import { TagChips } from "./tag-chips";

/** A publication card of the home page and the lists (spec §2): excerpt length varies by screen. */
export function PublicationCard({
  card,
  excerptLength,
  headingLevel = 3,
  isAboveTheFold = false,
}: {
  card: Card;
  excerptLength: number;
  headingLevel?: 2 | 3;
  /** The first card of a list: its picture loads at once (the largest paint on phones), not lazily. */
  isAboveTheFold?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="publication-card">
      {card.picture && (
        <PublicationPicture
          src={card.picture}
          alt=""
          sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          preload={isAboveTheFold}
        />
      )}
      <div className="publication-card-body">
        <div className="publication-card-meta">
          <CategoryBadge type={card.type} />
          <time dateTime={card.pubdate}>{formatDate(card.pubdate)}</time>
        </div>
        <Heading className="publication-card-title">
          {/* The card's one link for a screen reader or the keyboard: its title. */}
          <a href={itemPath(card)} className="flex-1 hover:text-brand-800 hover:underline">
            {card.title}
          </a>
          {card.hasAttachments && (
            <Download
              aria-label="Documents à télécharger"
              role="img"
              className="mt-1 size-4 shrink-0 text-brand-700"
            />
          )}
          {card.subscribersOnly && (
            <Lock
              aria-label="Réservé aux adhérents"
              role="img"
              className="mt-1 size-4 shrink-0 text-amber-700"
            />
          )}
        </Heading>
        {card.text && (
          <p className="text-sm leading-relaxed text-slate-700">
            {excerpt(card.text, excerptLength)}
          </p>
        )}
        <TagChips tags={card.tags} />
        {/* The same link again for the eye and the pointer only (out of the tab order). */}
        <a href={itemPath(card)} className="publication-card-more" aria-hidden="true" tabIndex={-1}>
          Lire la suite →
        </a>
      </div>
    </article>
  );
}
