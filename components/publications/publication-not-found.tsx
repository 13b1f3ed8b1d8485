import { ArrowLeft, Home } from "lucide-react";
import type { PublicationType } from "@/lib/db/enums";
import { detailMessages } from "@/lib/publications/labels";
import { listUrl } from "@/lib/urls";

/** 'Contenu non trouvé' (or the load error) with 'Retour à la liste' to the list of that type. */
export function PublicationNotFound({
  type,
  message = detailMessages.notFound,
}: {
  type: PublicationType;
  message?: string;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{message}</h1>
      <a
        href={listUrl({ type })}
        className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {detailMessages.back}
      </a>
    </div>
  );
}

// The article reader's three error texts (spec §8, in English there), each said in French too.
export const articleMessages = {
  missingId: "Article ID not provided",
  notFound: "Article not found",
  loadError: "Failed to load article content",
} as const;

const frenchArticleMessages: Record<string, string> = {
  [articleMessages.missingId]: "Aucun article n’est indiqué dans l’adresse.",
  [articleMessages.notFound]: "Cet article n’existe pas ou n’est pas accessible.",
  [articleMessages.loadError]:
    "Le contenu de l’article n’a pas pu être chargé. Veuillez réessayer dans un instant.",
};

export function ArticleError({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 lang="en" className="text-3xl font-bold text-brand-900">
        {message}
      </h1>
      {frenchArticleMessages[message] && (
        <p className="mt-3 text-slate-700">{frenchArticleMessages[message]}</p>
      )}
      <a
        href="/"
        className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
      >
        <Home aria-hidden="true" className="size-4" />
        Retour à l’accueil
      </a>
    </div>
  );
}
