import { NextRequest } from "next/server";
import { expect, it } from "vitest";
import { GET as getOutbox } from "@/app/api/dev/outbox/route";
import { GET as getUtils } from "@/app/api/utils/route";
import { openPostgres } from "@/lib/db/client";
import { useDatabaseHandle } from "@/lib/db";
import { getDb } from "@/lib/db";
import { queueEmail, type QueuedEmail } from "@/lib/email/outbox";
import { sendQueuedEmails } from "@/lib/email/sender";
import { EmailLayout } from "@/lib/email/templates/components/email-layout";
import { describeEachDatabase } from "../helpers/databases";

const request = (path: string) => new NextRequest(new URL(path, "http://localhost:3000"));

/** One e-mail through the outbox and the sender, as every producer does. */
async function sendOne(message: Omit<QueuedEmail, "kind" | "idempotencyKey">) {
  const key = `test:${message.subject}`;
  await getDb().transaction((tx) =>
    queueEmail(tx, { ...message, kind: "contact-message", idempotencyKey: key } as QueuedEmail),
  );
  await sendQueuedEmails({ keys: [key] });
}

describeEachDatabase("e-mail outbox", (context) => {
  it("stores each message and lists them newest first, filtered by recipient", async () => {
    await sendOne({ to: "a@example.org", subject: "Premier", html: "<p>Un</p>", text: "Un" });
    await sendOne({
      to: "b@example.org",
      subject: "Deuxième",
      replyTo: "visiteur@example.org",
      react: <EmailLayout preview="Aperçu">Bonjour</EmailLayout>,
    });
    await sendOne({
      to: "A@example.org",
      subject: "Troisième",
      html: "<p>Trois</p>",
      text: "Trois",
    });

    const all = await (await getOutbox(request("/api/dev/outbox"))).json();
    expect(all.messages.map((m: { subject: string }) => m.subject)).toEqual([
      "Troisième",
      "Deuxième",
      "Premier",
    ]);
    expect(Object.keys(all.messages[0]).sort()).toEqual(
      expect.arrayContaining(["id", "to", "from", "subject", "text", "html", "createdAt"]),
    );

    const forA = await (await getOutbox(request("/api/dev/outbox?to=a@example.org"))).json();
    expect(forA.messages.map((m: { subject: string }) => m.subject)).toEqual([
      "Troisième",
      "Premier",
    ]);

    const empty = await (await getOutbox(request("/api/dev/outbox?to="))).json();
    expect(empty.messages).toHaveLength(3);

    // Only what was stored at or after a time (the e2e tests' reads after each test).
    const since = encodeURIComponent(all.messages[1].createdAt);
    const recent = await (await getOutbox(request(`/api/dev/outbox?since=${since}`))).json();
    expect(recent.messages.map((m: { subject: string }) => m.subject)).toEqual([
      "Troisième",
      "Deuxième",
    ]);
    const badSince = await getOutbox(request("/api/dev/outbox?since=hier"));
    expect(badSince.status).toBe(400);
    expect(await badSince.text()).toContain("Date invalide");

    const rendered = all.messages[1];
    expect(rendered.html).toContain('lang="fr"');
    expect(rendered.html).toContain("<title>Deuxième</title>");
    expect(rendered.text).toContain("Bonjour");
    expect(rendered.replyTo).toBe("visiteur@example.org");
    // What the local provider got: the key the sender gave it (as Resend's Idempotency-Key).
    expect(rendered.idempotencyKey).toBe("test:Deuxième");
    expect(context.kind).toBeDefined();
  });
});

describeEachDatabase("e-mail headers", () => {
  it("refuses List-Unsubscribe on anything but the newsletter, and queues the same key once", async () => {
    const message = {
      kind: "membership-reminder" as const,
      to: "a@example.org",
      subject: "Rappel",
      html: "<p>Rappel</p>",
      text: "Rappel",
      idempotencyKey: "test:entetes",
    };
    await expect(
      getDb().transaction((tx) =>
        queueEmail(tx, { ...message, headers: { "List-Unsubscribe": "<https://x>" } }),
      ),
    ).rejects.toThrow(/belongs to the newsletter/);
    expect(await getDb().transaction((tx) => queueEmail(tx, message))).toEqual({
      key: "test:entetes",
      queued: true,
    });
    expect(await getDb().transaction((tx) => queueEmail(tx, message))).toEqual({
      key: "test:entetes",
      queued: false,
    });
  });
});

describeEachDatabase("health check", () => {
  it("answers success after a database round-trip", async () => {
    const response = await getUtils(request("/api/utils?utilType=test-connection"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
  });

  it("refuses an unknown or missing utilType with 400", async () => {
    for (const path of ["/api/utils?utilType=drop-tables", "/api/utils"]) {
      const response = await getUtils(request(path));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, error: expect.any(String) });
    }
  });
});

it("answers 503 when the database is unreachable", async () => {
  // A server that is not there (nothing listens on port 1): refused at once, where opening and
  // closing an embedded database took seconds, and over 30 s on a loaded machine.
  const unreachable = openPostgres("postgres://postgres@127.0.0.1:1/srh");
  useDatabaseHandle(unreachable);
  try {
    const response = await getUtils(request("/api/utils?utilType=test-connection"));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      success: false,
      error: "La base de données est injoignable.",
    });
  } finally {
    useDatabaseHandle(undefined);
    await unreachable.close();
  }
});
