import { revalidatePath } from "next/cache";
import { z } from "zod";
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/other-methods";
import { ValidationError } from "@/lib/errors";
import { getPaymentProvider, isSimulated, runDueBilling } from "@/lib/payments";
import { advanceSimulatedClock } from "@/lib/membership/clock";

export const dynamic = "force-dynamic";

// POST /api/internal/billing – moves the simulated provider's clock forward and runs what falls
// due (trial ends, renewals, retries, expiries), for `npm run billing:advance` while the server
// runs (PGlite allows one process) and for end-to-end tests. Bearer CRON_SECRET only; refused with Stripe.
export const POST = apiRoute(
  { access: "cron", body: z.object({ days: z.number().min(0).max(3650) }) },
  async ({ body }) => {
    if (!isSimulated(getPaymentProvider()))
      throw new ValidationError("Stripe est configuré\u00a0: son horloge ne se déplace pas.");
    const now = await advanceSimulatedClock(body.days);
    // The visitors' signup page prints the first charge's date on this clock.
    revalidatePath("/cached/jadhere-au-srh/visitor");
    const figures = await runDueBilling({ now });
    return { now: now.toISOString(), figures };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"]);
