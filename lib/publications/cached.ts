import "server-only";
import { unstable_cache } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import type { PublicationType } from "@/lib/db/schema";
import { getPublicationDetail, listHomepagePublications, listPublications } from "./queries";

// Visitor data for the cached views (app/(site)/cached): tagged, so that revalidateContent()
// refreshes the pages built on it. Only unfiltered, visitor ("public") reads are cached here:
// searches and members' reads go to the database on each request.

const options = { tags: [cacheTags.publications], revalidate: 600 };

export const getCachedHomepage = unstable_cache(
  () => listHomepagePublications({ audience: "public" }),
  ["public-homepage"],
  options,
);

export const getCachedList = unstable_cache(
  (type: PublicationType, page: number) => listPublications({ audience: "public", type, page }),
  ["public-list"],
  options,
);

export const getCachedDetail = unstable_cache(
  (id: string, type: PublicationType | undefined) => getPublicationDetail({ audience: "public", id, type }),
  ["public-detail"],
  options,
);

