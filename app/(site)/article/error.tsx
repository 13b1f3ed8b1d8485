"use client";

import { ArticleError, articleMessages } from "@/components/publications/publication-not-found";

export default function ArticleLoadError() {
  return <ArticleError message={articleMessages.loadError} />;
}
