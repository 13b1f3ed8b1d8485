import { z } from "zod";
import { apiRoute } from "@/lib/api/handler";
import { listMailboxMessages } from "@/lib/email/mailbox";
import { isDevMailboxEnabled } from "@/lib/env";
import { NotFoundError } from "@/lib/errors";
import { otherMethods } from "@/lib/api/other-methods";

export const dynamic = "force-dynamic";

const query = z.object({ to: z.string().optional() });

// GET /api/dev/outbox?to= – e-mails kept by the local transport, newest first (404 unless enabled)
export const GET = apiRoute({ query }, async ({ query }) => {
  if (!isDevMailboxEnabled) throw new NotFoundError();
  const messages = await listMailboxMessages({ to: query.to });
  return Response.json({ messages }, { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
