import { z } from "zod";
import { apiRoute, readJson } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/other-methods";
import { NotFoundError } from "@/lib/errors";
import { parseOrThrow } from "@/lib/validation/issues";
import { revalidateContent } from "@/lib/visitor-cache";
import { isCacheTag, isFromThisInstance } from "@/lib/visitor-cache/cross-instance";

export const dynamic = "force-dynamic";

const body = z.object({
  tags: z
    .array(z.string().refine(isCacheTag, { error: "Étiquette inconnue." }))
    .min(1)
    .max(10),
});

// POST /api/internal/revalidate – another instance changed content (PostgreSQL NOTIFY): this
// instance's listener asks itself to drop the visitor pages of those tags, since Next expires
// its cache only inside one of its requests (lib/visitor-cache/cross-instance.ts). Only this
// process knows the secret it must carry: to anyone else the route does not exist.
export const POST = apiRoute({}, async ({ req }) => {
  if (!isFromThisInstance(req)) throw new NotFoundError("Page introuvable.");
  const { tags } = parseOrThrow(body, await readJson(req));
  for (const tag of tags) if (isCacheTag(tag)) revalidateContent(tag);
  return { revalidated: tags };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"]);
