import "server-only";
import { unstable_cache } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { listLinks } from "./queries";

/** /nos-liens for visitors, kept until a link changes (tag `links`, every instance). */
export const getCachedLinks = unstable_cache(() => listLinks(), ["links"], {
  tags: [cacheTags.links],
  revalidate: 3600,
});
