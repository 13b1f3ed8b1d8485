import "server-only";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { selectRows } from "@/lib/db/client";
import type { NewsletterCard } from "@/lib/db/schema";
import { newsletterShareLeft, sendBatchCall, type SendFailure } from "@/lib/email/sender";
import { BATCH_SIZE, type EmailTransport } from "@/lib/email/transports";
import { personalise, renderNewsletterTemplate, type RenderedTemplate } from "./render";
import {
  CLAIM_LEASE_MS,
  IDEMPOTENCY_WINDOW_MS,
  IMMEDIATE_SEND,
  MAX_ATTEMPTS,
  newsletterSettings,
  type NewsletterSettings,
} from "./settings";

// Sending the queued deliveries, exactly once each, whatever stops a run:
// 1. claim: in a short transaction, take up to 100 pending rows `FOR UPDATE SKIP LOCKED` (two runs
//    at once never take the same row) and stamp them with a batch key, the claim time and one
//    more attempt; commit.
// 2. call the provider once for the batch, with the batch key as idempotency key;
// 3. only after it accepted, mark the rows sent with their provider ids, in one transaction.
// A run that dies between 2 and 3 leaves rows claimed and unsent. Once the claim is older than
// the lease, the next run takes the same batch again, whole, and repeats the same call with the
// same key and the same bytes: the provider answers the first call's ids and sends nothing again.
// That only holds within the provider's idempotency window (24 h at Resend): a batch whose first
// call is older than IDEMPOTENCY_WINDOW_MS is never repeated but set aside as "unverified" (à
// vérifier) for the admin. So that the usual retry comes well before, the admin's "Envoyer" and
// "Reprendre l'envoi" resume interrupted batches at once (resumeStaleBatches), not only the
// next daily run.
// A failed call releases its rows for a later run, until MAX_ATTEMPTS; a 429 is retried after its
// retry-after inside the transport, and if the provider still refuses the run stops and the rows
// stay pending (the newsletter shows "sending", never "sent").
// The provider is called by the one sender (lib/email/sender.ts `sendBatchCall`), whose rules
// (lease, idempotency window, what a failure means) these batches share; the newsletter only
// gets the day's share the transactional mail leaves (`newsletterShareLeft`).

export type DispatchOptions = {
  now?: Date;
  transport?: EmailTransport;
  settings?: NewsletterSettings;
  signal?: AbortSignal;
  /** Batch calls in flight at once (default 1); the bench uses a few. */
  concurrency?: number;
};

export type DispatchFigures = { sent: number; failed: number; calls: number; rateLimited: boolean };

type ClaimedRow = {
  id: string;
  newsletterId: string;
  email: string;
  isMember: boolean;
  attempts: number;
};
/** fresh: its key was never sent before (no earlier call could have been accepted). */
type ClaimedBatch = { key: string; rows: ClaimedRow[]; fresh: boolean };

/** The first e-mails of a newsletter just queued (100, or the debug limit). */
export async function sendImmediately(
  newsletterId: string,
  options: DispatchOptions = {},
): Promise<DispatchFigures> {
  const settings = options.settings ?? newsletterSettings();
  const share = await newsletterShareLeft(options.now ?? new Date(), settings.dailyLimit);
  const budget = Math.min(
    share,
    settings.debug.enabled ? Math.min(IMMEDIATE_SEND, settings.debug.limit) : IMMEDIATE_SEND,
  );
  return sendDeliveries({ newsletterId, budget, dispatch: "immediate" }, { ...options, settings });
}

/**
 * Interrupted batches of every newsletter (claimed by a run that died, lease over), repeated with
 * their key while the provider still remembers it; nothing new is claimed. They were counted
 * against the limit when first claimed.
 */
export function resumeStaleBatches(options: DispatchOptions = {}): Promise<DispatchFigures> {
  return sendDeliveries(
    { newsletterId: null, budget: Number.POSITIVE_INFINITY, dispatch: "daily", staleOnly: true },
    options,
  );
}

/**
 * The daily job's share: what remains of today's newsletter limit (UTC day) once every e-mail
 * already sent today is counted, oldest newsletter first. A second run the same day finds the
 * share used and sends nothing.
 */
export async function sendDailyBatch(
  options: DispatchOptions = {},
): Promise<DispatchFigures & { budget: number }> {
  const now = options.now ?? new Date();
  const settings = options.settings ?? newsletterSettings();
  const budget = await newsletterShareLeft(now, settings.dailyLimit);
  const figures = await sendDeliveries(
    { newsletterId: null, budget, dispatch: "daily" },
    { ...options, now, settings },
  );
  return { ...figures, budget };
}

async function sendDeliveries(
  scope: {
    newsletterId: string | null;
    budget: number;
    dispatch: "immediate" | "daily";
    staleOnly?: boolean;
  },
  options: DispatchOptions,
): Promise<DispatchFigures> {
  const now = options.now ?? new Date();
  const settings = options.settings ?? newsletterSettings();
  const transport = options.transport;
  const batchSize = settings.debug.enabled
    ? Math.min(BATCH_SIZE, settings.debug.limit)
    : BATCH_SIZE;
  const figures: DispatchFigures = { sent: 0, failed: 0, calls: 0, rateLimited: false };
  const templates = new Map<string, Promise<RenderedTemplate>>();
  let budget = scope.budget;
  let stop = false;
  await setAsideUnverifiable(now);
  if (budget > 0 && !scope.staleOnly) await skipLeftAddresses(scope.newsletterId, now);

  const worker = async () => {
    while (!stop) {
      const size = Math.min(batchSize, budget);
      if (size <= 0) return;
      budget -= size; // reserved before the claim, so that workers never overspend together
      const batch = await claimBatch({
        newsletterId: scope.newsletterId,
        size,
        dispatch: scope.dispatch,
        now,
        staleOnly: scope.staleOnly ?? false,
      });
      // A stale batch is taken whole even when larger than the reservation (a daily limit under
      // 100 after a crashed first send): finishing it once beats leaving it stuck.
      budget += size - (batch?.rows.length ?? 0);
      if (!batch) return;
      const outcome = await sendBatch(batch, {
        transport,
        settings,
        templates,
        now,
        signal: options.signal,
      });
      figures.calls += 1;
      figures.sent += outcome.sent;
      figures.failed += outcome.failed;
      if (outcome.rateLimited) {
        figures.rateLimited = true;
        stop = true;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, worker));
  return figures;
}

/**
 * Rows still waiting whose address left since the newsletter was queued (the member switched the
 * option off or was anonymised, the visitor unsubscribed or was purged) are skipped, whatever the
 * way they left. Rows already in a batch call stay (that call may be repeated after a crash).
 */
async function skipLeftAddresses(newsletterId: string | null, now: Date): Promise<void> {
  const ofNewsletter = newsletterId ? sql`and d.newsletter_id = ${newsletterId}` : sql``;
  await getDb().transaction(async (tx) => {
    const skipped = await selectRows<{ newsletterId: string }>(
      tx,
      sql`update newsletter_deliveries d set status = 'skipped', error = 'Désinscrit avant l''envoi'
        where d.status = 'pending' and d.batch_key is null ${ofNewsletter}
          and case when d.is_member
            then not exists (
              select 1 from users u where lower(u.email) = d.email and u.newsletter and u.anonymized_at is null
            )
            else not exists (
              select 1 from newsletter_subscribers s where lower(s.email) = d.email and s.status = 'confirmed'
            ) or exists (
              select 1 from users o where lower(o.email) = d.email and o.anonymized_at is null and not o.newsletter
            )
          end
        returning d.newsletter_id as "newsletterId"`,
    );
    if (skipped.length > 0)
      await refreshNewsletters(tx, [...new Set(skipped.map((row) => row.newsletterId))], now);
  });
}

/**
 * Interrupted batches (lease over) whose first call is past the provider's idempotency window:
 * repeating them might send them twice, so they are set aside for the admin to check.
 */
async function setAsideUnverifiable(now: Date): Promise<void> {
  const staleBefore = new Date(now.getTime() - CLAIM_LEASE_MS).toISOString();
  const windowStart = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS).toISOString();
  await getDb().transaction(async (tx) => {
    const setAside = await selectRows<{ newsletterId: string }>(
      tx,
      sql`update newsletter_deliveries d set status = 'unverified', claimed_at = null,
          error = 'Envoi interrompu, peut-être accepté par le fournisseur : trop ancien pour être repris sans risque de doublon'
        where d.status = 'pending' and d.batch_key is not null
          and (d.claimed_at is null or d.claimed_at < ${staleBefore}::timestamptz)
          and coalesce(d.first_called_at, d.claimed_at) < ${windowStart}::timestamptz
        returning d.newsletter_id as "newsletterId"`,
    );
    if (setAside.length > 0) {
      await refreshNewsletters(tx, [...new Set(setAside.map((row) => row.newsletterId))], now);
      console.error(
        `[newsletter] ${setAside.length} delivery(ies) set aside as unverified (first call older than the idempotency window)`,
      );
    }
  });
}

/** A stale batch (claimed by a run that never finished) first, whole; else fresh pending rows. */
async function claimBatch({
  newsletterId,
  size,
  dispatch,
  now,
  staleOnly,
}: {
  newsletterId: string | null;
  size: number;
  dispatch: "immediate" | "daily";
  now: Date;
  staleOnly: boolean;
}): Promise<ClaimedBatch | null> {
  const ofNewsletter = newsletterId ? sql`and d.newsletter_id = ${newsletterId}` : sql``;
  const nowIso = now.toISOString();
  const staleBefore = new Date(now.getTime() - CLAIM_LEASE_MS).toISOString();
  const windowStart = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS).toISOString();
  return getDb().transaction(async (tx) => {
    // Each batch is locked through one row, its smallest id, so that two runs never split a
    // stale batch between them (nor wait on each other's rows).
    const [stale] = await selectRows<{ batchKey: string }>(
      tx,
      sql`select d.batch_key as "batchKey" from newsletter_deliveries d
        where d.status = 'pending' and d.batch_key is not null
          and (d.claimed_at is null or d.claimed_at < ${staleBefore}::timestamptz) ${ofNewsletter}
          and coalesce(d.first_called_at, d.claimed_at, ${nowIso}::timestamptz) >= ${windowStart}::timestamptz
          and d.id::text = (select min(o.id::text) from newsletter_deliveries o where o.batch_key = d.batch_key and o.status = 'pending')
        order by d.created_at, d.id
        limit 1
        for update of d skip locked`,
    );
    if (stale) {
      const rows = await selectRows<ClaimedRow>(
        tx,
        sql`update newsletter_deliveries set claimed_at = ${nowIso}::timestamptz, attempts = attempts + 1
          where batch_key = ${stale.batchKey} and status = 'pending'
          returning id, newsletter_id as "newsletterId", email, is_member as "isMember", attempts`,
      );
      return { key: stale.batchKey, rows: sortRows(rows), fresh: false };
    }
    if (staleOnly) return null;
    const key = randomUUID();
    // The call follows the claim at once: its time starts the idempotency window.
    const rows = await selectRows<ClaimedRow>(
      tx,
      sql`update newsletter_deliveries set batch_key = ${key}, claimed_at = ${nowIso}::timestamptz,
          first_called_at = ${nowIso}::timestamptz, attempts = attempts + 1, dispatch = ${dispatch}
        where id in (
          select d.id from newsletter_deliveries d
          where d.status = 'pending' and d.batch_key is null ${ofNewsletter}
            and (d.claimed_at is null or d.claimed_at < ${staleBefore}::timestamptz)
          order by d.created_at, d.id
          limit ${size}
          for update skip locked
        )
        returning id, newsletter_id as "newsletterId", email, is_member as "isMember", attempts`,
    );
    return rows.length > 0 ? { key, rows: sortRows(rows), fresh: true } : null;
  });
}

/** The same rows always make the same call (same order, same bytes). */
function sortRows(rows: ClaimedRow[]): ClaimedRow[] {
  return rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

type NewsletterSource = {
  id: string;
  title: string;
  content: string;
  cards: NewsletterCard[];
  isDebug: boolean;
};

async function sendBatch(
  batch: ClaimedBatch,
  context: {
    transport: EmailTransport | undefined;
    settings: NewsletterSettings;
    templates: Map<string, Promise<RenderedTemplate>>;
    now: Date;
    signal?: AbortSignal;
  },
): Promise<{ sent: number; failed: number; rateLimited: boolean }> {
  const sources = await loadSources([...new Set(batch.rows.map((row) => row.newsletterId))]);
  const messages = await Promise.all(
    batch.rows.map(async (row) => {
      const source = sources.get(row.newsletterId);
      if (!source) throw new Error(`lettre d’information ${row.newsletterId} vanished`);
      const templateKey = `${source.id}:${row.isMember}`;
      let template = context.templates.get(templateKey);
      if (!template) {
        template = renderNewsletterTemplate(source, { isMember: row.isMember });
        context.templates.set(templateKey, template);
      }
      const email = personalise(await template, row.email);
      // Debug mode: everything to the test address (the newsletter was queued in debug mode).
      return { ...email, to: source.isDebug ? context.settings.debug.email : row.email };
    }),
  );

  // A run being stopped (signal) rejects here and touches nothing: its batch is taken again
  // after the lease.
  const call = await sendBatchCall(messages, {
    idempotencyKey: `newsletter-batch-${batch.key}`,
    signal: context.signal,
    transport: context.transport,
  });
  if (!call.ok) return releaseAfterFailure(batch, call.failure, context.now);
  const ids = call.ids;

  await getDb().transaction(async (tx) => {
    const values = sql.join(
      batch.rows.map((row, i) => sql`(${row.id}::uuid, ${ids[i] ?? null})`),
      sql`, `,
    );
    await tx.execute(sql`update newsletter_deliveries d
      set status = 'sent', provider_message_id = v.provider_id, sent_at = ${context.now.toISOString()}::timestamptz,
          error = null, claimed_at = null
      from (values ${values}) as v(id, provider_id)
      where d.id = v.id and d.status = 'pending'`);
    await refreshNewsletters(tx, [...sources.keys()], context.now);
  });
  return { sent: batch.rows.length, failed: 0, rateLimited: false };
}

async function releaseAfterFailure(
  batch: ClaimedBatch,
  failure: SendFailure,
  now: Date,
): Promise<{ sent: number; failed: number; rateLimited: boolean }> {
  const rateLimited = failure.kind === "rate-limited";
  // Refused for its content: the same call would fail again, so the rows may be grouped anew; so
  // may a first call refused for the quota (a 429 accepts nothing), which then starts no window.
  // Otherwise (network, 5xx, or a 429 on a repeated call) the provider may have accepted it: keep
  // the key for the retry.
  const regroup = failure.kind === "rejected" || (rateLimited && batch.fresh);
  const message = failure.message;
  const ids = batch.rows.map((row) => row.id);
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const failed = rateLimited ? 0 : batch.rows.filter((row) => row.attempts >= MAX_ATTEMPTS).length;
  await getDb().transaction(async (tx) => {
    // The claim time stays: the rows wait for the lease, i.e. a later run, before their next try.
    // A provider's quota is not a try of the rows.
    await tx.execute(sql`update newsletter_deliveries
      set claimed_at = ${now.toISOString()}::timestamptz, error = ${message},
          ${regroup ? sql`batch_key = null, first_called_at = null,` : sql``}
          attempts = case when ${rateLimited}::boolean then greatest(attempts - 1, 0) else attempts end,
          status = case when ${!rateLimited}::boolean and attempts >= ${MAX_ATTEMPTS}::int then 'failed' else status end
      where id in (${idList}) and status = 'pending'`);
    await refreshNewsletters(tx, [...new Set(batch.rows.map((row) => row.newsletterId))], now);
  });
  console.error(`[newsletter] batch ${batch.key} of ${ids.length} not sent: ${message}`);
  return { sent: 0, failed, rateLimited };
}

/**
 * Counts from the deliveries themselves (never drift), and the status they mean. The newsletter
 * rows are locked first, in id order: a second run finishing a batch at the same moment waits
 * here, and its count (a new statement, hence a new snapshot) then sees the first run's rows.
 * Counting in the update itself would use a snapshot taken before the wait and lose them.
 */
export async function refreshNewsletters(
  tx: Parameters<typeof selectRows>[0],
  ids: string[],
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  const idList = sql.join(
    [...ids].sort().map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(sql`select id from newsletters where id in (${idList}) order by id for update`);
  await tx.execute(sql`update newsletters n
    set sent_count = c.sent, failed_count = c.failed,
        status = case
          when c.pending > 0 then 'sending'
          when c.sent = 0 and c.failed > 0 then 'failed'
          else 'sent'
        end,
        completed_at = case when c.pending = 0 then coalesce(n.completed_at, ${now.toISOString()}::timestamptz) else null end
    from (
      select newsletter_id,
        count(*) filter (where status = 'sent')::int as sent,
        count(*) filter (where status = 'failed')::int as failed,
        count(*) filter (where status = 'pending')::int as pending
      from newsletter_deliveries
      where newsletter_id in (${idList})
      group by newsletter_id
    ) c
    where n.id = c.newsletter_id`);
}

async function loadSources(ids: string[]): Promise<Map<string, NewsletterSource>> {
  const rows = await selectRows<NewsletterSource>(
    getDb(),
    sql`select id, title, content, cards, is_debug as "isDebug" from newsletters
      where id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}
