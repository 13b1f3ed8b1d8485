"use client";

import { useEffect } from "react";

const defaultMessage =
  "La page n’a pas pu s’afficher. Réessayez dans un instant\u00a0; si le problème persiste, revenez à l’accueil ou écrivez-nous.";

/** Body of the French error page: message, error reference, 'Réessayer' and a link home. A segment may say what failed. */
export function ErrorContent({
  error,
  retry,
  title = "Une erreur est survenue",
  message = defaultMessage,
}: {
  error: unknown;
  retry: () => void;
  title?: string;
  message?: string;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  const digest =
    error instanceof Error && "digest" in error && typeof error.digest === "string"
      ? error.digest
      : null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-16" role="alert">
      <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">{message}</p>
      {digest && (
        <p className="mt-2 text-sm text-slate-600">Référence de l’erreur&nbsp;: {digest}</p>
      )}
      <div className="mt-8 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => retry()}
          className="rounded-md bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Réessayer
        </button>
        <a
          href="/"
          className="rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Retour à l’accueil
        </a>
      </div>
    </div>
  );
}
