import { ArticleError, articleMessages } from "@/components/publications/publication-not-found";

/** An unknown or unreadable article: 'Article not found' (spec §8), said in French too, with 404. */
export default function ArticleNotFound() {
  return <ArticleError message={articleMessages.notFound} />;
}
