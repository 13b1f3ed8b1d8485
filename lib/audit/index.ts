import "server-only";
import type { Database } from "@/lib/db";
import { auditLog } from "@/lib/db/schema";
import type { AuditAction } from "./labels";

export type { AuditAction };

// The audit log: one row per change of content or of a member's data, and per read or export of
// members' data by staff, written with the transaction of the change (`tx`), so that a change is
// never without its row and a rolled-back change leaves none.

export type AuditSubject = {
  type:
    | "user"
    | "publication"
    | "link"
    | "faq"
    | "file"
    | "payment"
    | "subscription"
    | "newsletter"
    | "attestation"
    | "email"
    | "purge"
    | "import"
    | "export"
    | "union";
  id?: string | null;
};

export type AuditEntryInput = {
  /** Who acted (the viewer), or null for the site itself (daily job, provider events). */
  actor: { id: string } | null;
  /** A dotted verb, e.g. "publication.update", "member.view", "payment.record". */
  action: AuditAction;
  subject: AuditSubject;
  /** The member concerned; a "user" subject is its own member. */
  memberId?: string | null;
  /** A short French sentence for the journal, e.g. "Titre modifié". */
  summary: string;
  details?: Record<string, unknown>;
};

export async function recordAudit(tx: Database, entry: AuditEntryInput): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    action: entry.action,
    entity: entry.subject.type,
    entityId: entry.subject.id ?? null,
    memberId: entry.memberId ?? (entry.subject.type === "user" ? (entry.subject.id ?? null) : null),
    summary: entry.summary,
    details: entry.details ?? {},
  });
}
