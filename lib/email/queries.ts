import "server-only";
import { assertAdminViewer, type AdminViewer } from "@/lib/auth/access";
import { randomUUID } from "node:crypto";
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { recordAudit } from "@/lib/audit";
import { getDb, type Database } from "@/lib/db";
import { EMAIL_KINDS, EMAIL_STATES, type EmailKind, type EmailState } from "@/lib/db/enums";
import { emailOutbox, users } from "@/lib/db/schema";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { isUuid } from "@/lib/validation/ids";
import { emailKinds, emailStateLabels } from "./kinds";
import { maskCodes } from "./rules";
import { env } from "@/lib/env";
import { emailsSentToday } from "./sender";

// What staff see of the outbox (/admin/emails): the last e-mails, per member, kind and state,
// with the provider's message, so that "I never got my receipt" can be answered; and the two
// decisions only a person can take: send again an e-mail given up, or mark « à vérifier » ones
// sent (after looking at the provider's log).

export const OUTBOX_PAGE_SIZE = 50;

export type OutboxFilters = {
  memberId?: string;
  state?: string;
  kind?: string;
  page?: number;
};

export type OutboxEntry = {
  id: string;
  createdAt: Date;
  sentAt: Date | null;
  notBefore: Date;
  recipient: string;
  subject: string;
  kind: EmailKind;
  state: EmailState;
  attempts: number;
  lastError: string | null;
  providerMessageId: string | null;
  member: { id: string; name: string } | null;
};

export type OutboxPage = {
  entries: OutboxEntry[];
  total: number;
  page: number;
  pageCount: number;
  /** Rows by state, over the whole outbox (what needs a look: failed, unverified). */
  counts: Record<EmailState, number>;
};

export function isEmailState(value: string | undefined): value is EmailState {
  return (EMAIL_STATES as readonly string[]).includes(value ?? "");
}
export function isEmailKind(value: string | undefined): value is EmailKind {
  return (EMAIL_KINDS as readonly string[]).includes(value ?? "");
}

export async function listOutboxEmails(
  admin: AdminViewer,
  filters: OutboxFilters,
): Promise<OutboxPage> {
  assertAdminViewer(admin);
  const conditions: SQL[] = [];
  if (filters.memberId)
    conditions.push(
      isUuid(filters.memberId) ? eq(emailOutbox.userId, filters.memberId) : sql`false`,
    );
  if (filters.state)
    conditions.push(
      isEmailState(filters.state) ? eq(emailOutbox.state, filters.state) : sql`false`,
    );
  if (filters.kind)
    conditions.push(isEmailKind(filters.kind) ? eq(emailOutbox.kind, filters.kind) : sql`false`);
  const where = and(...conditions);
  const db = getDb();
  const [totalRow] = await db.select({ n: count() }).from(emailOutbox).where(where);
  const total = totalRow?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.trunc(filters.page ?? 1)), pageCount);
  const rows = await db
    .select({
      id: emailOutbox.id,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
      notBefore: emailOutbox.notBefore,
      recipient: emailOutbox.recipient,
      subject: emailOutbox.subject,
      kind: emailOutbox.kind,
      state: emailOutbox.state,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      providerMessageId: emailOutbox.providerMessageId,
      memberId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(emailOutbox)
    .leftJoin(users, eq(users.id, emailOutbox.userId))
    .where(where)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(OUTBOX_PAGE_SIZE)
    .offset((page - 1) * OUTBOX_PAGE_SIZE);
  const byState = await db
    .select({ state: emailOutbox.state, n: count() })
    .from(emailOutbox)
    .groupBy(emailOutbox.state);
  const counts = Object.fromEntries(EMAIL_STATES.map((state) => [state, 0])) as Record<
    EmailState,
    number
  >;
  for (const row of byState) counts[row.state] = row.n;
  return {
    total,
    page,
    pageCount,
    counts,
    entries: rows.map(({ memberId, firstname, lastname, ...row }) => ({
      ...row,
      subject: staffSubject(row),
      member: memberId ? { id: memberId, name: `${firstname} ${lastname}`.trim() } : null,
    })),
  };
}

/** A member's last e-mails, for their admin panel. */
export async function listMemberEmails(admin: AdminViewer, userId: string, limit = 5) {
  assertAdminViewer(admin);
  const rows = await getDb()
    .select({
      id: emailOutbox.id,
      createdAt: emailOutbox.createdAt,
      kind: emailOutbox.kind,
      state: emailOutbox.state,
      subject: emailOutbox.subject,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.userId, userId))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(limit);
  const [total] = await getDb()
    .select({ n: count() })
    .from(emailOutbox)
    .where(eq(emailOutbox.userId, userId));
  return {
    emails: rows.map((row) => ({ ...row, subject: staffSubject(row) })),
    total: total?.n ?? 0,
  };
}

/** What staff see of a subject: a code e-mail's code masked, even while it waits to be sent. */
function staffSubject(row: { kind: EmailKind; subject: string }): string {
  return emailKinds[row.kind].carriesCode ? maskCodes(row.subject) : row.subject;
}

export const outboxMessages = {
  notFound: "E-mail introuvable.",
  notResendable: "Seul un e-mail en échec ou «\u00a0à vérifier\u00a0» peut être renvoyé.",
  codeNotResendable:
    "Un code à usage unique n’est jamais renvoyé\u00a0: la personne en demande un nouveau sur le site.",
  notUnverified: "Seul un e-mail «\u00a0à vérifier\u00a0» peut être marqué envoyé.",
} as const;

/** The outbox row staff act on, locked for the change; a French 404 for an unknown id. */
async function lockOutboxRow(tx: Database, id: string) {
  const [row] = isUuid(id)
    ? await tx.select().from(emailOutbox).where(eq(emailOutbox.id, id)).for("update")
    : [];
  if (!row) throw new NotFoundError(outboxMessages.notFound);
  return row;
}

/**
 * An e-mail given up (failed) or « à vérifier », back in the queue under a new idempotency key
 * (the provider may remember the old one, or may have delivered it: the administrator chose).
 */
export async function resendOutboxEmail(
  id: string,
  { actor, now = new Date() }: { actor: { id: string }; now?: Date },
): Promise<void> {
  await getDb().transaction(async (tx) => {
    const row = await lockOutboxRow(tx, id);
    if (emailKinds[row.kind].carriesCode) throw new ConflictError(outboxMessages.codeNotResendable);
    if (row.state !== "failed" && row.state !== "unverified")
      throw new ConflictError(outboxMessages.notResendable);
    await tx
      .update(emailOutbox)
      .set({
        state: "pending",
        idempotencyKey: `${row.idempotencyKey.replace(/:renvoi:[0-9a-f-]+$/, "")}:renvoi:${randomUUID()}`,
        attempts: 0,
        firstAttemptAt: null,
        claimedAt: null,
        notBefore: now,
        // A code's expiry stays: an expired code is of no use.
        lastError: null,
        updatedAt: now,
      })
      .where(eq(emailOutbox.id, row.id));
    await recordAudit(tx, {
      actor,
      action: "email.resend",
      subject: { type: "email", id: row.id },
      memberId: row.userId,
      summary: `E-mail «\u00a0${emailKinds[row.kind].label}\u00a0» à ${row.recipient} renvoyé (${emailStateLabels[row.state].toLowerCase()}\u00a0: ${row.lastError ?? "sans message"})`,
      details: { kind: row.kind, previousKey: row.idempotencyKey, previousState: row.state },
    });
  });
}

/** An e-mail « à vérifier » the provider's log shows delivered: sent, at its first call. */
export async function markOutboxEmailSent(
  id: string,
  { actor, now = new Date() }: { actor: { id: string }; now?: Date },
): Promise<void> {
  await getDb().transaction(async (tx) => {
    const row = await lockOutboxRow(tx, id);
    if (row.state !== "unverified") throw new ConflictError(outboxMessages.notUnverified);
    await tx
      .update(emailOutbox)
      .set({ state: "sent", sentAt: row.firstAttemptAt ?? now, updatedAt: now })
      .where(eq(emailOutbox.id, row.id));
    await recordAudit(tx, {
      actor,
      action: "email.mark-sent",
      subject: { type: "email", id: row.id },
      memberId: row.userId,
      summary: `E-mail «\u00a0${emailKinds[row.kind].label}\u00a0» à ${row.recipient} confirmé envoyé (vérifié chez le fournisseur)`,
      details: { kind: row.kind, key: row.idempotencyKey },
    });
  });
}

/** The provider's daily quota and what went today (UTC day): why e-mails wait on the staff page. */
export async function getDailyQuota(
  admin: AdminViewer,
  now: Date = new Date(),
): Promise<{ limit: number; sentToday: number; nextDay: Date }> {
  assertAdminViewer(admin);
  const nextDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  return { limit: env.EMAIL_DAILY_LIMIT, sentToday: await emailsSentToday(now), nextDay };
}
