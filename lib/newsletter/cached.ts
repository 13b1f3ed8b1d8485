import "server-only";
import { unstable_cache } from "next/cache";
import { CACHE_SECONDS, cacheTags } from "@/lib/cache-tags";
import { listedInArchivedLetter } from "./archive";

/** The publications a newsletter's archive lists (written once, when the letter is queued). */
export const getCachedLetterContents = unstable_cache(listedInArchivedLetter, ["letter-contents"], {
  tags: [cacheTags.publications],
  revalidate: CACHE_SECONDS,
});
