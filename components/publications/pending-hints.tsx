"use client";

import { LoaderCircle } from "lucide-react";
import { useLinkStatus } from "next/link";
import { listMessages } from "@/lib/publications/labels";

// The list is rendered by the server on each filter change, without a loading.tsx (streaming
// would leave visitors without JavaScript on the loading text): these hints show
// 'Chargement du contenu...' while a filter link is on its way (the search box has its own).

function Spinner({ label }: { label: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-1 text-xs">
      <LoaderCircle
        aria-hidden="true"
        className="size-3.5 animate-spin motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Inside a <Link>: a spinner while that navigation is pending. */
export function LinkPendingHint() {
  const { pending } = useLinkStatus();
  return pending ? <Spinner label={listMessages.loading} /> : null;
}
