"use client";

import { useSearchParams } from "next/navigation";
import { PublicationNotFound } from "@/components/publications/publication-not-found";
import { detailMessages, publicationTypeOrDefault } from "@/lib/publications/labels";

export default function ItemError() {
  const type = publicationTypeOrDefault(useSearchParams().get("type"));
  return <PublicationNotFound type={type} message={detailMessages.loadError} />;
}
