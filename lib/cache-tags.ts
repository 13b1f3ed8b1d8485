import { revalidateTag } from "next/cache";

// Tags of Next's data cache. Cached visitor pages inherit the tags of the data they read, so
// that a write revalidates exactly the pages that show it.
export const cacheTags = {
  publications: "publications",
  links: "links",
} as const;

/** After a write: the next visitor gets fresh pages (expire now rather than stale-while-revalidate). */
export function revalidateContent(tag: (typeof cacheTags)[keyof typeof cacheTags]): void {
  revalidateTag(tag, { expire: 0 });
}
