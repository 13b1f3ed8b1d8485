import { z } from "zod";
import { apiRoute, readJson } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/other-methods";
import { getDb } from "@/lib/db";
import { subscriptions } from "@/lib/db/schema";
import { desc, eq } from "drizzle-orm";
import {
  billingOverview,
  createCardSetup,
  createOneTimePayment,
  legacySubscription,
  resolveMember,
  setSubscriptionCancellation,
} from "@/lib/payments/account";
import { parseOrThrow } from "@/lib/validation/issues";
import { parisDayIso } from "@/lib/format/dates";
import { lastDayCovered, renewalLabels } from "@/lib/membership/labels";

export const dynamic = "force-dynamic";

// The documented card-payment calls (spec §7 "Card payments"), for logged-in members. The
// `email` in a query or body only names whose data it is: it must be the caller's own address
// unless the caller is an administrator (401 without a session, 403 otherwise). Amounts are never
// taken from the caller: the tier decides (a legacy `amount` that differs is refused with 400).

const actionQuery = <const T extends readonly [string, ...string[]]>(actions: T) =>
  z.object({
    action: z.enum(actions, { error: "Paramètre action inconnu ou manquant." }),
    email: z.string().optional(),
  });

const tierData = z.object({ id: z.string() }).partial().passthrough().optional().nullable();

// GET /api/stripe?action=get-subscriptions | get-payments&email=
export const GET = apiRoute(
  { access: "member", query: actionQuery(["get-subscriptions", "get-payments"]), noStore: true },
  async ({ query, viewer }) => {
    const user = await resolveMember(viewer, query.email);
    if (query.action === "get-subscriptions") {
      const rows = await getDb()
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, user.id))
        .orderBy(desc(subscriptions.createdAt));
      return { subscriptions: rows.map(legacySubscription) };
    }
    const overview = await billingOverview(user);
    const toLegacy = (line: (typeof overview.history)[number]) => ({
      id: line.id,
      amount: line.amountCents / 100,
      status: line.status,
      created: Math.floor(line.date.getTime() / 1000),
      method: line.method,
    });
    return {
      lastPayment: overview.history[0] ? toLegacy(overview.history[0]) : null,
      payments: overview.history.map(toLegacy),
      membership: {
        state: overview.state.state,
        label: overview.state.label,
        date: overview.state.date?.toISOString() ?? null,
        // Two things: valid until (its last day covered, while anything paid runs), and the renewal.
        validUntil:
          (overview.state.state === "active" || overview.state.state === "trial") &&
          overview.state.date
            ? parisDayIso(lastDayCovered(overview.state.date))
            : null,
        renewal: {
          state: overview.renewal.kind,
          label: renewalLabels[overview.renewal.kind],
          date: overview.renewal.date?.toISOString() ?? null,
        },
      },
    };
  },
);

// POST /api/stripe?action=create-payment | cancel-subscription | update-payment-method | create-recurring-subscription | reactivate-subscription
export const POST = apiRoute(
  {
    access: "member",
    query: actionQuery([
      "create-payment",
      "cancel-subscription",
      "update-payment-method",
      "create-recurring-subscription",
      "reactivate-subscription",
    ]),
    noStore: true,
  },
  async ({ req, query, viewer }) => {
    const body = parseOrThrow(
      z
        .object({
          email: z.string().optional(),
          customer: z.object({ email: z.string().optional() }).passthrough().optional(),
          subscriptionId: z.string().optional(),
          tierData,
          amount: z.number().int().nonnegative().optional(),
          recurring: z.boolean().optional(),
        })
        .passthrough(),
      await readJson(req),
    );
    const user = await resolveMember(viewer, body.email ?? body.customer?.email ?? query.email);
    switch (query.action) {
      case "cancel-subscription":
        return {
          subscription: await setSubscriptionCancellation(viewer, user, {
            providerSubscriptionId: body.subscriptionId,
            cancel: true,
          }),
        };
      case "reactivate-subscription":
        return {
          subscription: await setSubscriptionCancellation(viewer, user, {
            providerSubscriptionId: body.subscriptionId,
            cancel: false,
          }),
        };
      case "update-payment-method":
        return { ...(await createCardSetup(viewer, user, "card_update")) };
      case "create-recurring-subscription":
        return { ...(await createCardSetup(viewer, user, "recurring", body.tierData?.id)) };
      case "create-payment":
        // A recurring request is a card to save for a subscription; otherwise the year paid once.
        return body.recurring
          ? { ...(await createCardSetup(viewer, user, "recurring", body.tierData?.id)) }
          : { ...(await createOneTimePayment(viewer, user, body.tierData?.id, body.amount)) };
    }
  },
);

export const { PUT, PATCH, DELETE } = otherMethods(["GET", "POST"]);
