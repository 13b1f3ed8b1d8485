import { z } from "zod";
import { apiRoute } from "@/lib/api/handler";
import { UnauthorizedError } from "@/lib/errors";
import { listFaqs } from "@/lib/faq/queries";
import { listLinks, toLegacyLink } from "@/lib/links/queries";
import { PUBLICATION_TYPES } from "@/lib/db/schema";
import { audienceOf } from "@/lib/auth/audience";
import { listLegacyPublications } from "@/lib/publications/queries";
import { otherMethods } from "@/lib/api/other-methods";
import type { Viewer } from "@/lib/auth/viewer";
import { faqInputSchema } from "@/lib/faq/schemas";
import { createFaq, deleteFaq, updateFaq } from "@/lib/faq/writes";
import { linkInputSchema } from "@/lib/links/schemas";
import { createLink, deleteLink, updateLink } from "@/lib/links/writes";
import { publicationInputSchema } from "@/lib/publications/schemas";
import { createPublication, deletePublication, updatePublication } from "@/lib/publications/writes";
import { readJson } from "@/lib/api/handler";
import { parseOrThrow } from "@/lib/validation/issues";
import { idInput } from "@/lib/validation/content";

export const dynamic = "force-dynamic";

const contentType = z.enum(["publications", "faq", "liens"], {
  error: "Paramètre contentType inconnu ou manquant.",
});

const getQuery = z.object({
  contentType,
  type: z.enum(PUBLICATION_TYPES, { error: "Type de publication inconnu." }).optional(),
  id: z.string().optional(),
});

// GET /api/content?contentType=publications[&type=…][&id=…] | faq (members) | liens
export const GET = apiRoute({ query: getQuery }, async ({ query, viewer }) => {
  switch (query.contentType) {
    case "publications": {
      const audience = audienceOf(viewer);
      // A visitor's list is its cached view (proxy.ts); one item, or a list read with a cookie
      // that is no longer a session, is read here. Members and administrators may see
      // subscribers-only items on the same URL: never kept.
      const headers: Record<string, string> =
        audience === "public"
          ? { "Cache-Control": "public, s-maxage=1, stale-while-revalidate=60", Vary: "Cookie" }
          : { "Cache-Control": "private, no-store" };
      const publications = await listLegacyPublications({
        audience,
        type: query.type,
        id: query.id,
      });
      return Response.json({ success: true, publications }, { headers });
    }
    case "liens":
      return { liens: (await listLinks()).map(toLegacyLink) };
    case "faq": {
      if (!viewer)
        throw new UnauthorizedError(
          "La FAQ est réservée aux adhérents. Connectez-vous pour la consulter.",
        );
      const items = await listFaqs();
      const faqs = items.map(({ id, question, answer, tags }) => ({ id, question, answer, tags }));
      // Members-only: never kept by a browser or a proxy.
      return Response.json(
        { success: true, faqs },
        { headers: { "Cache-Control": "private, no-store" } },
      );
    }
  }
});

// Writes (spec §7): administrators only, whatever `isAdmin` the body carries; the body is checked
// by the same schemas as the admin screens. 2 MB: long content plus a legacy inline picture.
const writeQuery = z.object({ contentType, id: z.string().optional() });
const MAX_WRITE_BYTES = 2 * 1024 * 1024;

type ContentType = z.infer<typeof contentType>;

const removers = { publications: deletePublication, faq: deleteFaq, liens: deleteLink } as const;

async function save(type: ContentType, viewer: Viewer, body: unknown, id: string | undefined) {
  switch (type) {
    case "publications": {
      const input = parseOrThrow(publicationInputSchema, body);
      return id ? updatePublication(viewer, id, input) : createPublication(viewer, input);
    }
    case "faq": {
      const input = parseOrThrow(faqInputSchema, body);
      return id ? updateFaq(viewer, id, input) : createFaq(viewer, input);
    }
    case "liens": {
      const input = parseOrThrow(linkInputSchema, body);
      return id ? updateLink(viewer, id, input) : createLink(viewer, input);
    }
  }
}

function bodyId(body: unknown): unknown {
  return body !== null && typeof body === "object" && "id" in body ? body.id : undefined;
}

// POST /api/content?contentType=publications|faq|liens – creates (the FAQ's POST with an id updates, spec §7)
export const POST = apiRoute(
  { query: writeQuery, access: "admin" },
  async ({ req, query, viewer }) => {
    const body = await readJson(req, MAX_WRITE_BYTES);
    const id = query.contentType === "faq" ? (bodyId(body) ?? query.id) : undefined;
    return save(
      query.contentType,
      viewer,
      body,
      id === undefined || id === null || id === "" ? undefined : parseOrThrow(idInput, id),
    );
  },
);

// PUT /api/content?contentType=publications|faq|liens – updates the item named by `id`
export const PUT = apiRoute(
  { query: writeQuery, access: "admin" },
  async ({ req, query, viewer }) => {
    const body = await readJson(req, MAX_WRITE_BYTES);
    return save(query.contentType, viewer, body, parseOrThrow(idInput, bodyId(body) ?? query.id));
  },
);

// DELETE /api/content?contentType=publications|faq|liens – deletes the item named by `id` (body or query)
export const DELETE = apiRoute(
  { query: writeQuery, access: "admin" },
  async ({ req, query, viewer }) => {
    const body = await readJson(req);
    const id = parseOrThrow(idInput, bodyId(body) ?? query.id);
    await removers[query.contentType](viewer, id);
    return { id };
  },
);

export const { PATCH } = otherMethods(["GET", "POST", "PUT", "DELETE"]);
