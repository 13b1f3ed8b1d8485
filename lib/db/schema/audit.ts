import { bigserial, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./members";

// Who did what, written in the transaction of the change (lib/audit). The app only ever adds
// rows: no screen or call edits or deletes them.

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The person who acted; null for the site itself (the daily job, a provider's event). */
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    /** What was changed or read: a table's kind ("user", "publication"…) and its id. */
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    /** The member the row concerns, when there is one (GDPR: who read or changed whose data). */
    memberId: uuid("member_id").references(() => users.id, { onDelete: "set null" }),
    /** A short French sentence for the journal. */
    summary: text("summary").notNull().default(""),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entity, t.entityId, t.createdAt),
    index("audit_log_created_idx").on(t.createdAt.desc()),
    index("audit_log_member_idx").on(t.memberId, t.createdAt.desc()),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt.desc()),
  ],
);

export type AuditEntry = typeof auditLog.$inferSelect;
