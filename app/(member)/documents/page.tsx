import type { Metadata } from "next";
import Form from "next/form";
import Link from "next/link";
import { Search, X } from "lucide-react";
import { DocumentList } from "@/components/members/document-list";
import { PageHeader } from "@/components/site/page-header";
import { audienceOf } from "@/lib/auth/audience";
import { requireMember } from "@/lib/auth/access";
import { listMemberDocumentsCached } from "@/lib/publications/documents";
import { countOf } from "@/lib/format/french";

export const metadata: Metadata = { title: "Documents", robots: { index: false, follow: false } };

type SearchParams = Promise<{ q?: string | string[] }>;

const documentsMessages = {
  noMatch: "Aucun document ne correspond à votre recherche.",
  empty: "Aucun document disponible pour le moment.",
} as const;

// /documents – every document attached to a publication, subscribers-only ones included; the
// search is a GET form, so that it works without JavaScript.
export default async function DocumentsPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requireMember();
  const raw = (await searchParams).q;
  const query = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 200) ?? "";
  const documents = await listMemberDocumentsCached({ audience: audienceOf(viewer), query });
  return (
    <>
      <PageHeader
        title="Documents"
        subtitle="Les documents joints aux publications du SRH, y compris ceux réservés aux adhérents."
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Form action="/documents" role="search" className="flex flex-wrap gap-2">
          <label htmlFor="recherche-documents" className="sr-only">
            Rechercher un document
          </label>
          <input
            id="recherche-documents"
            name="q"
            type="search"
            defaultValue={query}
            placeholder="Rechercher un document…"
            className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
          />
          <button
            type="submit"
            className="inline-flex items-center gap-2 rounded-md bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            <Search aria-hidden="true" className="size-4" />
            Rechercher
          </button>
        </Form>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
          <p role="status" className="text-sm text-slate-600">
            {documents.length > 0 ? countOf(documents.length, "document", "documents") : ""}
          </p>
          {query && (
            <Link
              href="/documents"
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
            >
              <X aria-hidden="true" className="size-4" />
              Effacer la recherche
            </Link>
          )}
        </div>
        {documents.length === 0 ? (
          <p className="mt-6 rounded-lg bg-slate-50 p-6 text-center text-slate-700">
            {query ? documentsMessages.noMatch : documentsMessages.empty}
          </p>
        ) : (
          <div className="mt-6">
            <DocumentList documents={documents} now={new Date()} />
          </div>
        )}
      </div>
    </>
  );
}
