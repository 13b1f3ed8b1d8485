import "server-only";
import { unstable_cache } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { getBoard, getDelegateRegions, getUnionIdentity } from "./queries";

// The union's data on visitors' pages (/bureau, /contactez-nous), kept until staff change it
// (tag `union`, every instance).

const unionCache = { tags: [cacheTags.union], revalidate: 3600 };

export const getCachedBoard = unstable_cache(() => getBoard(), ["union-board"], unionCache);

export const getCachedDelegateRegions = unstable_cache(
  () => getDelegateRegions(),
  ["union-delegates"],
  unionCache,
);

export const getCachedUnionIdentity = unstable_cache(
  () => getUnionIdentity(),
  ["union-identity"],
  unionCache,
);
