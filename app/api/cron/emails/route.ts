import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/other-methods";
import { sendQueuedEmails } from "@/lib/email/sender";

export const dynamic = "force-dynamic";
export const maxDuration = 300;

// GET /api/cron/emails – sends what the outbox has due (retries after a provider's outage, rows a
// dead sender left). For hosts without a long-running process (Vercel: a cron entry every few
// minutes, docs/operations.md); a Node host runs the same in-process. Bearer CRON_SECRET only.
export const GET = apiRoute({ access: "cron" }, async () => {
  const { states: _states, ...figures } = await sendQueuedEmails({ limit: 500 });
  return Response.json({ success: true, ...figures }, { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
