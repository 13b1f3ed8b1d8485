import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { GET as contentGet, POST as contentPost } from "@/app/api/content/route";
import { POST as newsletterPost } from "@/app/api/newsletter-v2/route";
import { seedDemoContent } from "@/lib/demo";
import { newsletterSubscribers } from "@/lib/db/schema";
import { listMailboxMessages } from "@/lib/email/mailbox";
import { countNewsletterRecipients } from "@/lib/newsletter/recipients";
import { subscribeVisitor } from "@/lib/newsletter/subscribers";
import { apiRequest, createSessions, type Role, type Sessions } from "../helpers/content-requests";
import { describeEachDatabase } from "../helpers/databases";

// The second outside audit's server findings (issue 20): L4 to L7.

const doc = {
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text: "Texte" }] }],
};

describeEachDatabase("audit findings L4–L7", (context) => {
  let sessions: Sessions;
  beforeAll(async () => {
    sessions = await createSessions(context.handle.db, "audit");
  });

  const get = (role: Role, path: string) => contentGet(apiRequest(sessions, role, "GET", path));

  it("L4: publications read by members or administrators are never stored by a cache", async () => {
    const created = await contentPost(
      apiRequest(sessions, "admin", "POST", "/api/content?contentType=publications", {
        json: { title: "Réservé L4", content: doc, pubdate: "2026-01-11", subscribersonly: true },
      }),
    );
    const publication = (await created.json()) as { id: string };
    for (const role of ["member", "admin"] as const) {
      for (const path of [
        "/api/content?contentType=publications",
        `/api/content?contentType=publications&id=${publication.id}`,
      ]) {
        const response = await get(role, path);
        expect(response.status).toBe(200);
        expect(response.headers.get("cache-control"), `${role} ${path}`).toBe("private, no-store");
      }
    }
    const visitor = await get("visitor", "/api/content?contentType=publications");
    expect(visitor.headers.get("vary")).toMatch(/Cookie/);
    expect(await visitor.text()).not.toContain("Réservé L4");
  });

  it("I7: a boolean field accepts booleans only", async () => {
    const response = await contentPost(
      apiRequest(sessions, "admin", "POST", "/api/content?contentType=publications", {
        json: { title: "Booléen", content: doc, pubdate: "2026-01-12", subscribersonly: "banana" },
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      success: false,
      error: "Valeur invalide\u00a0: true ou false attendu.",
    });
  });

  it("L5: a newsletter sent as legacy HTML is archived in the checked format, without its script vectors", async () => {
    const html =
      '<p>Lettre L5 <img src="x" onerror="alert(1)"> <a href="javascript:alert(2)">lien</a> <a href="https://srh-info.org/">site</a></p>';
    const expectedRecipients = await countNewsletterRecipients({
      membersOnly: false,
      states: [],
      tiers: [],
    });
    const response = await newsletterPost(
      apiRequest(sessions, "admin", "POST", "/api/newsletter-v2", {
        json: {
          action: "queue",
          title: "Lettre L5",
          content: html,
          selectedPublicationIds: [],
          expectedRecipients,
        },
      }),
    );
    expect(response.status).toBe(200);
    const list = await get("visitor", "/api/content?contentType=publications&type=newsletter");
    const { publications } = (await list.json()) as {
      publications: { title: string; content: string }[];
    };
    const archived = publications.find((item) => item.title === "Lettre L5");
    expect(archived).toBeDefined();
    expect(archived!.content).not.toMatch(/onerror/i);
    expect(archived!.content).not.toMatch(/javascript:/i);
    expect(JSON.parse(archived!.content)).toMatchObject({ type: "doc" });
    expect(archived!.content).toContain("https://srh-info.org/");
  });

  it("L6: subscribing gives one answer whether or not the address already reads the newsletter", async () => {
    await context.handle.db.insert(newsletterSubscribers).values({
      email: "deja.abonne@example.org",
      status: "confirmed",
      unsubscribeToken: "audit-deja-abonne-token",
      confirmedAt: new Date(),
    });
    const known = await subscribeVisitor("deja.abonne@example.org", "203.0.113.40");
    const unknown = await subscribeVisitor("nouveau.lecteur@example.org", "203.0.113.40");
    expect(known).toBe(unknown);
    const [mail] = await listMailboxMessages({ to: "deja.abonne@example.org" });
    expect(mail?.subject).toBe("Votre inscription à la lettre du SRH");
    expect(mail?.text).toMatch(/déjà/);
    const [row] = await context.handle.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "deja.abonne@example.org"));
    expect(row?.status).toBe("confirmed");
  });

  it("L7: the demo’s unsubscribe tokens are random, not derived from the seed’s code", async () => {
    await seedDemoContent(context.handle.db, { now: new Date("2026-11-21T10:00:00Z") });
    const rows = await context.handle.db
      .select({ token: newsletterSubscribers.unsubscribeToken })
      .from(newsletterSubscribers);
    const seeded = rows.filter((row) => row.token !== "audit-deja-abonne-token");
    expect(seeded.length).toBeGreaterThanOrEqual(100);
    for (const { token } of seeded) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
