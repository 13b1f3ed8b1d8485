import { requireAdmin } from "@/lib/auth/access";
import Link from "next/link";
import { Section } from "@/components/members/profile-details";
import { emailKinds, emailStateLabels } from "@/lib/email/kinds";
import { listMemberEmails } from "@/lib/email/queries";
import { formatDateTime } from "@/lib/format/dates";

/** The member's last e-mails (kind and state), and the way to all of them on /admin/emails. */
export async function MemberEmails({ userId }: { userId: string }) {
  const { emails, total } = await listMemberEmails(await requireAdmin(), userId);
  return (
    <Section id="admin-emails" title="E-mails du membre">
      {emails.length === 0 ? (
        <p className="text-slate-700">Aucun e-mail ces 30 derniers jours.</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {emails.map((email) => (
            <li key={email.id}>
              <span className="text-slate-600">{formatDateTime(email.createdAt)}</span> —{" "}
              <strong>{emailKinds[email.kind].label}</strong>
              {" : "}
              {emailStateLabels[email.state]}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3">
        <Link
          prefetch={false}
          href={`/admin/emails?membre=${encodeURIComponent(userId)}`}
          className="font-semibold text-brand-700 hover:underline"
        >
          Tous les e-mails de ce membre ({total})
        </Link>
      </p>
    </Section>
  );
}
