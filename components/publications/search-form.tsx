import Form from "next/form";
import { Search } from "lucide-react";
import { SearchSubmitButton } from "./pending-hints";

/** Search box of the publication list: a GET form, so it works without JavaScript too. */
export function SearchForm({ type, query, tags }: { type: string; query: string; tags: string[] }) {
  return (
    <Form action="/publications" role="search" className="flex gap-2">
      <input type="hidden" name="type" value={type} />
      {tags.length > 0 && <input type="hidden" name="tags" value={tags.join(",")} />}
      <label htmlFor="recherche" className="sr-only">
        Rechercher dans les titres et les textes
      </label>
      <input
        id="recherche"
        name="q"
        type="search"
        defaultValue={query}
        placeholder="Rechercher…"
        className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
      />
      <SearchSubmitButton>
        <Search aria-hidden="true" className="size-4" />
        Rechercher
      </SearchSubmitButton>
    </Form>
  );
}
