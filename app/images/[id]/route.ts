import { NextResponse, type NextRequest } from "next/server";
import { getPublicImage } from "@/lib/publications/file-access";

// GET /images/<id> – a stored picture (publication cover, link logo); immutable, cached for a year
export async function GET(_req: NextRequest, context: { params: Promise<{ id: string }> }) {
  const { id } = await context.params;
  const image = await getPublicImage(id);
  if (!image)
    return NextResponse.json({ success: false, error: "Image introuvable." }, { status: 404 });
  return new Response(Buffer.from(image.bytes), {
    headers: {
      "Content-Type": image.mimeType,
      "Content-Length": String(image.bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: `"${image.sha256}"`,
    },
  });
}
