import { errorResponse } from "@/lib/api/handler";
import { NotFoundError } from "@/lib/errors";

export const dynamic = "force-dynamic";

// Any other /api/… address: a French JSON 404 (not the site's HTML page), whatever the method.
function notFound(): Response {
  return errorResponse(new NotFoundError("Adresse d’API inconnue."));
}

export {
  notFound as GET,
  notFound as POST,
  notFound as PUT,
  notFound as PATCH,
  notFound as DELETE,
};
