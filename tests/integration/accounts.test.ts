import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { verifyLoginCode } from "@/lib/members/login-codes";
import { viewerFromUser, type Viewer } from "@/lib/auth/viewer";
import { otpCodes, mailbox, rateLimits, users } from "@/lib/db/schema";
import { listMailboxMessages } from "@/lib/email/mailbox";
import { ConflictError } from "@/lib/errors";
import { createMember } from "@/lib/members/accounts";
import { profileSchema } from "@/lib/members/schemas";
import { describeEachDatabase } from "../helpers/databases";
import { rejectionOf } from "../helpers/errors";

// Creating an account never tells anyone but staff whether an address is a member's (union
// membership is special-category data): the caller learns nothing, the address's owner is told.

describeEachDatabase("account creation", (context) => {
  let admin: Viewer;
  let tasks: (() => Promise<void>)[];
  const options = () => ({
    ip: "198.51.100.70",
    schedule: (task: () => Promise<void>) => void tasks.push(task),
  });
  const runScheduled = async () => {
    for (const task of tasks.splice(0)) await task();
  };
  const input = (email: string, extra: Record<string, unknown> = {}) =>
    profileSchema.parse({
      email,
      firstname: "Nouveau",
      lastname: "Membre",
      hospital: "CH de Test",
      ...extra,
    });

  beforeEach(async () => {
    tasks = [];
    const db = context.handle.db;
    await db.delete(otpCodes);
    await db.delete(rateLimits);
    await db.delete(mailbox);
    await db.delete(users);
    const [row] = await db
      .insert(users)
      .values({ email: "staff@example.org", firstname: "S", lastname: "Staff", isAdmin: true })
      .returning();
    admin = viewerFromUser(row!);
    await db.insert(users).values({
      email: "deja.membre@example.org",
      firstname: "Déjà",
      lastname: "Membre",
      emailVerifiedAt: new Date(),
    });
  });

  it("gives a visitor the same answer for a new and a taken address, and does the work after answering", async () => {
    expect(await createMember(input("nouveau@example.org"), null, options())).toBeNull();
    expect(await createMember(input("Deja.Membre@example.org"), null, options())).toBeNull();
    expect(await listMailboxMessages({})).toHaveLength(0);
    await runScheduled();

    const [existing] = await listMailboxMessages({ to: "deja.membre@example.org" });
    expect(existing?.subject).toBe("Votre compte sur le site du SRH");
    expect(existing?.html).toContain("/login");
    expect(
      await context.handle.db.select().from(users).where(eq(users.lastname, "Membre")),
    ).toHaveLength(2);

    const [created] = await context.handle.db
      .select()
      .from(users)
      .where(eq(users.email, "nouveau@example.org"));
    expect(created).toMatchObject({ isAdmin: false, emailVerifiedAt: null });
    const [mail] = await listMailboxMessages({ to: "nouveau@example.org" });
    expect(mail?.subject).toMatch(/^Confirmez votre adresse\s: \d{6}$/);
  });

  it("confirms a new account’s address at its first login with a code sent to it", async () => {
    await createMember(input("nouveau@example.org"), null, options());
    await runScheduled();
    const [mail] = await listMailboxMessages({ to: "nouveau@example.org" });
    const code = /(\d{6})$/.exec(mail!.subject)![1]!;
    const user = await verifyLoginCode("nouveau@example.org", code, { ip: "198.51.100.71" });
    const [row] = await context.handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it("never makes a self-made account an administrator", async () => {
    await createMember(input("pirate@example.org", { isadmin: true }), null, options());
    await runScheduled();
    const [row] = await context.handle.db
      .select()
      .from(users)
      .where(eq(users.email, "pirate@example.org"));
    expect(row?.isAdmin).toBe(false);
  });

  it("lets an administrator create a confirmed account at once, admin flag honoured, and tells them a taken address", async () => {
    const created = await createMember(
      input("second.admin@example.org", { isadmin: true }),
      admin,
      options(),
    );
    expect(created).toMatchObject({ email: "second.admin@example.org", isAdmin: true });
    expect(created?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(tasks).toHaveLength(0);
    expect(
      await rejectionOf(createMember(input("deja.membre@example.org"), admin, options())),
    ).toBeInstanceOf(ConflictError);
  });
});
