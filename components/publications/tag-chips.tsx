import { CARD_TAG_COUNT } from "@/lib/publications/labels";
import { displayTags } from "@/lib/tags";

/** Up to three tags and a '+n' count of the others (spec §2). */
export function TagChips({ tags }: { tags: string[] }) {
  const visible = displayTags(tags);
  if (visible.length === 0) return null;
  const shown = visible.slice(0, CARD_TAG_COUNT);
  const more = visible.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Mots-clés">
      {shown.map((tag) => (
        <li key={tag} className="tag-chip">
          {tag}
        </li>
      ))}
      {more > 0 && (
        <li className="tag-chip">
          +{more}
          <span className="sr-only"> autres tags</span>
        </li>
      )}
    </ul>
  );
}
