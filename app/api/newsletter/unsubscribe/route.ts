import { NextResponse } from "next/server";
import { z } from "zod";
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/other-methods";
import { env } from "@/lib/env";
import { ValidationError } from "@/lib/errors";
import { unsubscribeWithToken } from "@/lib/newsletter/unsubscribe";

export const dynamic = "force-dynamic";

const query = z.object({
  token: z
    .string({ error: "Lien de désinscription incomplet." })
    .min(10, "Lien de désinscription incomplet.")
    .max(600),
});

// POST /api/newsletter/unsubscribe?token= – RFC 8058 one-click unsubscribe, posted by mail
// providers: no session, any origin, whatever the body (never read); the signed token is the
// authority.
export const POST = apiRoute({ query, anyOrigin: true, noStore: true }, async ({ query }) => {
  if (!(await unsubscribeWithToken(query.token)))
    throw new ValidationError("Ce lien de désinscription n’est pas valable.");
  return {
    message: "Vous êtes désinscrit\u00a0: vous ne recevrez plus la lettre d’information du SRH.",
  };
});

// GET /api/newsletter/unsubscribe?token= – a person (or a link scanner) opening the header's
// address: the page with a confirmation button; nothing changes.
export const GET = apiRoute({ query }, async ({ query }) => {
  return NextResponse.redirect(
    `${env.siteUrl}/newsletter/desinscription?token=${encodeURIComponent(query.token)}`,
    303,
  );
});

export const { PUT, PATCH, DELETE } = otherMethods(["GET", "POST"]);
