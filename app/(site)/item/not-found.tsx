import { ItemNotFound } from "@/components/publications/item-not-found";

/** An unknown or unreadable item: 'Contenu non trouvé' with the 404 status (and Next's noindex). */
export default function ItemNotFoundPage() {
  return <ItemNotFound />;
}
