import { PageHeader } from "./page-header";

/** Body of the French 404 page (the banner with its h1, a message, links home and to publications). */
export function NotFoundContent() {
  return (
    <>
      <PageHeader title="Page introuvable" subtitle="Erreur 404" />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <p className="max-w-2xl text-lg text-slate-700">
          La page que vous cherchez n’existe pas ou a été déplacée. Vérifiez l’adresse, ou
          poursuivez votre visite à partir de l’accueil ou de nos publications.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a
            href="/"
            className="rounded-md bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            Retour à l’accueil
          </a>
          <a
            href="/publications?type=publication"
            className="rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
          >
            Voir nos publications
          </a>
        </div>
      </div>
    </>
  );
}
