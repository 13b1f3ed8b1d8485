import { z } from "zod";
import { apiRoute } from "@/lib/api/handler";
import { UnauthorizedError } from "@/lib/errors";
import { listFaqs } from "@/lib/faq/queries";
import { listLinks, toLegacyLink } from "@/lib/links/queries";
import { PUBLICATION_TYPES } from "@/lib/db/schema";
import { audienceOf } from "@/lib/auth/audience";
import { listLegacyPublications } from "@/lib/publications/queries";
import { otherMethods } from "@/lib/api/other-methods";

export const dynamic = "force-dynamic";

const contentType = z.enum(["publications", "faq", "liens"], { error: "Paramètre contentType inconnu ou manquant." });

const getQuery = z.object({
  contentType,
  type: z.enum(PUBLICATION_TYPES, { error: "Type de publication inconnu." }).optional(),
  id: z.string().optional(),
});

// GET /api/content?contentType=publications[&type=…][&id=…] | faq (members) | liens
export const GET = apiRoute({ query: getQuery }, async ({ query, viewer }) => {
  switch (query.contentType) {
    case "publications":
      return {
        publications: await listLegacyPublications({ audience: audienceOf(viewer), type: query.type, id: query.id }),
      };
    case "liens":
      return { liens: (await listLinks()).map(toLegacyLink) };
    case "faq": {
      if (!viewer) throw new UnauthorizedError("La FAQ est réservée aux adhérents. Connectez-vous pour la consulter.");
      const items = await listFaqs();
      const faqs = items.map(({ id, question, answer, tags }) => ({ id, question, answer, tags }));
      // Members-only: never kept by a browser or a proxy.
      return Response.json({ success: true, faqs }, { headers: { "Cache-Control": "private, no-store" } });
    }
  }
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
