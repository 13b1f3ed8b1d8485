import "server-only";
import { assertAdminViewer, type AdminViewer } from "@/lib/auth/access";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/db";
import { auditLog, users } from "@/lib/db/schema";
import { isUuid } from "@/lib/validation/ids";

// The journal of /admin/journal: newest first, filtered by who acted, which member, which action.

export const JOURNAL_PAGE_SIZE = 50;

export type JournalFilters = {
  actorId?: string;
  memberId?: string;
  action?: string;
  page?: number;
};

export type JournalEntry = {
  id: number;
  createdAt: Date;
  action: string;
  summary: string;
  actor: { id: string; name: string } | null;
  member: { id: string; name: string } | null;
};

export type JournalPage = {
  entries: JournalEntry[];
  total: number;
  page: number;
  pageCount: number;
};

export async function listJournal(
  admin: AdminViewer,
  filters: JournalFilters,
): Promise<JournalPage> {
  assertAdminViewer(admin);
  const actor = alias(users, "actor");
  const member = alias(users, "member");
  const conditions: SQL[] = [];
  if (filters.actorId)
    conditions.push(
      isUuid(filters.actorId) ? eq(auditLog.actorId, filters.actorId) : eq(auditLog.id, -1),
    );
  if (filters.memberId)
    conditions.push(
      isUuid(filters.memberId) ? eq(auditLog.memberId, filters.memberId) : eq(auditLog.id, -1),
    );
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  const where = and(...conditions);
  const db = getDb();
  const [totalRow] = await db.select({ n: count() }).from(auditLog).where(where);
  const total = totalRow?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / JOURNAL_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.trunc(filters.page ?? 1)), pageCount);
  const rows = await db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      action: auditLog.action,
      summary: auditLog.summary,
      actorId: actor.id,
      actorFirstname: actor.firstname,
      actorLastname: actor.lastname,
      memberId: member.id,
      memberFirstname: member.firstname,
      memberLastname: member.lastname,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(member, eq(member.id, auditLog.memberId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(JOURNAL_PAGE_SIZE)
    .offset((page - 1) * JOURNAL_PAGE_SIZE);
  return {
    total,
    page,
    pageCount,
    entries: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt,
      action: row.action,
      summary: row.summary,
      actor: row.actorId
        ? { id: row.actorId, name: `${row.actorFirstname} ${row.actorLastname}` }
        : null,
      member: row.memberId
        ? { id: row.memberId, name: `${row.memberFirstname} ${row.memberLastname}` }
        : null,
    })),
  };
}

/**
 * The people who appear as actors in the journal (staff, and members acting on their own data),
 * once each; namesakes are told apart by their e-mail address.
 */
export async function listJournalActors(
  admin: AdminViewer,
): Promise<{ id: string; name: string }[]> {
  assertAdminViewer(admin);
  const rows = await getDb()
    .selectDistinct({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
    })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(users.lastname, users.firstname, users.email);
  const names = rows.map((row) => `${row.firstname} ${row.lastname}`.trim());
  return rows.map((row, index) => {
    const name = names[index]!;
    const isNamesake = names.filter((other) => other === name).length > 1;
    return { id: row.id, name: isNamesake ? `${name} (${row.email})` : name };
  });
}

/** The actions that appear in the journal. */
export async function listJournalActions(admin: AdminViewer): Promise<string[]> {
  assertAdminViewer(admin);
  const rows = await getDb()
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .orderBy(auditLog.action);
  return rows.map((row) => row.action);
}
