import { legacyPublicationsAnswer } from "@/lib/publications/cached";
import { cachedApiType } from "@/lib/cached-views/rewrites";

// `GET /api/content?contentType=publications[&type=…]` without a session (the proxy rewrites it
// here, GET and HEAD only): the list kept as bytes by Next like the visitor pages, so a request no
// longer reads, decodes and encodes the 2 MB answer again. Members and administrators, who may see
// subscribers-only items on the same address, and every write still reach app/api/content.
export const revalidate = 600;
export function generateStaticParams(): { type: string }[] {
  return [];
}

export async function GET(_req: Request, context: { params: Promise<{ type: string }> }) {
  const type = cachedApiType((await context.params).type);
  if (type === null) return new Response(null, { status: 404 });
  return legacyPublicationsAnswer(type);
}
