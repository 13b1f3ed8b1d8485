import { z } from "zod";
import { apiRoute } from "@/lib/api/handler";
import { listMailboxMessages } from "@/lib/email/mailbox";
import { isDevMailboxEnabled } from "@/lib/env";
import { NotFoundError } from "@/lib/errors";
import { otherMethods } from "@/lib/api/other-methods";

export const dynamic = "force-dynamic";

const query = z.object({
  to: z.string().optional(),
  since: z.iso.datetime({ offset: true, error: "Date invalide (ISO 8601 attendu)." }).optional(),
});

// GET /api/dev/outbox?to=&since= – e-mails kept by the local transport, newest first, those
// stored at or after `since` only when given (404 unless enabled)
export const GET = apiRoute({ query }, async ({ query }) => {
  if (!isDevMailboxEnabled) throw new NotFoundError();
  const messages = await listMailboxMessages({
    to: query.to,
    since: query.since === undefined ? undefined : new Date(query.since),
  });
  return Response.json({ messages }, { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
