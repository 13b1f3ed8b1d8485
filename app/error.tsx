"use client";

import { ErrorContent } from "@/components/site/error-content";
import { SiteLogo } from "@/components/site/site-logo";

/**
 * French error page for a failure outside the public pages' layout (the root layout stays in
 * place). Errors inside a public page use app/(site)/error.tsx, which keeps the header and footer.
 */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
          <SiteLogo />
        </div>
      </header>
      <main id="contenu">
        <ErrorContent error={error} retry={retry} />
      </main>
    </>
  );
}
