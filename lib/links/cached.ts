import "server-only";
import { unstable_cache } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { listLinks } from "./queries";

/** Links for the cached visitor page, refreshed by revalidateContent("links"). */
export const getCachedLinks = unstable_cache(() => listLinks(), ["links"], { tags: [cacheTags.links], revalidate: 3600 });
