import { Fragment } from "react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { z } from "zod";
import { getMailboxMessage } from "@/lib/email/mailbox";
import { formatDateTime } from "@/lib/format/dates";
import { formatFileSize } from "@/lib/format/numbers";

export const dynamic = "force-dynamic";

export default async function MailboxMessagePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const parsed = z.uuid().safeParse(id);
  const message = parsed.success ? await getMailboxMessage(parsed.data) : undefined;
  if (!message) notFound();
  return (
    <>
      <Link href="/dev/mailbox" className="text-brand-800 underline">
        ← Tous les messages
      </Link>
      <h1 className="mt-4 text-2xl font-bold text-brand-900">{message.subject}</h1>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 text-sm text-slate-700">
        <dt className="font-semibold">De</dt>
        <dd>{message.from}</dd>
        <dt className="font-semibold">À</dt>
        <dd>{message.to}</dd>
        {message.replyTo && (
          <>
            <dt className="font-semibold">Répondre à</dt>
            <dd>{message.replyTo}</dd>
          </>
        )}
        <dt className="font-semibold">Date</dt>
        <dd>{formatDateTime(message.createdAt)}</dd>
        {message.idempotencyKey && (
          <>
            <dt className="font-semibold">Idempotency-Key</dt>
            <dd className="break-all font-mono text-xs">{message.idempotencyKey}</dd>
          </>
        )}
        {Object.entries(message.headers ?? {}).map(([name, value]) => (
          <Fragment key={name}>
            <dt className="font-semibold">{name}</dt>
            <dd className="break-all font-mono text-xs">{value}</dd>
          </Fragment>
        ))}
        {message.attachments.length > 0 && (
          <>
            <dt className="font-semibold">Pièces jointes</dt>
            <dd>
              {message.attachments
                .map((file) => `${file.filename} (${formatFileSize(file.bytes)})`)
                .join(", ")}
            </dd>
          </>
        )}
      </dl>
      {/* The e-mail's HTML in a sandbox without scripts: it cannot touch this page. */}
      <iframe
        title="Aperçu du message"
        sandbox=""
        srcDoc={message.html}
        className="mt-6 h-[36rem] w-full rounded border border-slate-300 bg-white"
      />
      <details className="mt-4">
        <summary className="cursor-pointer font-semibold">Version texte</summary>
        <pre className="mt-2 whitespace-pre-wrap rounded bg-white p-4 text-sm">{message.text}</pre>
      </details>
    </>
  );
}
