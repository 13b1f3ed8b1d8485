import "server-only";
import { sql } from "drizzle-orm";
import { after } from "next/server";
import { getDb, type Database } from "@/lib/db";
import { selectRows } from "@/lib/db/client";
import type { EmailAttachmentRef, EmailKind, EmailState } from "@/lib/db/schema";
import { env } from "@/lib/env";
import {
  configuredTransport,
  EmailRateLimitError,
  EmailRejectedError,
  type BatchEmail,
  type EmailTransport,
  type OutgoingEmail,
} from "./transports";
import { DAY_MS } from "@/lib/format/time";
import { emailKinds } from "./kinds";
import {
  backoffMs,
  IDEMPOTENCY_WINDOW_MS,
  maskCodes,
  SEND_HEARTBEAT_MS,
  SEND_LEASE_MS,
  startOfUtcDay,
} from "./rules";

// The one sender: the only code that calls the provider (single sends and the newsletter's batch
// calls; tests/unit/one-sender.test.ts checks it). Rows of the outbox (lib/email/outbox.ts) are
// sent after the commit that wrote them:
// 1. claim: in a short transaction, take due rows `FOR UPDATE SKIP LOCKED` (two senders never
//    take the same row), codes first, then receipts and notices, then reminders and attestations,
//    within what is left of the day's quota (codes are never held back); mark them "sending"
//    with the claim time (a lease) and one more attempt; commit. While they are in this
//    sender's hands, a heartbeat renews the lease (a slow provider answer keeps its rows);
//    a dead sender's rows are taken again once the lease (30 s) runs out.
// 2. send each with the row's idempotency key as the provider's Idempotency-Key;
// 3. mark it sent, or pending again after a backoff, or failed for good, or (429) pending
//    without counting a try.
// A sender that dies between 2 and 3 leaves the row "sending"; past the lease, the next sender
// sends it again with the same key and the provider answers the first id without sending
// anything: one e-mail per row. That holds while the provider remembers the key (24 h at
// Resend), so retries stop 23 h after the first call, and a row interrupted longer ago is set
// aside « À vérifier » for staff. The newsletter's batch calls follow the same rules
// (lib/newsletter/dispatch.ts claims its own rows by batches and calls `sendBatchCall` here).

/** Rows taken per claim (each sent one by one). */
const CLAIM_SIZE = 10;

// ---- the provider this process uses -------------------------------------------------------

const holder: { transport?: EmailTransport } = {};

export function getEmailTransport(): EmailTransport {
  holder.transport ??= configuredTransport();
  return holder.transport;
}

/** Tests and benches choose the provider (a local Resend double); undefined: back to the configured one. */
export function overrideEmailTransport(transport: EmailTransport | undefined): void {
  holder.transport = transport;
}

// ---- what a failure means ----------------------------------------------------------------

export type SendFailure =
  /** Refused for its content (4xx): the same call would fail again; nothing was accepted. */
  | { kind: "rejected"; message: string }
  /** 429: nothing was accepted; not a try. `dailyQuota`: wait for the next UTC day. */
  | { kind: "rate-limited"; message: string; retryAfterSeconds: number; dailyQuota: boolean }
  /** Network, timeout, 5xx, 409: the provider may have accepted it; retry with the same key. */
  | { kind: "uncertain"; message: string };

export function classifyFailure(error: unknown): SendFailure {
  const message = rootMessage(error).slice(0, 500);
  if (error instanceof EmailRateLimitError)
    return {
      kind: "rate-limited",
      message,
      retryAfterSeconds: error.retryAfterSeconds,
      dailyQuota: error.dailyQuota,
    };
  if (error instanceof EmailRejectedError) return { kind: "rejected", message };
  return { kind: "uncertain", message };
}

/** The innermost cause's message (a failed query's driver error, not the SQL around it). */
function rootMessage(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

/**
 * One newsletter batch call under its key (the newsletter's own claim decides the rows). Resolves
 * to the provider's ids, or to what the failure means; a stopped run (`signal`) rejects.
 */
export async function sendBatchCall(
  messages: BatchEmail[],
  options: { idempotencyKey: string; signal?: AbortSignal; transport?: EmailTransport },
): Promise<{ ok: true; ids: string[] } | { ok: false; failure: SendFailure }> {
  const transport = options.transport ?? getEmailTransport();
  try {
    const ids = await transport.sendBatch(messages, {
      idempotencyKey: options.idempotencyKey,
      signal: options.signal,
    });
    return { ok: true, ids };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { ok: false, failure: classifyFailure(error) };
  }
}

// ---- the day's quota ---------------------------------------------------------------------

/**
 * E-mails the provider has taken (or is taking) during the UTC day of `now`: the outbox's sent
 * and in-flight rows, and the newsletter's sent deliveries.
 */
export async function emailsSentToday(now: Date, db: Database = getDb()): Promise<number> {
  const from = startOfUtcDay(now).toISOString();
  const to = new Date(startOfUtcDay(now).getTime() + DAY_MS).toISOString();
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select (
        (select count(*) from email_outbox
          where (state = 'sent' and sent_at >= ${from}::timestamptz and sent_at < ${to}::timestamptz)
             or (state = 'sending' and claimed_at >= ${from}::timestamptz and claimed_at < ${to}::timestamptz))
        + (select count(*) from newsletter_deliveries
          where status = 'sent' and sent_at >= ${from}::timestamptz and sent_at < ${to}::timestamptz)
      )::int as count`,
  );
  return row?.count ?? 0;
}

/**
 * What the newsletter may still send today: its own daily limit (NEWSLETTER_DAILY_LIMIT, below
 * EMAIL_DAILY_LIMIT) minus every e-mail already sent today, so that transactional mail always
 * finds at least EMAIL_DAILY_LIMIT − NEWSLETTER_DAILY_LIMIT left for the rest of the day.
 */
export async function newsletterShareLeft(now: Date, newsletterLimit: number): Promise<number> {
  return Math.max(0, newsletterLimit - (await emailsSentToday(now)));
}

// ---- the outbox's sender -----------------------------------------------------------------

export type SendOptions = {
  now?: Date;
  /** Only these rows (a code sent while its page waits); default every due row. */
  keys?: string[];
  /** At most this many rows this run. */
  limit?: number;
  transport?: EmailTransport;
  /** The provider's daily quota (default EMAIL_DAILY_LIMIT). */
  dailyLimit?: number;
  /** Stops the run; a row in flight is left as it is (taken again after the lease). */
  signal?: AbortSignal;
};

export type SendFigures = {
  sent: number;
  /** Failed this time, to be tried again later. */
  retrying: number;
  /** Failed for good (refused, expired, or out of the retry window). */
  failed: number;
  /** The provider's rate limit or quota stopped the run. */
  rateLimited: boolean;
  /** Rows set aside « À vérifier » this run. */
  unverified: number;
  /** The state of each requested key after the run. */
  states: Record<string, EmailState>;
};

type ClaimedRow = {
  id: string;
  idempotencyKey: string;
  kind: EmailKind;
  recipient: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string> | null;
  attachments: EmailAttachmentRef[];
  attempts: number;
  priority: number;
  firstAttemptAt: Date | string;
  expiresAt: Date | string | null;
};

export async function sendQueuedEmails(options: SendOptions = {}): Promise<SendFigures> {
  const now = options.now ?? new Date();
  const transport = options.transport ?? getEmailTransport();
  const dailyLimit = options.dailyLimit ?? env.EMAIL_DAILY_LIMIT;
  const figures: SendFigures = {
    sent: 0,
    retrying: 0,
    failed: 0,
    rateLimited: false,
    unverified: 0,
    states: {},
  };
  const settled = await settleStaleRows(now);
  figures.unverified = settled.unverified;
  figures.failed += settled.expired;
  let left = options.limit ?? Number.POSITIVE_INFINITY;
  while (left > 0 && !figures.rateLimited) {
    options.signal?.throwIfAborted();
    const rows = await claimRows({
      now,
      keys: options.keys,
      size: Math.min(CLAIM_SIZE, left),
      dailyLimit,
    });
    if (rows.length === 0) break;
    left -= rows.length;
    const heartbeat = keepClaimed(rows, now);
    try {
      for (const [index, row] of rows.entries()) {
        if (figures.rateLimited) {
          await releaseUnattempted(rows.slice(index), now);
          break;
        }
        const outcome = await sendRow(row, transport, now, options.signal);
        figures[outcome.figure] += 1;
        if (outcome.stop) figures.rateLimited = true;
      }
    } finally {
      heartbeat.stop();
    }
  }
  if (options.keys?.length) figures.states = await statesOf(options.keys);
  return figures;
}

/**
 * Sends what is due, after the current work: after the response when a request is being served
 * (`after()`), or at once (scripts, jobs, tests). Called after the commit of the rows it sends,
 * never inside a transaction. Never throws: a failure is the rows' business, retried later.
 */
export function sendQueuedEmailsSoon(options: Pick<SendOptions, "limit"> = {}): Promise<void> {
  const run = () =>
    sendQueuedEmails({ limit: options.limit ?? 50 }).then(
      () => undefined,
      (error: unknown) => console.error("[email] sender run failed:", error),
    );
  try {
    after(run);
    return Promise.resolve();
  } catch {
    // Outside a request (a script, a job, a test): now.
    return run();
  }
}

/**
 * Sends these rows now and says whether they went (a code the page waits for). Other rows are
 * left to the next run.
 */
export async function sendNow(keys: string[]): Promise<boolean> {
  try {
    const figures = await sendQueuedEmails({ keys });
    return keys.every((key) => figures.states[key] === "sent");
  } catch (error) {
    console.error("[email] immediate send failed:", error);
    return false;
  }
}

/** Rows a dead sender left (past the lease) too long after their first call, and expired codes. */
async function settleStaleRows(now: Date): Promise<{ unverified: number; expired: number }> {
  const staleBefore = new Date(now.getTime() - SEND_LEASE_MS).toISOString();
  const windowStart = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS).toISOString();
  const nowIso = now.toISOString();
  const unverified = await selectRows<{ id: string }>(
    getDb(),
    sql`update email_outbox set state = 'unverified', claimed_at = null, updated_at = ${nowIso}::timestamptz,
        last_error = 'Envoi interrompu, peut-être accepté par le fournisseur : trop ancien pour être repris sans risque de doublon'
      where state = 'sending' and claimed_at < ${staleBefore}::timestamptz
        and first_attempt_at < ${windowStart}::timestamptz
      returning id`,
  );
  const expired = await selectRows<{ id: string }>(
    getDb(),
    sql`update email_outbox set state = 'failed', updated_at = ${nowIso}::timestamptz,
        last_error = coalesce(last_error || ' — ', '') || 'expiré avant d''avoir pu être envoyé'
      where state = 'pending' and expires_at is not null and expires_at <= ${nowIso}::timestamptz
      returning id`,
  );
  if (unverified.length > 0)
    console.error(`[email] ${unverified.length} e-mail(s) set aside «\u00a0à vérifier\u00a0»`);
  return { unverified: unverified.length, expired: expired.length };
}

/**
 * Takes due rows for this run: codes first (never held back by the quota), then the others by
 * priority within what is left of the day's quota. One advisory lock per claim, so that two
 * senders do not both spend the last of the quota.
 */
async function claimRows({
  now,
  keys,
  size,
  dailyLimit,
}: {
  now: Date;
  keys?: string[];
  size: number;
  dailyLimit: number;
}): Promise<ClaimedRow[]> {
  const nowIso = now.toISOString();
  const staleBefore = new Date(now.getTime() - SEND_LEASE_MS).toISOString();
  const ofKeys =
    keys && keys.length > 0
      ? sql`and o.idempotency_key in (${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )})`
      : sql``;
  const due = sql`((o.state = 'pending' and o.not_before <= ${nowIso}::timestamptz)
      or (o.state = 'sending' and o.claimed_at < ${staleBefore}::timestamptz))
      and (o.expires_at is null or o.expires_at > ${nowIso}::timestamptz) ${ofKeys}`;
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7340003)`);
    const codes = await selectRows<{ id: string }>(
      tx,
      sql`select o.id from email_outbox o where o.priority = 0 and ${due}
        order by o.not_before, o.created_at limit ${size} for update of o skip locked`,
    );
    let ids = codes.map((row) => row.id);
    // Codes count against the day (the provider counts them) but are never held back.
    const room = Math.min(
      size - ids.length,
      dailyLimit - (await emailsSentToday(now, tx)) - ids.length,
    );
    if (room > 0) {
      const others = await selectRows<{ id: string }>(
        tx,
        sql`select o.id from email_outbox o where o.priority > 0 and ${due}
          order by o.priority, o.not_before, o.created_at limit ${room} for update of o skip locked`,
      );
      ids = [...ids, ...others.map((row) => row.id)];
    }
    if (ids.length === 0) return [];
    const rows = await selectRows<ClaimedRow>(
      tx,
      sql`update email_outbox set state = 'sending', claimed_at = ${nowIso}::timestamptz,
          attempts = attempts + 1, first_attempt_at = coalesce(first_attempt_at, ${nowIso}::timestamptz),
          updated_at = ${nowIso}::timestamptz
        where id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        returning id, idempotency_key as "idempotencyKey", kind, recipient, reply_to as "replyTo", subject,
          html, text, headers, attachments, attempts, first_attempt_at as "firstAttemptAt",
          expires_at as "expiresAt", priority`,
    );
    // In the order chosen above (codes, then by priority and age): UPDATE … RETURNING answers in
    // the table's physical order, which on a server is not the order the rows were queued in.
    const position = new Map(ids.map((id, index) => [id, index]));
    return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  });
}

/**
 * Renews the claim of the rows still in this run's hands every SEND_HEARTBEAT_MS, on the run's
 * clock (`now` plus the real time elapsed), until stopped. A renewal that fails is only logged:
 * the next one, or the lease running out, decides.
 */
function keepClaimed(rows: ClaimedRow[], now: Date): { stop(): void } {
  const startedAt = Date.now();
  const ids = sql.join(
    rows.map((row) => sql`${row.id}::uuid`),
    sql`, `,
  );
  const timer = setInterval(() => {
    const at = new Date(now.getTime() + (Date.now() - startedAt)).toISOString();
    getDb()
      .execute(
        sql`update email_outbox set claimed_at = ${at}::timestamptz
          where state = 'sending' and id in (${ids})`,
      )
      .catch((error: unknown) => console.error("[email] claim renewal failed:", error));
  }, SEND_HEARTBEAT_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/**
 * A code e-mail that leaves the queue (sent, or given up) keeps its code only in the recipient's
 * mailbox: the stored copy is masked in the same statement, so no staff screen can ever show it.
 */
function maskedCodeColumns(row: ClaimedRow) {
  if (!emailKinds[row.kind].carriesCode) return sql``;
  return sql`, subject = ${maskCodes(row.subject)}, html = ${maskCodes(row.html)}, text = ${maskCodes(row.text)}`;
}

type RowOutcome = { figure: "sent" | "retrying" | "failed"; stop: boolean };

async function sendRow(
  row: ClaimedRow,
  transport: EmailTransport,
  now: Date,
  signal?: AbortSignal,
): Promise<RowOutcome> {
  let providerId: string;
  try {
    const message = await outgoingEmail(row);
    providerId = await transport.send(message, { idempotencyKey: row.idempotencyKey, signal });
  } catch (error) {
    // A run being stopped touches nothing: the row is taken again after the lease.
    if (signal?.aborted) throw error;
    return recordFailure(row, classifyFailure(error), now);
  }
  await getDb().execute(sql`update email_outbox
    set state = 'sent', sent_at = ${now.toISOString()}::timestamptz, provider_message_id = ${providerId},
        last_error = null, claimed_at = null, updated_at = ${now.toISOString()}::timestamptz
        ${maskedCodeColumns(row)}
    where id = ${row.id}::uuid and state = 'sending'`);
  return { figure: "sent", stop: false };
}

async function recordFailure(
  row: ClaimedRow,
  failure: SendFailure,
  now: Date,
): Promise<RowOutcome> {
  const nowIso = now.toISOString();
  const where = sql`where id = ${row.id}::uuid and state = 'sending'`;
  if (failure.kind === "rate-limited") {
    // Nothing was accepted: not a try; wait for the provider (the next UTC day for the quota).
    const notBefore = failure.dailyQuota
      ? new Date(startOfUtcDay(now).getTime() + DAY_MS)
      : new Date(now.getTime() + Math.max(1, failure.retryAfterSeconds) * 1000);
    await getDb().execute(sql`update email_outbox
      set state = 'pending', claimed_at = null, attempts = greatest(attempts - 1, 0),
          first_attempt_at = case when attempts <= 1 then null else first_attempt_at end,
          not_before = ${notBefore.toISOString()}::timestamptz, last_error = ${failure.message},
          updated_at = ${nowIso}::timestamptz
      ${where}`);
    console.warn(`[email] ${row.idempotencyKey} held back: ${failure.message}`);
    return { figure: "retrying", stop: true };
  }
  const firstAttempt = new Date(row.firstAttemptAt).getTime();
  const next = now.getTime() + backoffMs(row.attempts);
  const expiresAt = row.expiresAt === null ? null : new Date(row.expiresAt).getTime();
  const givesUp =
    failure.kind === "rejected" ||
    next >= firstAttempt + IDEMPOTENCY_WINDOW_MS ||
    (expiresAt !== null && next >= expiresAt);
  if (givesUp) {
    const reason =
      failure.kind === "rejected"
        ? failure.message
        : expiresAt !== null && next >= expiresAt
          ? `${failure.message} — expiré avant d’avoir pu être envoyé`
          : `${failure.message} — abandonné après ${row.attempts} essais (plus de 23 h)`;
    await getDb().execute(sql`update email_outbox
      set state = 'failed', claimed_at = null, last_error = ${reason}, updated_at = ${nowIso}::timestamptz
          ${maskedCodeColumns(row)}
      ${where}`);
    console.error(`[email] ${row.idempotencyKey} failed for good: ${reason}`);
    return { figure: "failed", stop: false };
  }
  await getDb().execute(sql`update email_outbox
    set state = 'pending', claimed_at = null, not_before = ${new Date(next).toISOString()}::timestamptz,
        last_error = ${failure.message}, updated_at = ${nowIso}::timestamptz
    ${where}`);
  console.warn(
    `[email] ${row.idempotencyKey} not sent (try ${row.attempts}), retried after ${new Date(next).toISOString()}: ${failure.message}`,
  );
  return { figure: "retrying", stop: false };
}

/** Rows claimed but not tried (the run stopped): back to pending, as they were. */
async function releaseUnattempted(rows: ClaimedRow[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  await getDb().execute(sql`update email_outbox
    set state = 'pending', claimed_at = null, attempts = greatest(attempts - 1, 0),
        first_attempt_at = case when attempts <= 1 then null else first_attempt_at end,
        updated_at = ${now.toISOString()}::timestamptz
    where state = 'sending' and id in (${sql.join(
      rows.map((row) => sql`${row.id}::uuid`),
      sql`, `,
    )})`);
}

/** The row as the provider gets it; attachments are read now (a tax attestation's PDF). */
async function outgoingEmail(row: ClaimedRow): Promise<OutgoingEmail> {
  const attachments: { filename: string; content: Uint8Array }[] = [];
  for (const ref of row.attachments ?? []) {
    const [file] = await selectRows<{ pdf: Uint8Array }>(
      getDb(),
      sql`select pdf from attestations where id = ${ref.attestationId}::uuid`,
    );
    if (!file) throw new EmailRejectedError(`Pièce jointe introuvable\u00a0: ${ref.filename}`);
    attachments.push({ filename: ref.filename, content: new Uint8Array(file.pdf) });
  }
  return {
    to: row.recipient,
    subject: row.subject,
    html: row.html,
    text: row.text,
    replyTo: row.replyTo,
    headers: row.headers,
    attachments,
  };
}

async function statesOf(keys: string[]): Promise<Record<string, EmailState>> {
  const rows = await selectRows<{ key: string; state: EmailState }>(
    getDb(),
    sql`select idempotency_key as key, state from email_outbox where idempotency_key in (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )})`,
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.state]));
}
