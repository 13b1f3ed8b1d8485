import "server-only";
import { assertAdminViewer, type AdminViewer } from "@/lib/auth/access";
import { sql, type SQL } from "drizzle-orm";
import { getDb, type Database } from "@/lib/db";
import { selectRows } from "@/lib/db/client";
import type { ProfessionalFlags } from "@/lib/db/schema";
import { billingNow } from "@/lib/membership/clock";
import { tierTitles } from "@/lib/membership/tiers";
import { searchNeedle } from "@/lib/search-text";
import type { DirectoryFilters } from "./directory-filters";
import { conversionCohort, isAbandonedSignup, memberStateJoin } from "@/lib/membership/state-sql";
import { memberStateLabel } from "@/lib/membership/labels";
import type { MembershipStateKind as MemberState, RenewalKind } from "@/lib/membership/state";

// The administrators' member directory (/admin/members): one SQL query per page, search, filters,
// membership state and sorting done by the database (10,000 members in well under 300 ms).

/** A member's state as the SQL twin gives it (lib/membership/state-sql.ts). */
type StateRow = {
  id: string;
  state: MemberState;
  until: Date | string | null;
  last_failed: boolean;
  renewal: RenewalKind;
  renewal_at: Date | string | null;
};

export const DIRECTORY_PAGE_SIZE = 24;

export type DirectoryMember = {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  hospital: string;
  tierId: string | null;
  tierTitle: string | null;
  isAdmin: boolean;
  createdAt: Date;
  state: MemberState;
  stateUntil: Date | null;
  /** State none after a failed payment: shown as 'Paiement échoué'. */
  lastFailed: boolean;
  /** The automatic renewal, apart from the validity (renewalOf's SQL twin). */
  renewal: RenewalKind;
  renewalAt: Date | null;
};

export type DirectoryPage = {
  members: DirectoryMember[];
  total: number;
  page: number;
  pageCount: number;
};

// Search and sort read the folded keys the database keeps on each user (users.search_text,
// users.sort_name: lower case, accents and ligatures folded as normalizeSearchText does), so that
// names sort as French readers expect (É with E, Œ with O) whatever the database's collation.
const byName = sql`u.sort_name collate "C", u.id`;

function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Where-clause of a view: every typed word somewhere in name, e-mail or hospital; tier; state (judged on the billing clock). */
function conditions(filters: DirectoryFilters, now?: Date): SQL {
  // Abandoned signups are prospects, listed apart (listAbandonedSignups), not members.
  const parts: SQL[] = [sql`u.anonymized_at is null`, sql`not ${isAbandonedSignup}`];
  const words = searchNeedle(filters.query ?? "")
    .split(" ")
    .filter(Boolean)
    .slice(0, 10);
  for (const word of words) parts.push(sql`u.search_text like ${likePattern(word)}`);
  if (filters.tier === "none") parts.push(sql`u.tier_id is null`);
  else if (filters.tier) parts.push(sql`u.tier_id = ${filters.tier}`);
  if (filters.state) parts.push(sql`ms.state = ${filters.state}`);
  if (filters.renewal) parts.push(sql`ms.renewal = ${filters.renewal}`);
  if (filters.joined)
    parts.push(
      sql`to_char(u.created_at at time zone 'Europe/Paris', 'YYYY-MM') = ${filters.joined}`,
    );
  if (filters.paidYear) {
    parts.push(sql`exists (select 1 from payments p where p.user_id = u.id and p.status = 'succeeded' and p.canceled_at is null
      and p.amount_cents > p.refunded_cents
      and extract(year from coalesce(p.paid_at, p.created_at) at time zone 'Europe/Paris') = ${filters.paidYear})`);
  }
  if (filters.conversion && now) parts.push(conversionCohort(now, filters.conversion));
  if (filters.renewalDays && now) {
    parts.push(
      sql`ms.state in ('trial', 'active') and ms.until <= ${now.toISOString()}::timestamptz + make_interval(days => ${filters.renewalDays}::int)`,
    );
  }
  return sql.join(parts, sql` and `);
}

function ordering(filters: DirectoryFilters): SQL {
  switch (filters.sort) {
    case "joined":
      return sql`u.created_at desc, u.id`;
    case "expiry":
      return sql`ms.until asc nulls last, ${byName}`;
    default:
      return byName;
  }
}

type Row = {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  hospital: string;
  tier_id: string | null;
  is_admin: boolean;
  created_at: Date | string;
  state: MemberState;
  until: Date | string | null;
  last_failed: boolean;
  renewal: RenewalKind;
  renewal_at: Date | string | null;
};

function toMember(row: Row, titles: ReadonlyMap<string, string>): DirectoryMember {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    hospital: row.hospital,
    tierId: row.tier_id,
    tierTitle: row.tier_id ? (titles.get(row.tier_id) ?? null) : null,
    isAdmin: row.is_admin,
    createdAt: new Date(row.created_at),
    state: row.state,
    stateUntil: row.until === null ? null : new Date(row.until),
    lastFailed: row.last_failed,
    renewal: row.renewal,
    renewalAt: row.renewal_at === null ? null : new Date(row.renewal_at),
  };
}

const selection = sql`u.id, u.firstname, u.lastname, u.email, u.hospital, u.tier_id, u.is_admin, u.created_at, ms.state, ms.until, ms.last_failed, ms.renewal, ms.renewal_at`;

function fromClause(now: Date, userIds?: readonly string[]): SQL {
  return sql`from users u ${memberStateJoin(now, userIds)}`;
}

/** Whether a view needs every member's state (to filter or sort by it), or only its page's. */
function needsEveryState(filters: DirectoryFilters): boolean {
  return (
    Boolean(filters.state) ||
    Boolean(filters.renewal) ||
    Boolean(filters.renewalDays) ||
    filters.sort === "expiry"
  );
}

function idArray(ids: readonly string[]): SQL {
  return sql`${`{${ids.join(",")}}`}::uuid[]`;
}

/** One page of the directory and the number of matching members. */
export async function listDirectory(
  admin: AdminViewer,
  filters: DirectoryFilters,
  at?: Date,
  db: Database = getDb(),
): Promise<DirectoryPage> {
  assertAdminViewer(admin);
  const now = at ?? (await billingNow(db));
  const where = conditions(filters, now);
  const page = Math.min(100_000, Math.max(1, Math.trunc(filters.page ?? 1)));
  const limit = sql`limit ${DIRECTORY_PAGE_SIZE} offset ${(page - 1) * DIRECTORY_PAGE_SIZE}`;
  let rows: (Row & { total?: number })[];
  let total: number;
  if (needsEveryState(filters)) {
    // The count and the page in one statement: one evaluation of every member's state.
    rows = await selectRows<Row & { total: number }>(
      db,
      sql`select ${selection}, count(*) over ()::int as total ${fromClause(now)} where ${where} order by ${ordering(filters)} ${limit}`,
    );
    total = rows[0]?.total ?? 0;
  } else {
    // Search, tier and name or date order need no state: the page's ids first, then the state of those 24 only.
    const page_ = await selectRows<{ id: string; total: number }>(
      db,
      sql`select u.id, count(*) over ()::int as total from users u where ${where} order by ${ordering(filters)} ${limit}`,
    );
    total = page_[0]?.total ?? 0;
    const ids = page_.map((row) => row.id);
    const found =
      ids.length === 0
        ? []
        : await selectRows<Row>(
            db,
            sql`select ${selection} ${fromClause(now, ids)} where u.id = any(${idArray(ids)})`,
          );
    const byId = new Map(found.map((row) => [row.id, row]));
    rows = ids.flatMap((id) => byId.get(id) ?? []);
  }
  if (rows.length === 0 && page > 1) {
    // Past the last page: the count alone, so that the page can offer a way back.
    total = await countDirectory(filters, now, db);
  }
  const titles = await tierTitles(db);
  return {
    members: rows.map((row) => toMember(row, titles)),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE)),
  };
}

/** What the CSV export needs beyond a card. */
export type DirectoryExportMember = DirectoryMember & {
  address: string;
  newsletter: boolean;
  infopro: ProfessionalFlags;
  lastPaymentAt: Date | null;
  lastPaymentCents: number | null;
};

type ExportRow = Row & {
  address: string;
  newsletter: boolean;
  infopro: ProfessionalFlags | string;
  last_paid_at: Date | string | null;
  last_amount: number | null;
};

// The last successful payment (date and amount) of each member, for the export.
const lastPaymentJoin = sql`left join lateral (
    select coalesce(p.paid_at, p.created_at) as last_paid_at, p.amount_cents as last_amount from payments p
    where p.user_id = u.id and p.status = 'succeeded' and p.canceled_at is null
    order by coalesce(p.paid_at, p.created_at) desc, p.id desc limit 1
  ) lpay on true`;

/** Every member of a view, in its order, in chunks (the CSV export streams them). */
export async function* iterateDirectory(
  filters: DirectoryFilters,
  options: { now?: Date; chunkSize?: number; db?: Database } = {},
): AsyncGenerator<DirectoryExportMember[]> {
  const db = options.db ?? getDb();
  const now = options.now ?? (await billingNow(db));
  const chunkSize = options.chunkSize ?? 1000;
  const titles = await tierTitles(db);
  // Every member's state once, in the view's order (small rows); then the details chunk by chunk.
  const ordered = await selectRows<StateRow>(
    db,
    sql`select u.id, ms.state, ms.until, ms.last_failed, ms.renewal, ms.renewal_at ${fromClause(now)} where ${conditions(filters, now)} order by ${ordering(filters)}`,
  );
  for (let offset = 0; offset < ordered.length; offset += chunkSize) {
    const slice = ordered.slice(offset, offset + chunkSize);
    const details = await selectRows<
      Omit<ExportRow, "state" | "until" | "last_failed" | "renewal" | "renewal_at">
    >(
      db,
      sql`select u.id, u.firstname, u.lastname, u.email, u.hospital, u.tier_id, u.is_admin, u.created_at,
            u.address, u.newsletter, u.infopro, lpay.last_paid_at, lpay.last_amount
          from users u ${lastPaymentJoin}
          where u.id = any(${idArray(slice.map((row) => row.id))})`,
    );
    const byId = new Map(details.map((row) => [row.id, row]));
    yield slice.flatMap((state) => {
      const row = byId.get(state.id);
      if (!row) return [];
      return [
        {
          ...toMember(
            {
              ...row,
              state: state.state,
              until: state.until,
              last_failed: state.last_failed,
              renewal: state.renewal,
              renewal_at: state.renewal_at,
            },
            titles,
          ),
          address: row.address,
          newsletter: row.newsletter,
          infopro:
            typeof row.infopro === "string"
              ? (JSON.parse(row.infopro) as ProfessionalFlags)
              : row.infopro,
          lastPaymentAt: row.last_paid_at === null ? null : new Date(row.last_paid_at),
          lastPaymentCents: row.last_amount,
        },
      ];
    });
  }
}

/** How many members a view holds. */
export async function countDirectory(
  filters: DirectoryFilters,
  at?: Date,
  db: Database = getDb(),
): Promise<number> {
  const now = at ?? (await billingNow(db));
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total ${fromClause(now)} where ${conditions(filters, now)}`,
  );
  return row?.total ?? 0;
}

export type MemberStateSummary = {
  state: MemberState;
  label: string;
  until: Date | null;
  renewal: RenewalKind;
  renewalAt: Date | null;
};

/** Every member's state in one query (the legacy list API adds it to each user). */
export async function memberStates(
  at?: Date,
  db: Database = getDb(),
): Promise<Map<string, MemberStateSummary>> {
  const now = at ?? (await billingNow(db));
  const rows = await selectRows<StateRow>(
    db,
    sql`select u.id, ms.state, ms.until, ms.last_failed, ms.renewal, ms.renewal_at ${fromClause(now)} where u.anonymized_at is null`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        state: row.state,
        label: memberStateLabel(row.state, { lastFailed: row.last_failed }),
        until: row.until === null ? null : new Date(row.until),
        renewal: row.renewal,
        renewalAt: row.renewal_at === null ? null : new Date(row.renewal_at),
      },
    ]),
  );
}

export type AbandonedSignup = {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  tierId: string | null;
  createdAt: Date;
};

/** "Inscriptions non finalisées": accounts whose signup stopped before the card (newest first, 100 at most). */
export async function listAbandonedSignups(
  admin: AdminViewer,
  db: Database = getDb(),
): Promise<{ total: number; signups: AbandonedSignup[] }> {
  assertAdminViewer(admin);
  const rows = await selectRows<{
    id: string;
    firstname: string;
    lastname: string;
    email: string;
    tier_id: string | null;
    created_at: Date | string;
    total: number;
  }>(
    db,
    sql`select u.id, u.firstname, u.lastname, u.email, u.tier_id, u.created_at, count(*) over ()::int as total
        from users u where u.anonymized_at is null and ${isAbandonedSignup}
        order by u.created_at desc, u.id limit 100`,
  );
  return {
    total: rows[0]?.total ?? 0,
    signups: rows.map((row) => ({
      id: row.id,
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      tierId: row.tier_id,
      createdAt: new Date(row.created_at),
    })),
  };
}
