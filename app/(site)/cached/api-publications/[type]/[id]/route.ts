import { legacyPublicationsAnswer } from "@/lib/publications/cached";
import { cachedApiType, cachedId } from "@/lib/cached-views/rewrites";

// `GET /api/content?contentType=publications[&type=…]&id=…` without a session (the proxy rewrites
// it here, GET and HEAD only): one item as visitors may read it, kept by Next until a publication
// changes; an item they may not read is an empty list, as the route answers.
export const revalidate = 600;
export function generateStaticParams(): { type: string; id: string }[] {
  return [];
}

export async function GET(
  _req: Request,
  context: { params: Promise<{ type: string; id: string }> },
) {
  const params = await context.params;
  const type = cachedApiType(params.type);
  const id = cachedId(params.id);
  if (type === null || id === null) return new Response(null, { status: 404 });
  return legacyPublicationsAnswer(type, id);
}
