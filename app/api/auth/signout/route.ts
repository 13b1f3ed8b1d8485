import { apiRoute } from "@/lib/api/handler";
import { endSession } from "@/lib/auth/session";
import { otherMethods } from "@/lib/api/other-methods";

export const dynamic = "force-dynamic";

// POST /api/auth/signout – Déconnexion: revokes this session on the server and clears its cookies
export const POST = apiRoute({}, async () => {
  await endSession();
  return {};
});

export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"]);
