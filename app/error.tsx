"use client";

import { ErrorContent } from "@/components/site/error-content";

/** French error page; the header and footer of the root layout stay usable. */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorContent error={error} retry={retry} />;
}
