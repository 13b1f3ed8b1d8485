import Link from "next/link";
import { buttonClass } from "./button";

/** Previous / "Page n sur m" / next links of a paged admin list; nothing when it has one page. */
export function Pager({
  label,
  page,
  pageCount,
  hrefFor,
  previousLabel = "Page précédente",
  nextLabel = "Page suivante",
}: {
  label: string;
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  previousLabel?: string;
  nextLabel?: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-8 flex items-center justify-between gap-4">
      {page > 1 ? (
        // A page past the end (an old link) steps back to the last one.
        <Link
          prefetch={false}
          href={hrefFor(Math.min(page, pageCount + 1) - 1)}
          className={buttonClass({ variant: "secondary" })}
          rel="prev"
        >
          {previousLabel}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600">
        Page {page} sur {pageCount}
      </span>
      {page < pageCount ? (
        <Link
          prefetch={false}
          href={hrefFor(page + 1)}
          className={buttonClass({ variant: "secondary" })}
          rel="next"
        >
          {nextLabel}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
