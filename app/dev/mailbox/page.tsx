import Link from "next/link";
import { listMailboxMessages } from "@/lib/email/mailbox";
import { formatDateTime } from "@/lib/format/dates";
import { queryParam, type SearchParams } from "@/lib/validation/search-params";

export const dynamic = "force-dynamic";

export default async function MailboxPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const to = queryParam((await searchParams).to);
  const messages = await listMailboxMessages({ to });
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">Boîte d’envoi locale</h1>
      <p className="mt-2 text-slate-600">
        Les e-mails du site (codes de connexion, messages de contact, confirmations) arrivent ici,
        du plus récent au plus ancien, et y restent 30 jours.
      </p>
      <form className="mt-6 flex gap-2" action="/dev/mailbox">
        <label htmlFor="to" className="sr-only">
          Filtrer par destinataire
        </label>
        <input
          id="to"
          name="to"
          type="email"
          defaultValue={to}
          placeholder="Filtrer par destinataire"
          className="w-72 rounded border border-slate-300 px-3 py-2"
        />
        <button className="rounded bg-brand-800 px-4 py-2 font-semibold text-white">Filtrer</button>
      </form>
      {messages.length === 0 ? (
        <p className="mt-8 text-slate-600">Aucun message.</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded border border-slate-200 bg-white">
          {messages.map((message) => (
            <li key={message.id} className="px-4 py-3">
              <Link
                href={`/dev/mailbox/${message.id}`}
                className="font-semibold text-brand-800 underline"
              >
                {message.subject}
              </Link>
              <p className="text-sm text-slate-600">
                À {message.to} · {formatDateTime(message.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
