"use client";

import { ErrorContent } from "@/components/site/error-content";

/** French error page inside the (site) layout: the header and footer stay usable. */
export default function SiteErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorContent error={error} retry={retry} />;
}
