import { sessionTokenFor } from "../helpers/users";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, expect, it } from "vitest";
import { GET as newsletterGet, POST as newsletterPost } from "@/app/api/newsletter-v2/route";
import {
  GET as unsubscribeGet,
  POST as unsubscribePost,
} from "@/app/api/newsletter/unsubscribe/route";
import { sessionCookieName } from "@/lib/auth/session-cookie";
import { newsletters, newsletterSubscribers, users } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { listMailboxMessages } from "@/lib/email/mailbox";
import { subscribeVisitor } from "@/lib/newsletter/subscribers";
import { describeEachDatabase } from "../helpers/databases";

// The documented calls of the composer (spec §7) and RFC 8058's one-click unsubscribe address.

const doc = (text: string) => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});

function call(
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("cookie", `${sessionCookieName}=${options.cookie}`);
  if (options.body !== undefined) headers.set("content-type", "application/json");
  return new NextRequest(`${env.siteUrl}${path}`, {
    method,
    headers,
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === "string"
          ? options.body
          : JSON.stringify(options.body),
  });
}

describeEachDatabase("newsletter API", (context) => {
  const tokens = { member: "", admin: "" };

  beforeAll(async () => {
    const [member] = await context.handle.db
      .insert(users)
      .values({
        email: "api.membre@example.org",
        firstname: "A",
        lastname: "Membre",
        newsletter: true,
        emailVerifiedAt: new Date(),
      })
      .returning();
    const [admin] = await context.handle.db
      .insert(users)
      .values({
        email: "api.admin@example.org",
        firstname: "A",
        lastname: "Admin",
        isAdmin: true,
        emailVerifiedAt: new Date(),
      })
      .returning();
    tokens.member = await sessionTokenFor({ id: member!.id, isAdmin: false });
    tokens.admin = await sessionTokenFor({ id: admin!.id, isAdmin: true });
    await context.handle.db.insert(newsletterSubscribers).values({
      email: "api.visiteur@example.org",
      status: "confirmed",
      unsubscribeToken: "api-visiteur-token",
    });
  });

  it("is for administrators only", async () => {
    expect((await newsletterGet(call("GET", "/api/newsletter-v2"))).status).toBe(401);
    expect(
      (await newsletterGet(call("GET", "/api/newsletter-v2", { cookie: tokens.member }))).status,
    ).toBe(403);
    const post = { action: "preview", title: "T", content: doc("x") };
    expect((await newsletterPost(call("POST", "/api/newsletter-v2", { body: post }))).status).toBe(
      401,
    );
    expect(
      (
        await newsletterPost(
          call("POST", "/api/newsletter-v2", { cookie: tokens.member, body: post }),
        )
      ).status,
    ).toBe(403);
    const foreign = call("POST", "/api/newsletter-v2", {
      cookie: tokens.admin,
      body: post,
      headers: { origin: "https://evil.example" },
    });
    expect((await newsletterPost(foreign)).status).toBe(403);
  });

  it("answers the composer’s data", async () => {
    const response = await newsletterGet(
      call("GET", "/api/newsletter-v2", { cookie: tokens.admin }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ success: true, queueStatus: null, debugMode: { enabled: false } });
    expect(Array.isArray(body.publications)).toBe(true);
  });

  it("resumes interrupted batches for an administrator only (nothing waiting: none resumed)", async () => {
    const body = { action: "resume" };
    expect(
      (await newsletterPost(call("POST", "/api/newsletter-v2", { cookie: tokens.member, body })))
        .status,
    ).toBe(403);
    const response = await newsletterPost(
      call("POST", "/api/newsletter-v2", { cookie: tokens.admin, body }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      resumed: 0,
      failed: 0,
      rateLimited: false,
    });
  });

  it("settles «\u00a0à vérifier\u00a0» e-mails for an administrator only, with French errors", async () => {
    const post = (body: unknown, cookie = tokens.admin) =>
      newsletterPost(call("POST", "/api/newsletter-v2", { cookie, body }));
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(
      (await post({ action: "settle", newsletterId: unknown, outcome: "sent" }, tokens.member))
        .status,
    ).toBe(403);
    const badOutcome = await post({ action: "settle", newsletterId: unknown, outcome: "oublier" });
    expect(badOutcome.status).toBe(400);
    expect(await badOutcome.json()).toMatchObject({
      success: false,
      error: "Choix inconnu\u00a0: «\u00a0sent\u00a0» ou «\u00a0resend\u00a0» attendu.",
    });
    const badId = await post({ action: "settle", newsletterId: "12", outcome: "sent" });
    expect(badId.status).toBe(400);
    expect(await badId.json()).toMatchObject({
      success: false,
      error: "Lettre d’information introuvable.",
    });
    const missing = await post({ action: "settle", newsletterId: unknown, outcome: "resend" });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      success: false,
      error: "Lettre d’information introuvable.",
    });
  });

  it("refuses bad input with a French 400", async () => {
    const post = (body: unknown) =>
      newsletterPost(call("POST", "/api/newsletter-v2", { cookie: tokens.admin, body }));
    for (const body of [
      { action: "queue", title: "", content: doc("x") },
      {
        action: "queue",
        title: "Titre",
        content: { type: "doc", content: [{ type: "paragraph" }] },
      },
      { action: "queue", title: "   ", content: "<p> </p>" },
      { action: "preview", title: "Titre" },
    ]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        success: false,
        error: "Veuillez renseigner un titre et un contenu",
      });
    }
    const unknown = await post({ action: "envoyer", title: "T", content: doc("x") });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toMatch(/Action inconnue/);
    const script = await post({
      action: "queue",
      title: "T",
      content: { type: "doc", content: [{ type: "script", text: "x" }] },
    });
    expect(script.status).toBe(400);
    expect(((await script.json()) as { error: string }).error).toMatch(/non autorisé/);
    const notJson = await newsletterPost(
      call("POST", "/api/newsletter-v2", { cookie: tokens.admin, body: "{pas du json" }),
    );
    expect(notJson.status).toBe(400);
  });

  it("previews the e-mail with sanitised content, then queues it and sends the first batch", async () => {
    const preview = await newsletterPost(
      call("POST", "/api/newsletter-v2", {
        cookie: tokens.admin,
        body: {
          action: "preview",
          title: "Lettre d’essai",
          content: '<p>Bonjour<img src=x onerror="alert(1)"><script>alert(2)</script></p>',
          selectedPublicationIds: [],
        },
      }),
    );
    expect(preview.status).toBe(200);
    const { previewHtml } = (await preview.json()) as { previewHtml: string };
    expect(previewHtml).toContain("Lettre d’essai");
    expect(previewHtml).toContain("Bonjour");
    expect(previewHtml).not.toMatch(/onerror|<script/);

    const queue = (fields: Record<string, unknown>) =>
      newsletterPost(
        call("POST", "/api/newsletter-v2", {
          cookie: tokens.admin,
          body: {
            action: "queue",
            title: "Lettre d’essai",
            content: doc("Bonjour"),
            selectedPublicationIds: [],
            ...fields,
          },
        }),
      );
    // The send needs the recipients' count the sender confirmed: without it, or with another
    // count, nothing is queued and the answer gives the count now.
    const unconfirmed = [
      [{}, /^Confirmez le nombre de destinataires \(expectedRecipients\)\s: 2 destinataires/],
      [
        { expectedRecipients: null },
        /^Confirmez le nombre de destinataires \(expectedRecipients\)\s: 2 destinataires/,
      ],
      [{ expectedRecipients: 3 }, /^Le nombre de destinataires a changé\s: 2 au lieu de 3\./],
      [{ expectedRecipients: 1 }, /^Le nombre de destinataires a changé\s: 2 au lieu de 1\./],
    ] as const;
    for (const [fields, error] of unconfirmed) {
      const refused = await queue(fields);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({
        success: false,
        error: expect.stringMatching(error),
        recipients: 2,
      });
    }
    const badCount = await queue({ expectedRecipients: "2" });
    expect(badCount.status).toBe(400);
    expect(await badCount.json()).toEqual({
      success: false,
      error: "Nombre de destinataires invalide.",
    });
    expect(await context.handle.db.select().from(newsletters)).toHaveLength(0);
    expect(await listMailboxMessages({ to: "api.visiteur@example.org" })).toHaveLength(0);

    const queued = await queue({ expectedRecipients: 2 });
    expect(queued.status).toBe(200);
    expect(await queued.json()).toEqual({
      success: true,
      sentImmediately: 2,
      totalRecipients: 2,
      remainingToSend: 0,
      estimatedDays: 0,
    });
    const [mail] = await listMailboxMessages({ to: "api.visiteur@example.org" });
    expect(mail?.subject).toBe("Lettre d’essai");
  });

  it("unsubscribes on a one-click POST from anywhere, whatever the body; a GET only shows the page", async () => {
    const [mail] = await listMailboxMessages({ to: "api.membre@example.org" });
    const link = /^<([^>]+)>/.exec(mail!.headers!["List-Unsubscribe"]!)![1]!;
    const path = link.slice(env.siteUrl.length);

    const get = await unsubscribeGet(call("GET", path));
    expect(get.status).toBe(303);
    expect(get.headers.get("location")).toMatch(/\/newsletter\/desinscription\?token=/);
    const [stillOn] = await context.handle.db
      .select()
      .from(users)
      .where(eq(users.email, "api.membre@example.org"));
    expect(stillOn?.newsletter).toBe(true);

    const post = await unsubscribePost(
      call("POST", path, {
        body: "List-Unsubscribe=One-Click",
        headers: {
          origin: "https://mail.example.com",
          "content-type": "application/x-www-form-urlencoded",
        },
      }),
    );
    expect(post.status).toBe(200);
    const [off] = await context.handle.db
      .select()
      .from(users)
      .where(eq(users.email, "api.membre@example.org"));
    expect(off?.newsletter).toBe(false);

    const forged = await unsubscribePost(
      call("POST", `/api/newsletter/unsubscribe?token=${"x".repeat(20)}.${"y".repeat(43)}`),
    );
    expect(forged.status).toBe(400);
    // The forged token unsubscribed no one: the visitor still reads the newsletter.
    const [visitor] = await context.handle.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "api.visiteur@example.org"));
    expect(visitor?.status).toBe("confirmed");
  });

  it("puts no List-Unsubscribe header on other e-mails (a subscription’s confirmation)", async () => {
    await subscribeVisitor("api.nouveau@example.org", "203.0.113.9");
    const [mail] = await listMailboxMessages({ to: "api.nouveau@example.org" });
    expect(mail?.subject).toMatch(/Confirmez/);
    expect(mail?.headers ?? {}).not.toHaveProperty("List-Unsubscribe");
  });
});
