"use client";

import Link from "next/link";
import { useEffect } from "react";

/** Body of the French error page: message, error reference, 'Réessayer' and a link home. */
export function ErrorContent({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  const digest =
    error instanceof Error && "digest" in error && typeof error.digest === "string"
      ? error.digest
      : null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-3xl font-bold text-brand-900">Une erreur est survenue</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">
        La page n&apos;a pas pu s&apos;afficher. Réessayez dans un instant ; si le problème
        persiste, revenez à l&apos;accueil ou écrivez-nous.
      </p>
      {digest && (
        <p className="mt-2 text-sm text-slate-600">Référence de l&apos;erreur : {digest}</p>
      )}
      <div className="mt-8 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => retry()}
          className="rounded-md bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Réessayer
        </button>
        <Link
          href="/"
          className="rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Retour à l&apos;accueil
        </Link>
      </div>
    </div>
  );
}
