import type { Metadata } from "next";
import { queryParam, type SearchParams } from "@/lib/validation/search-params";
import { TokenActionForm } from "@/components/newsletter/token-action-form";
import { PageHeader } from "@/components/site/page-header";
import { unsubscribeFromNewsletter } from "../actions";

export const metadata: Metadata = { title: "Désinscription", robots: { index: false } };

export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const token = queryParam((await searchParams).token);
  return (
    <>
      <PageHeader title="Lettre d’information" subtitle="Désinscription" />
      <div className="mx-auto max-w-2xl px-4 py-10">
        {token ? (
          <>
            <p className="mb-6 text-slate-700">
              Vous ne souhaitez plus recevoir la lettre d’information du SRH&nbsp;?
            </p>
            <TokenActionForm
              token={token}
              action={unsubscribeFromNewsletter}
              label="Me désinscrire"
            />
          </>
        ) : (
          <p role="alert">Ce lien de désinscription est incomplet.</p>
        )}
      </div>
    </>
  );
}
