import type { AdminViewer } from "@/lib/auth/access";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { GET as downloadAttestation } from "@/app/(member)/profile/attestation/route";
import { issueAttestation } from "@/lib/attestations/issue";
import { encodeSessionToken, sessionCookieName } from "@/lib/auth/session-cookie";
import { viewerFromUser } from "@/lib/auth/viewer";
import {
  auditLog,
  mailbox,
  paymentCustomers,
  payments,
  simulatedObjects,
  subscriptions,
  users,
} from "@/lib/db/schema";
import { listMailboxMessages } from "@/lib/email/mailbox";
import { env } from "@/lib/env";
import {
  eraseMemberByAdmin,
  memberAdminView,
  updateImportedValidity,
  updateMemberAccess,
} from "@/lib/members/admin";
import {
  cancelOfflinePayment,
  correctOfflinePayment,
  recordOfflinePayment,
} from "@/lib/payments/offline";
import { listDirectory } from "@/lib/members/directory";
import { deleteAccount, requestAccountDeletion } from "@/lib/members/gdpr";
import { newSimulatedProvider, overridePaymentProvider } from "@/lib/payments";
import { erasureMessages } from "@/lib/payments/erasure";
import { applyTierToRenewal } from "@/lib/payments/account";
import { startSubscription } from "@/lib/payments/subscription-start";
import { membershipStateOf } from "@/lib/membership/reads";
import type { PaymentProvider } from "@/lib/payments/provider";
import { requestSignupCode } from "@/lib/signup/code-request";
import { confirmSignupCode, confirmSimulatedCard } from "@/lib/signup/payment-steps";
import { describeEachDatabase } from "../helpers/databases";
import { memberWithProviderCustomer } from "../helpers/payments";
import { insertAdmin, insertMember } from "../helpers/users";
import { DAY_MS } from "@/lib/format/time";
import { startStripeDouble, type StripeDouble, stripeProviderFor } from "../helpers/stripe-double";
import { formatEuros } from "@/lib/format/numbers";

// What an administrator does on a member's profile: offline payments that count for the state,
// corrected or cancelled (never deleted), with the member's receipt; tier and admin flag, erasure;
// each with its audit row.

const NOW = new Date("2026-06-15T10:00:00Z");

describeEachDatabase("member administration", (context) => {
  let admin: AdminViewer;
  let memberId: string;

  beforeEach(async () => {
    const db = context.handle.db;
    await db.delete(auditLog);
    await db.delete(payments);
    await db.delete(mailbox);
    await db.delete(users);
    admin = await insertAdmin(db);
    memberId = (await insertMember(db, { tierId: "practicing" })).id;
  });

  it("records a cheque that makes the member active, once per form, then corrects and cancels it", async () => {
    const db = context.handle.db;
    expect((await membershipStateOf(memberId, { now: NOW })).state.state).toBe("none");
    const key = randomUUID();
    const input = {
      userId: memberId,
      amount: "120,50",
      paidOn: "2026-06-01",
      method: "cheque" as const,
      reference: "CHQ 1234",
      idempotencyKey: key,
    };
    // 120,50 € for a 120 € tier: staff are asked to confirm the amount first (issue #17).
    await expect(recordOfflinePayment(admin, input, NOW)).rejects.toMatchObject({
      fieldErrors: { confirmAmount: expect.stringContaining("Confirmer ce montant") },
    });
    expect(await db.select().from(payments)).toHaveLength(0);
    Object.assign(input, { confirmAmount: "on" });
    const first = await recordOfflinePayment(admin, input, NOW);
    const again = await recordOfflinePayment(admin, input, NOW);
    expect(first.created).toBe(true);
    expect(again).toEqual({ paymentId: first.paymentId, created: false });
    expect(await db.select().from(payments)).toHaveLength(1);
    // One receipt e-mailed to the member, for the one payment.
    const receipts = (await db.select().from(mailbox)).filter(
      (mail) => mail.to === "membre@example.org",
    );
    expect(receipts.map((mail) => mail.subject)).toEqual([
      `Reçu de votre cotisation SRH (${formatEuros(12_050)})`,
    ]);

    const state = (await membershipStateOf(memberId, { now: NOW })).state;
    expect(state.state).toBe("active");
    expect(state.date?.toISOString()).toBe("2027-06-01T10:00:00.000Z");
    // The directory's SQL says the same.
    expect((await listDirectory(admin, { state: "active" }, NOW)).members.map((m) => m.id)).toEqual(
      [memberId],
    );

    await correctOfflinePayment(
      admin,
      {
        paymentId: first.paymentId,
        amount: "120",
        paidOn: "2025-05-01",
        method: "transfer",
        reference: "VIR",
      },
      NOW,
    );
    const [corrected] = await db.select().from(payments);
    expect(corrected).toMatchObject({
      amountCents: 12000,
      method: "transfer",
      reference: "VIR",
      provider: "offline",
      recordedBy: admin.id,
    });
    expect((await membershipStateOf(memberId, { now: NOW })).state.state).toBe("expired");

    await cancelOfflinePayment(
      admin,
      { paymentId: first.paymentId, reason: "Chèque sans provision" },
      NOW,
    );
    await expect(
      cancelOfflinePayment(admin, { paymentId: first.paymentId, reason: "encore" }, NOW),
    ).rejects.toThrow("Ce paiement est annulé.");
    const kept = await db.select().from(payments);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ cancelReason: "Chèque sans provision" });
    expect((await membershipStateOf(memberId, { now: NOW })).state.state).toBe("none");

    const view = await memberAdminView(admin, memberId);
    expect(view.payments[0]).toMatchObject({ recordedByName: "Camille Staff" });
    expect(view.journal.map((e) => e.action)).toEqual([
      "payment.cancel",
      "payment.correct",
      "payment.record",
    ]);
    expect(view.journal.every((e) => e.actor?.id === admin.id && e.member?.id === memberId)).toBe(
      true,
    );
  });

  it("refuses bad amounts and dates with French field errors", async () => {
    const base = {
      userId: memberId,
      method: "transfer" as const,
      reference: "",
      idempotencyKey: randomUUID(),
    };
    await expect(
      recordOfflinePayment(admin, { ...base, amount: "abc", paidOn: "2026-06-01" }, NOW),
    ).rejects.toMatchObject({
      fieldErrors: { amount: "Montant invalide (par exemple 120 ou 120,50)." },
    });
    await expect(
      recordOfflinePayment(admin, { ...base, amount: "30", paidOn: "2026-02-30" }, NOW),
    ).rejects.toMatchObject({ fieldErrors: { paidOn: "Date invalide." } });
    await expect(
      recordOfflinePayment(admin, { ...base, amount: "30", paidOn: "2026-07-01" }, NOW),
    ).rejects.toMatchObject({
      fieldErrors: { paidOn: "La date de paiement ne peut pas être dans le futur." },
    });
    // Above 10 × the highest tier (120 €): a typing mistake (issue #17).
    await expect(
      recordOfflinePayment(admin, { ...base, amount: "1200,01", paidOn: "2026-06-01" }, NOW),
    ).rejects.toMatchObject({
      fieldErrors: {
        amount: expect.stringMatching(/^Montant trop élevé\s: 1\s200\s€ au plus/),
      },
    });
  });

  it("changes the tier and the admin flag, never the administrator’s own flag", async () => {
    const db = context.handle.db;
    await updateMemberAccess(admin, { userId: memberId, tierId: "retired", isAdmin: true });
    const [row] = await db
      .select()
      .from(users)
      .where((await import("drizzle-orm")).eq(users.id, memberId));
    expect(row).toMatchObject({ tierId: "retired", isAdmin: true });
    await expect(
      updateMemberAccess(admin, { userId: admin.id, tierId: null, isAdmin: false }),
    ).rejects.toThrow("Vous ne pouvez pas retirer vos propres droits");
    const journal = await db.select().from(auditLog);
    expect(journal.map((e) => e.action)).toEqual(["member.update"]);
  });

  it("corrects or removes the «\u00a0Payé jusqu’au\u00a0» an import granted, never creates one, with its audit rows", async () => {
    const db = context.handle.db;
    const stateAt = async (now: Date) => (await membershipStateOf(memberId, { now })).state;
    await expect(
      updateImportedValidity(admin, { userId: memberId, paidUntil: "2026-12-31" }),
    ).rejects.toThrow("Ce membre n’a pas de validité reprise de l’ancien fichier");
    expect(
      (await db.select().from(users).where(eq(users.id, memberId)))[0]!.importedPaidUntil,
    ).toBeNull();

    // As the import of « payé jusqu'au 31/12/2026 » leaves it: the period's end, noon in Paris
    // the day after the last day covered.
    await db
      .update(users)
      .set({ importedPaidUntil: new Date("2027-01-01T11:00:00Z") })
      .where(eq(users.id, memberId));
    expect((await stateAt(NOW)).state).toBe("active");
    await expect(
      updateImportedValidity(admin, { userId: memberId, paidUntil: "2026-02-30" }),
    ).rejects.toMatchObject({
      fieldErrors: {
        paidUntil:
          "Date invalide\u00a0: choisissez un jour dans le calendrier, ou retirez la validité.",
      },
    });
    expect(await updateImportedValidity(admin, { userId: memberId, paidUntil: "2026-12-31" })).toBe(
      "unchanged",
    );

    // A typo in the former file: the member had paid until 31 May only.
    expect(await updateImportedValidity(admin, { userId: memberId, paidUntil: "2026-05-31" })).toBe(
      "updated",
    );
    const [corrected] = await db.select().from(users).where(eq(users.id, memberId));
    expect(corrected!.importedPaidUntil?.toISOString()).toBe("2026-06-01T10:00:00.000Z");
    expect((await stateAt(NOW)).state).not.toBe("active");

    expect(
      await updateImportedValidity(admin, {
        userId: memberId,
        paidUntil: "2026-05-31",
        remove: "1",
      }),
    ).toBe("removed");
    expect(
      (await db.select().from(users).where(eq(users.id, memberId)))[0]!.importedPaidUntil,
    ).toBeNull();
    expect((await stateAt(NOW)).state).toBe("none");
    expect(await db.select().from(payments)).toHaveLength(0);

    const journal = await db.select().from(auditLog).orderBy(auditLog.createdAt);
    expect(
      journal.map((entry) => [entry.action, entry.actorId, entry.memberId, entry.summary]),
    ).toEqual([
      [
        "member.update",
        admin.id,
        memberId,
        "Validité reprise de l’ancien fichier corrigée\u00a0: 31/12/2026 → 31/05/2026",
      ],
      [
        "member.update",
        admin.id,
        memberId,
        "Validité reprise de l’ancien fichier retirée (elle allait jusqu’au 31/05/2026)",
      ],
    ]);
  });

  it("erases a member on request after the e-mail is typed again, payments kept", async () => {
    const db = context.handle.db;
    await recordOfflinePayment(
      admin,
      {
        userId: memberId,
        amount: "60",
        paidOn: "2026-06-01",
        method: "cheque",
        reference: "",
        idempotencyKey: randomUUID(),
        confirmAmount: true,
      },
      NOW,
    );
    await expect(
      eraseMemberByAdmin(admin, { userId: memberId, confirmation: "autre@example.org" }),
    ).rejects.toThrow("L’adresse saisie ne correspond pas");
    await eraseMemberByAdmin(admin, { userId: memberId, confirmation: " MEMBRE@example.org " });
    const [row] = await db
      .select()
      .from(users)
      .where((await import("drizzle-orm")).eq(users.id, memberId));
    expect(row).toMatchObject({
      firstname: "Compte",
      lastname: "supprimé",
      anonymizedAt: expect.any(Date),
    });
    expect(await db.select().from(payments)).toHaveLength(1);
    expect((await db.select().from(auditLog)).map((e) => e.action).sort()).toEqual([
      "member.erase",
      "payment.record",
    ]);
    await expect(
      eraseMemberByAdmin(admin, { userId: admin.id, confirmation: "staff@example.org" }),
    ).rejects.toThrow("propre compte");
  });
});

// An administrator downloading a member's attestation is journaled; the member's own download is not.
describeEachDatabase("attestation downloads", (context) => {
  it("writes an audit row when an administrator downloads a member’s attestation", async () => {
    const db = context.handle.db;
    const [staff] = await db
      .insert(users)
      .values({
        email: "staff.attestation@example.org",
        firstname: "Camille",
        lastname: "Staff",
        isAdmin: true,
      })
      .returning();
    const [member] = await db
      .insert(users)
      .values({
        email: "attestee@example.org",
        firstname: "Claire",
        lastname: "Martin",
        address: "3 rue des Lilas",
      })
      .returning();
    await db.insert(payments).values({
      userId: member!.id,
      amountCents: 12000,
      status: "succeeded",
      provider: "offline",
      method: "cheque",
      paidAt: new Date("2025-03-10T10:00:00Z"),
    });
    const issued = await issueAttestation({
      userId: member!.id,
      year: 2025,
      now: new Date("2026-01-02T09:00:00Z"),
    });
    if (issued.status !== "issued") throw new Error("attestation expected");
    const download = async (userId: string) => {
      const headers = new Headers({
        cookie: `${sessionCookieName}=${await encodeSessionToken({ sub: userId, startedAt: Date.now(), isAdmin: false })}`,
      });
      return downloadAttestation(
        new NextRequest(`${env.siteUrl}/profile/attestation?id=${issued.attestation.id}`, {
          headers,
        }),
      );
    };

    expect((await download(member!.id)).status).toBe(200);
    expect(
      await db.select().from(auditLog).where(eq(auditLog.action, "attestation.download")),
    ).toEqual([]);
    const response = await download(staff!.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const journal = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "attestation.download"));
    expect(journal).toMatchObject([
      {
        actorId: staff!.id,
        memberId: member!.id,
        entity: "attestation",
        entityId: issued.attestation.id,
      },
    ]);
  });
});

// An erased member is never charged again: the provider cancels their subscription at once,
// detaches their card and forgets their name; if the provider cannot be reached, nothing is erased.
describeEachDatabase("erasure and the payment provider", (context) => {
  let admin: AdminViewer;

  beforeEach(async () => {
    admin = await insertAdmin(context.handle.db, { email: `staff-${randomUUID()}@example.org` });
  });

  afterEach(() => overridePaymentProvider(undefined));

  /** A member who joined with a card on the simulated provider (free year, renewal due). */
  async function simulatedSubscriber(email: string) {
    await requestSignupCode(
      {
        firstname: "Alix",
        lastname: "Abonnée",
        email,
        hospital: "CHU",
        tierId: "practicing",
        statutes: true,
      },
      "203.0.113.40",
    );
    const mail = (await listMailboxMessages({ to: email })).find((m) =>
      /code de confirmation/.test(m.subject),
    );
    const step = await confirmSignupCode(
      email,
      /(\d{6})$/.exec(mail!.subject)![1]!,
      "203.0.113.40",
    );
    if (step.kind !== "card") throw new Error("card step expected");
    await confirmSimulatedCard(email, step.intentId, step.clientSecret, "4242 4242 4242 4242");
    const [member] = await context.handle.db.select().from(users).where(eq(users.email, email));
    return member!;
  }

  it("ends the subscription when the member deletes their own account", async () => {
    overridePaymentProvider(newSimulatedProvider());
    const member = await simulatedSubscriber("moi-meme@example.org");
    const viewer = viewerFromUser(member);
    await requestAccountDeletion(viewer);
    const mail = (await listMailboxMessages({ to: member.email })).find((m) =>
      m.subject.startsWith("Suppression de votre compte"),
    );
    await deleteAccount(viewer, /(\d{6})$/.exec(mail!.subject)![1]!, { ip: "203.0.113.41" });
    const [after] = await context.handle.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, member.id));
    expect(after?.status).toBe("canceled");
  });

  it("cancels a simulated subscription at once, detaches the card and blanks the customer", async () => {
    const db = context.handle.db;
    const provider = newSimulatedProvider();
    overridePaymentProvider(provider);
    const email = "abonnee@example.org";
    const member = await simulatedSubscriber(email);
    const [before] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, member!.id));
    expect(before?.status).toBe("trialing");

    await eraseMemberByAdmin(admin, { userId: member!.id, confirmation: email });

    const [after] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, member!.id));
    expect(after).toMatchObject({ status: "canceled", endedAt: expect.any(Date) });
    expect((await provider.retrieveSubscription(before!.providerSubscriptionId))?.status).toBe(
      "canceled",
    );
    const [customer] = await db
      .select()
      .from(paymentCustomers)
      .where(eq(paymentCustomers.userId, member!.id));
    expect(customer).toMatchObject({ cardBrand: null, cardLast4: null });
    const [held] = await db
      .select({ data: simulatedObjects.data })
      .from(simulatedObjects)
      .where(eq(simulatedObjects.id, customer!.providerCustomerId));
    expect(held?.data).toMatchObject({ email: "", name: "", defaultPaymentMethod: null });
    const cards = (
      await db
        .select({ data: simulatedObjects.data })
        .from(simulatedObjects)
        .where(eq(simulatedObjects.kind, "card"))
    ).map((row) => row.data);
    expect(
      cards.filter(
        (card) => (card as { customer: string }).customer === customer!.providerCustomerId,
      ),
    ).toEqual([]);
    // A year and more later, nothing is charged.
    const figures = await provider.runDue(new Date(Date.now() + 400 * DAY_MS));
    expect(figures.charged).toBe(0);
    expect(await db.select().from(payments).where(eq(payments.userId, member!.id))).toEqual([]);
  });

  describe("with Stripe", () => {
    let double: StripeDouble;
    let provider: PaymentProvider;

    beforeAll(async () => {
      double = await startStripeDouble();
      provider = stripeProviderFor(double, "whsec_test");
    });
    afterAll(() => double.close());
    beforeEach(() => {
      overridePaymentProvider(provider);
      double.failWhen = null;
    });

    async function subscribedMember(
      email: string,
    ): Promise<{ userId: string; customerId: string; subscriptionId: string }> {
      const { user, customerId } = await memberWithProviderCustomer(context.handle.db, provider, {
        email,
        firstname: "Sacha",
        lastname: "Stripe",
        tierId: "retired",
        card: { brand: "visa", last4: "4242" },
      });
      await startSubscription(provider, {
        customerId: customerId,
        paymentMethodId: `pm_${user.id}`,
        metadata: { userId: user.id, tierId: "retired", purpose: "signup" },
        idempotencyKey: `subscription:${user.id}`,
      });
      double.objects.set(`pm_${user.id}`, {
        id: `pm_${user.id}`,
        object: "payment_method",
        type: "card",
        customer: customerId,
        card: { brand: "visa", last4: "4242" },
      });
      const [row] = await context.handle.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, user.id));
      return {
        userId: user.id,
        customerId: customerId,
        subscriptionId: row!.providerSubscriptionId,
      };
    }

    it("cancels the subscription now, detaches the card and blanks the customer’s name and e-mail", async () => {
      const { userId, customerId, subscriptionId } = await subscribedMember(
        "stripe-abonne@example.org",
      );
      await eraseMemberByAdmin(admin, { userId, confirmation: "stripe-abonne@example.org" });

      expect(double.requests.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual([
        `/v1/subscriptions/${subscriptionId}`,
      ]);
      expect(double.objects.get(subscriptionId)).toMatchObject({ status: "canceled" });
      const detach = double.requests.find(
        (r) => r.path === `/v1/payment_methods/pm_${userId}/detach`,
      );
      expect(detach?.idempotencyKey).toBe(`forget-customer:${customerId}:detach:pm_${userId}`);
      expect(double.objects.get(`pm_${userId}`)).toMatchObject({ customer: null });
      expect(double.objects.get(customerId)).toMatchObject({ name: null, email: null });
      const [local] = await context.handle.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId));
      expect(local).toMatchObject({ status: "canceled", endedAt: expect.any(Date) });
      const [user] = await context.handle.db.select().from(users).where(eq(users.id, userId));
      expect(user?.anonymizedAt).toBeInstanceOf(Date);
    });

    it("changes the tier at Stripe once when the same change is asked twice at once (one idempotency key)", async () => {
      const { userId, subscriptionId } = await subscribedMember("stripe-palier@example.org");
      const isTierUpdate = (r: { method: string; path: string; body: Record<string, string> }) =>
        r.method === "POST" &&
        r.path === `/v1/subscriptions/${subscriptionId}` &&
        r.body["items[0][price_data][unit_amount]"] !== undefined;
      // Both requests reach Stripe before either is answered: two tabs, or a double click.
      double.holdTogether(2, isTierUpdate);
      await Promise.all([
        applyTierToRenewal(admin, userId, "practicing"),
        applyTierToRenewal(admin, userId, "practicing"),
      ]);
      const sent = double.requests.filter(isTierUpdate);
      expect(sent).toHaveLength(2);
      expect(sent[0]!.body["items[0][price_data][unit_amount]"]).toBe("12000");
      expect(sent[0]!.idempotencyKey).toMatch(
        new RegExp(`^tier:${subscriptionId}:practicing:12000:`),
      );
      expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey);
      expect(double.priceUpdates(subscriptionId)).toBe(1);

      // A later change, even back to the first tier and then again, is a change of its own.
      await applyTierToRenewal(admin, userId, "retired");
      await applyTierToRenewal(admin, userId, "practicing");
      expect(double.priceUpdates(subscriptionId)).toBe(3);
      expect(new Set(double.requests.filter(isTierUpdate).map((r) => r.idempotencyKey)).size).toBe(
        3,
      );
    });

    it("erases nothing, with a French message, when Stripe refuses the cancellation", async () => {
      const { userId, subscriptionId } = await subscribedMember("stripe-panne@example.org");
      double.failWhen = (request) => request.method === "DELETE";
      await expect(
        eraseMemberByAdmin(admin, { userId, confirmation: "stripe-panne@example.org" }),
      ).rejects.toThrow(erasureMessages.providerFailed);
      const [user] = await context.handle.db.select().from(users).where(eq(users.id, userId));
      expect(user).toMatchObject({ email: "stripe-panne@example.org", anonymizedAt: null });
      expect(double.objects.get(subscriptionId)).toMatchObject({ status: "trialing" });
      const journal = await context.handle.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "member.erase"));
      expect(journal.filter((entry) => entry.entityId === userId)).toEqual([]);

      double.failWhen = null;
      await eraseMemberByAdmin(admin, { userId, confirmation: "stripe-panne@example.org" });
      expect(double.objects.get(subscriptionId)).toMatchObject({ status: "canceled" });
    });
  });
});
