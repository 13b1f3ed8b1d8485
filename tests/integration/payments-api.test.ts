import { sessionTokenFor } from "../helpers/users";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, expect, it } from "vitest";
import { GET as stripeGet, POST as stripePost } from "@/app/api/stripe/route";
import { sessionCookieName } from "@/lib/auth/session-cookie";
import { viewerFromUser } from "@/lib/auth/viewer";
import { mailbox, payments, subscriptions, users } from "@/lib/db/schema";
import { ForbiddenError, NotFoundError } from "@/lib/errors";
import { listMailboxMessages } from "@/lib/email/mailbox";
import { env } from "@/lib/env";
import { getPaymentProvider, newSimulatedProvider, overridePaymentProvider } from "@/lib/payments";
import { resolveMember } from "@/lib/payments/account";
import { ensureCustomer } from "@/lib/payments/customers";
import { startSubscription } from "@/lib/payments/subscription-start";
import type { SimulatedProvider } from "@/lib/payments/simulated";
import { describeEachDatabase } from "../helpers/databases";

// The documented calls /api/stripe?action=…: the e-mail never chooses whose data it is (403 for a
// member naming someone else, 401 without a session), amounts come from the tier, and the
// subscription is cancelled and reactivated through the provider; a receipt follows a payment.

type Role = "visitor" | "member" | "admin";

describeEachDatabase("/api/stripe calls", (context) => {
  const tokens: Record<"member" | "admin", string> = { member: "", admin: "" };
  let other: { id: string; email: string };
  let provider: SimulatedProvider;

  beforeAll(async () => {
    provider = newSimulatedProvider();
    overridePaymentProvider(provider);
    const db = context.handle.db;
    const [member] = await db
      .insert(users)
      .values({
        email: "payeur.api@example.org",
        firstname: "Pay",
        lastname: "Eur",
        tierId: "retired",
      })
      .returning();
    const [admin] = await db
      .insert(users)
      .values({ email: "admin.api@example.org", firstname: "Ad", lastname: "Min", isAdmin: true })
      .returning();
    const [someone] = await db
      .insert(users)
      .values({
        email: "autre.api@example.org",
        firstname: "Au",
        lastname: "Tre",
        tierId: "practicing",
      })
      .returning();
    other = { id: someone!.id, email: someone!.email };
    tokens.member = await sessionTokenFor({ id: member!.id, isAdmin: false });
    tokens.admin = await sessionTokenFor({ id: admin!.id, isAdmin: true });
    // The other member has a subscription in its offered year.
    const customerId = await ensureCustomer(getPaymentProvider(), someone!);
    await startSubscription(getPaymentProvider(), {
      customerId,
      paymentMethodId: null,
      metadata: { userId: someone!.id, tierId: "practicing", purpose: "signup" },
      idempotencyKey: "sub:autre",
    });
  });

  function call(method: "GET" | "POST", query: string, role: Role, body?: unknown) {
    const headers = new Headers({ "content-type": "application/json" });
    if (role !== "visitor") headers.set("cookie", `${sessionCookieName}=${tokens[role]}`);
    const req = new NextRequest(`${env.siteUrl}/api/stripe?${query}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return method === "GET" ? stripeGet(req) : stripePost(req);
  }

  it.each([
    ["GET", "action=get-subscriptions", undefined, { visitor: 401, member: 200, admin: 200 }],
    [
      "GET",
      "action=get-subscriptions&email=autre.api@example.org",
      undefined,
      { visitor: 401, member: 403, admin: 200 },
    ],
    [
      "GET",
      "action=get-payments&email=AUTRE.api@example.org",
      undefined,
      { visitor: 401, member: 403, admin: 200 },
    ],
    [
      "GET",
      "action=get-payments&email=payeur.api@example.org",
      undefined,
      { visitor: 401, member: 200, admin: 200 },
    ],
    [
      "POST",
      "action=cancel-subscription",
      { email: "autre.api@example.org", subscriptionId: "sub_inconnu" },
      { visitor: 401, member: 403, admin: 404 },
    ],
    [
      "POST",
      "action=update-payment-method",
      { email: "autre.api@example.org" },
      { visitor: 401, member: 403, admin: 200 },
    ],
    [
      "POST",
      "action=create-payment",
      {
        customer: { email: "autre.api@example.org" },
        amount: 12000,
        tierData: { id: "practicing" },
      },
      { visitor: 401, member: 403, admin: 400 },
    ],
  ] as const)("%s ?%s", async (method, query, body, expected) => {
    for (const role of ["visitor", "member", "admin"] as const) {
      const response = await call(method, query, role, body);
      expect(response.status, role).toBe(expected[role]);
    }
  });

  it("lets the member read and cancel only their own, and an administrator anyone’s", async () => {
    const subs = await (
      await call("GET", `action=get-subscriptions&email=${other.email}`, "admin")
    ).json();
    expect(subs.subscriptions).toHaveLength(1);
    const subscriptionId = subs.subscriptions[0].id as string;
    // The member names their own address but another member's subscription id: not found.
    expect(
      (
        await call("POST", "action=cancel-subscription", "member", {
          email: "payeur.api@example.org",
          subscriptionId,
        })
      ).status,
    ).toBe(404);
    const cancelled = await (
      await call("POST", "action=cancel-subscription", "admin", {
        email: other.email,
        subscriptionId,
      })
    ).json();
    expect(cancelled).toMatchObject({
      success: true,
      subscription: { id: subscriptionId, cancel_at_period_end: true, status: "trialing" },
    });
    const reactivated = await (
      await call("POST", "action=reactivate-subscription", "admin", {
        email: other.email,
        subscriptionId,
      })
    ).json();
    expect(reactivated.subscription.cancel_at_period_end).toBe(false);
    const [row] = await context.handle.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, other.id));
    expect(row!.cancelAtPeriodEnd).toBe(false);
  });

  it("takes the amount from the tier: a different legacy amount is refused, the right one pays, with a receipt", async () => {
    const wrong = await call("POST", "action=create-payment", "member", {
      amount: 100,
      tierData: { id: "retired" },
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toBe("Le montant ne correspond pas au type d’adhésion.");
    const right = await (
      await call("POST", "action=create-payment", "member", {
        amount: 6000,
        tierData: { id: "retired" },
      })
    ).json();
    expect(right).toMatchObject({ success: true, provider: "simulated" });
    await context.handle.db.delete(mailbox);
    await provider.confirmIntent({
      intentId: right.paymentIntentId,
      clientSecret: right.clientSecret,
      cardNumber: "4242424242424242",
    });
    const [member] = await context.handle.db
      .select()
      .from(users)
      .where(eq(users.email, "payeur.api@example.org"));
    const [line] = await context.handle.db
      .select()
      .from(payments)
      .where(eq(payments.userId, member!.id));
    expect(line).toMatchObject({
      status: "succeeded",
      amountCents: 6000,
      tierId: "retired",
      method: "card",
    });
    const receipts = (await listMailboxMessages()).filter((m) => m.to === "payeur.api@example.org");
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toMatch(/^Reçu de votre cotisation SRH/);
    expect(JSON.stringify(receipts[0])).toContain(
      "Ce reçu vaut justificatif de paiement de la cotisation syndicale",
    );
    // Now valid with no live subscription: paying again is still allowed (no subscription), but
    // a member with a valid year and a running subscription is told no payment is needed.
    const payments2 = await (await call("GET", "action=get-payments", "member")).json();
    expect(payments2.lastPayment).toMatchObject({ amount: 60, status: "succeeded" });
    expect(payments2.membership.state).toBe("active");
  });

  it("answers a payment-tab id that is no UUID with the French 'not found', not a database error", async () => {
    const [admin] = await context.handle.db
      .select()
      .from(users)
      .where(eq(users.email, "admin.api@example.org"));
    const [member] = await context.handle.db
      .select()
      .from(users)
      .where(eq(users.email, "payeur.api@example.org"));
    for (const id of ["pas-un-uuid", "1 or 1=1", `${other.id}x`]) {
      const refused = resolveMember(viewerFromUser(admin!), null, id);
      await expect(refused).rejects.toBeInstanceOf(NotFoundError);
      await expect(refused).rejects.toMatchObject({
        status: 404,
        message: "Utilisateur non trouvé",
      });
    }
    // A member naming anyone else, id or not, is still refused first.
    await expect(
      resolveMember(viewerFromUser(member!), null, "pas-un-uuid"),
    ).rejects.toBeInstanceOf(ForbiddenError);
    expect((await resolveMember(viewerFromUser(admin!), null, other.id)).id).toBe(other.id);
  });

  it("refuses a one-time payment to a member whose offered year runs with a subscription", async () => {
    const response = await call("POST", "action=create-payment", "admin", {
      email: other.email,
      tierData: { id: "practicing" },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(
      "Vous avez déjà une adhésion active. Aucun paiement supplémentaire n’est nécessaire.",
    );
  });
});
