"use client";

import { LoaderCircle } from "lucide-react";
import { useLinkStatus } from "next/link";
import { useFormStatus } from "react-dom";
import { listMessages } from "@/lib/publications/labels";

// The list is rendered by the server on each filter change, without a loading.tsx (streaming
// would leave visitors without JavaScript on the loading text): these hints show
// 'Chargement du contenu...' while a filter link or the search form is on its way.

function Spinner({ label }: { label: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-1 text-xs">
      <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin motion-reduce:animate-none" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Inside a <Link>: a spinner while that navigation is pending. */
export function LinkPendingHint() {
  const { pending } = useLinkStatus();
  return pending ? <Spinner label={listMessages.loading} /> : null;
}

/** The search form's button: its label becomes the loading text while the results come. */
export function SearchSubmitButton({ children }: { children: React.ReactNode }) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      className="inline-flex items-center gap-2 rounded-md bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-700"
    >
      {pending ? listMessages.loading : children}
    </button>
  );
}
