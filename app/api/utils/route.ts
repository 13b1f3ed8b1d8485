import { z } from "zod";
import { apiRoute } from "@/lib/api/handler";
import { pingDatabase } from "@/lib/db/health";
import { otherMethods } from "@/lib/api/other-methods";

export const dynamic = "force-dynamic";

const query = z.object({
  utilType: z.enum(["test-connection"], { error: "Paramètre utilType inconnu ou manquant." }),
});

// GET /api/utils?utilType=test-connection – health check with a real database round-trip
export const GET = apiRoute({ query }, async () => {
  await pingDatabase();
  return {};
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
