"use client";

import { Suspense } from "react";
import { useSearchParams } from "next/navigation";
import { publicationTypeOrDefault } from "@/lib/publications/labels";
import { PublicationNotFound } from "./publication-not-found";

/**
 * 'Contenu non trouvé' for /item?id=<unknown> (answered 404): the type's list comes from the
 * address the visitor typed (the 404 view gets no parameters).
 */
export function ItemNotFound() {
  return (
    <Suspense fallback={<PublicationNotFound type="publication" />}>
      <FromAddress />
    </Suspense>
  );
}

function FromAddress() {
  return <PublicationNotFound type={publicationTypeOrDefault(useSearchParams().get("type"))} />;
}
