import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { viewerFromUser, type Viewer } from "@/lib/auth/viewer";
import { otpCodes, mailbox, rateLimits, users } from "@/lib/db/schema";
import { listMailboxMessages } from "@/lib/email/mailbox";
import { ForbiddenError, NotFoundError, ValidationError } from "@/lib/errors";
import { listTiers } from "@/lib/membership/tiers";
import { confirmEmailChange } from "@/lib/members/email-change";
import { deleteAccount, exportMemberData, requestAccountDeletion } from "@/lib/members/gdpr";
import { getMemberProfile, updateMemberProfile } from "@/lib/members/profile";
import { profileSchema } from "@/lib/members/schemas";
import { describeEachDatabase } from "../helpers/databases";

const client = { ip: "198.51.100.60" };
import { rejectionOf } from "../helpers/errors";

// The member's own data, as the profile pages use it: read, edit, e-mail change, deletion.

const codeFromSubject = (subject: string) => /(\d{6})$/.exec(subject)?.[1] ?? "";

describeEachDatabase("member profile", (context) => {
  let member: Viewer;
  let other: Viewer;
  let admin: Viewer;

  async function createUser(email: string, isAdmin = false): Promise<Viewer> {
    const [row] = await context.handle.db
      .insert(users)
      .values({
        email,
        firstname: "Prénom",
        lastname: email.split("@")[0]!,
        hospital: "CHU de Test",
        isAdmin,
        tierId: "practicing",
      })
      .returning();
    return viewerFromUser(row!);
  }

  const form = (overrides: Record<string, unknown> = {}) =>
    profileSchema.parse({
      firstname: "Dominique",
      lastname: "Membre",
      email: member.email,
      hospital: "CH de Valenciennes",
      address: "",
      subscription: "practicing",
      newsletter: "on",
      ...overrides,
    });

  beforeEach(async () => {
    const db = context.handle.db;
    await db.delete(otpCodes);
    await db.delete(rateLimits);
    await db.delete(mailbox);
    await db.delete(users);
    member = await createUser("membre.test@example.org");
    other = await createUser("autre.test@example.org");
    admin = await createUser("admin.test@example.org", true);
  });

  it("lists the four tiers with their titles, first-time last", async () => {
    const tiers = await listTiers();
    expect(tiers.map((tier) => tier.id)).toEqual([
      "practicing",
      "retired",
      "assistant",
      "first-time",
    ]);
    expect(tiers[0]?.title).toBe("Praticien hospitalier en exercice");
  });

  it("shows a profile to its owner and to an administrator, refuses it to another member", async () => {
    expect((await getMemberProfile(member, member.id)).user.email).toBe(member.email);
    expect((await getMemberProfile(admin, member.id)).tierTitle).toBe(
      "Praticien hospitalier en exercice",
    );
    expect(await rejectionOf(getMemberProfile(other, member.id))).toBeInstanceOf(ForbiddenError);
    expect(
      await rejectionOf(getMemberProfile(admin, "00000000-0000-4000-8000-000000000000")),
    ).toBeInstanceOf(NotFoundError);
    expect(await rejectionOf(getMemberProfile(admin, "pas-un-id"))).toBeInstanceOf(NotFoundError);
  });

  it("saves the fields and flags, and ignores the admin flag sent by a member", async () => {
    await updateMemberProfile(
      member,
      member.id,
      form({
        hospital: "CHU de Lille",
        isadmin: "on",
        huLiberal: "on",
        subscription: "retired",
      }),
    );
    const [row] = await context.handle.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({
      hospital: "CHU de Lille",
      isAdmin: false,
      tierId: "retired",
      newsletter: true,
    });
    expect(row?.infopro).toMatchObject({ huLiberal: true, huTitulaire: false });
  });

  it("refuses the 0 € tier chosen by a member: only an administrator grants it (issue #17)", async () => {
    const refusal = await rejectionOf(
      updateMemberProfile(member, member.id, form({ subscription: "first-time" })),
    );
    expect(refusal).toBeInstanceOf(ValidationError);
    const [row] = await context.handle.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.tierId).not.toBe("first-time");
  });

  it("lets an administrator set the admin flag of another member", async () => {
    await updateMemberProfile(admin, member.id, form({ isadmin: "on" }));
    const [row] = await context.handle.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.isAdmin).toBe(true);
  });

  it("refuses a member editing someone else", async () => {
    expect(await rejectionOf(updateMemberProfile(other, member.id, form()))).toEqual(
      new ForbiddenError(
        "Vous ne pouvez modifier que votre propre profil ou vous devez être administrateur.",
      ),
    );
  });

  it("changes a member’s own e-mail only once the code sent to the new address is given", async () => {
    const result = await updateMemberProfile(
      member,
      member.id,
      form({ email: "Nouvelle.Adresse@Example.org" }),
    );
    expect(result.emailChangePendingFor).toBe("nouvelle.adresse@example.org");
    const [before] = await context.handle.db.select().from(users).where(eq(users.id, member.id));
    expect(before?.email).toBe(member.email);

    const [mail] = await listMailboxMessages({ to: "nouvelle.adresse@example.org" });
    const code = codeFromSubject(mail!.subject);
    expect(
      await rejectionOf(confirmEmailChange(other, "nouvelle.adresse@example.org", code, client)),
    ).toBeInstanceOf(ForbiddenError);

    await updateMemberProfile(member, member.id, form({ email: "nouvelle.adresse@example.org" }));
    const [again] = await listMailboxMessages({ to: "nouvelle.adresse@example.org" });
    // The address typed by the member may carry capitals: it reaches the same code.
    expect(
      await confirmEmailChange(
        member,
        " Nouvelle.Adresse@example.org",
        codeFromSubject(again!.subject),
        client,
      ),
    ).toBe("nouvelle.adresse@example.org");
    const [after] = await context.handle.db.select().from(users).where(eq(users.id, member.id));
    expect(after?.email).toBe("nouvelle.adresse@example.org");
  });

  it("answers a member changing to a taken address exactly as for a free one, and tells the owner instead", async () => {
    const free = await updateMemberProfile(member, member.id, form({ email: "libre@example.org" }));
    await context.handle.db.delete(rateLimits);
    const taken = await updateMemberProfile(member, member.id, form({ email: other.email }));
    expect(taken).toEqual({ emailChangePendingFor: other.email });
    expect(Object.keys(taken)).toEqual(Object.keys(free));
    const [notice] = await listMailboxMessages({ to: other.email });
    expect(notice?.subject).toBe("Votre adresse a été proposée pour un autre compte SRH");
    expect(notice?.text).not.toMatch(/\d{6}/);
    const codes = await context.handle.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.email, other.email));
    expect(codes).toHaveLength(0);
    const [row] = await context.handle.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.email).toBe(member.email);
  });

  it("keeps the admin flag, the newsletter and the professional flags when a call leaves them out", async () => {
    await context.handle.db
      .update(users)
      .set({ newsletter: true, infopro: { huTitulaire: true } })
      .where(eq(users.id, admin.id));
    const partial = profileSchema.parse({
      firstname: "Camille",
      lastname: "Admin",
      email: admin.email,
      hospital: "CHU",
    });
    await updateMemberProfile(admin, admin.id, partial);
    const [row] = await context.handle.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({ isAdmin: true, newsletter: true, firstname: "Camille" });
    expect(row?.infopro).toMatchObject({ huTitulaire: true });
    // A form says "no" explicitly (a hidden "false" before each checkbox).
    await updateMemberProfile(
      admin,
      admin.id,
      profileSchema.parse({
        ...partial,
        newsletter: ["false"],
        huTitulaire: ["false"],
        isadmin: ["false", "on"],
      }),
    );
    const [after] = await context.handle.db.select().from(users).where(eq(users.id, admin.id));
    expect(after).toMatchObject({ isAdmin: true, newsletter: false });
    expect(after?.infopro).toMatchObject({ huTitulaire: false });
  });

  it("exports the member’s data and deletes the account with the code sent to them", async () => {
    const exported = await exportMemberData(member);
    expect(exported.profile).toMatchObject({
      id: member.id,
      email: member.email,
      hospital: "CHU de Test",
    });

    await requestAccountDeletion(member);
    const [mail] = await listMailboxMessages({ to: member.email });
    expect(mail?.subject).toMatch(/^Suppression de votre compte SRH\s: \d{6}$/);
    const code = codeFromSubject(mail!.subject);
    expect(
      await rejectionOf(deleteAccount(member, code === "000000" ? "111111" : "000000", client)),
    ).toBeInstanceOf(ValidationError);
    await deleteAccount(member, code, client);
    const [row] = await context.handle.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.anonymizedAt).not.toBeNull();
    expect(row?.email).not.toBe(member.email);
    expect(await rejectionOf(getMemberProfile(admin, member.id))).toBeInstanceOf(NotFoundError);
  });
});
