import type { Metadata } from "next";
import { queryParam, type SearchParams } from "@/lib/validation/search-params";
import { TokenActionForm } from "@/components/newsletter/token-action-form";
import { PageHeader } from "@/components/site/page-header";
import { confirmNewsletterSubscription } from "../actions";

export const metadata: Metadata = { title: "Confirmation d’inscription", robots: { index: false } };

export default async function ConfirmSubscriptionPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const token = queryParam((await searchParams).token);
  return (
    <>
      <PageHeader title="Lettre d’information" subtitle="Confirmation de votre inscription" />
      <div className="mx-auto max-w-2xl px-4 py-10">
        {token ? (
          <>
            <p className="mb-6 text-slate-700">
              Cliquez sur le bouton pour confirmer votre inscription à la lettre d’information du
              SRH.
            </p>
            <TokenActionForm
              token={token}
              action={confirmNewsletterSubscription}
              label="Confirmer mon inscription"
            />
          </>
        ) : (
          <p role="alert">Ce lien de confirmation est incomplet.</p>
        )}
      </div>
    </>
  );
}
