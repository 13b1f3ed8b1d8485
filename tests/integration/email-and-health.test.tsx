import { NextRequest } from "next/server";
import { expect, it } from "vitest";
import { GET as getOutbox } from "@/app/api/dev/outbox/route";
import { GET as getUtils } from "@/app/api/utils/route";
import { openPglite } from "@/lib/db/client";
import { useDatabaseHandle } from "@/lib/db";
import { sendEmail } from "@/lib/email";
import { EmailLayout } from "@/lib/email/templates/components/email-layout";
import { describeEachDatabase } from "../helpers/databases";

const request = (path: string) => new NextRequest(new URL(path, "http://localhost:3000"));

describeEachDatabase("e-mail outbox", (context) => {
  it("stores each message and lists them newest first, filtered by recipient", async () => {
    await sendEmail({ to: "a@example.org", subject: "Premier", html: "<p>Un</p>", text: "Un" });
    await sendEmail({
      to: "b@example.org",
      subject: "Deuxième",
      replyTo: "visiteur@example.org",
      react: <EmailLayout preview="Aperçu">Bonjour</EmailLayout>,
    });
    await sendEmail({
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

    const rendered = all.messages[1];
    expect(rendered.html).toContain('lang="fr"');
    expect(rendered.text).toContain("Bonjour");
    expect(context.kind).toBeDefined();
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
  const closed = openPglite({ memory: true });
  await closed.close();
  useDatabaseHandle(closed);
  try {
    const response = await getUtils(request("/api/utils?utilType=test-connection"));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      success: false,
      error: "La base de données est injoignable.",
    });
  } finally {
    useDatabaseHandle(undefined);
  }
});
