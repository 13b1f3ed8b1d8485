import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { newsletterSubscribers } from "@/lib/db/schema";
import { listMailboxMessages } from "@/lib/email/mailbox";
import { RateLimitError } from "@/lib/errors";
import { confirmSubscription, subscribeVisitor } from "@/lib/newsletter/subscribers";
import { unsubscribeWithToken } from "@/lib/newsletter/unsubscribe";
import { describeEachDatabase } from "../helpers/databases";
import { rejectionOf } from "../helpers/errors";

function tokenFrom(html: string): string {
  const match = /confirmation\?token=([A-Za-z0-9_-]+)/.exec(html);
  if (!match?.[1]) throw new Error("no confirmation link in the e-mail");
  return match[1];
}

describeEachDatabase("newsletter subscription (double opt-in)", (context) => {
  it("keeps a pending row until the link is confirmed, then e-mails the address that it is already subscribed", async () => {
    expect(await subscribeVisitor("lecteur@example.org", "203.0.113.1")).toBe("confirmation-sent");
    const [pending] = await context.handle.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "lecteur@example.org"));
    expect(pending?.status).toBe("pending");

    const [mail] = await listMailboxMessages({ to: "lecteur@example.org" });
    expect(mail?.subject).toBe("Confirmez votre inscription à la lettre du SRH");
    const token = tokenFrom(mail!.html);
    expect(pending?.confirmTokenHash).not.toBe(token);

    expect(await confirmSubscription("not-the-token-at-all")).toBe("invalid");
    expect(await confirmSubscription(token)).toBe("confirmed");
    expect(await confirmSubscription(token)).toBe("invalid");
    expect(await subscribeVisitor("lecteur@example.org", "203.0.113.1")).toBe("confirmation-sent");
    const [notice] = await listMailboxMessages({ to: "lecteur@example.org" });
    expect(notice?.subject).toBe("Votre inscription à la lettre du SRH");

    const [confirmed] = await context.handle.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "lecteur@example.org"));
    expect(confirmed?.status).toBe("confirmed");
    expect(await unsubscribeWithToken(confirmed!.unsubscribeToken)).toBe(true);
    expect(await subscribeVisitor("lecteur@example.org", "203.0.113.1")).toBe("confirmation-sent");
  });

  it("limits confirmation e-mails per address and per IP", async () => {
    for (let i = 0; i < 3; i++) await subscribeVisitor("insistant@example.org", "203.0.113.2");
    expect(
      await rejectionOf(subscribeVisitor("insistant@example.org", "203.0.113.2")),
    ).toBeInstanceOf(RateLimitError);
    expect(await listMailboxMessages({ to: "insistant@example.org" })).toHaveLength(3);

    for (let i = 0; i < 10; i++) await subscribeVisitor(`visiteur${i}@example.org`, "203.0.113.3");
    expect(await rejectionOf(subscribeVisitor("encore@example.org", "203.0.113.3"))).toBeInstanceOf(
      RateLimitError,
    );
  });
});
