"use client";

import Form from "next/form";
import { Search } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { listMessages } from "@/lib/publications/labels";
import { listUrl, type ListState } from "@/lib/urls";

const TYPING_PAUSE_MS = 300;

/**
 * Search box of the publication list. With JavaScript the list filters as one types, like the
 * FAQ: after a short pause the address is replaced (the search stays shareable) and the server
 * renders the filtered list. Without JavaScript it is a plain GET form.
 */
export function SearchForm({ state }: { state: ListState }) {
  const router = useRouter();
  const [query, setQuery] = useState(state.query ?? "");
  const [pending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  // "Effacer tous les filtres" or the history changes the address: the box follows, unless one is typing.
  useEffect(() => {
    if (document.activeElement !== input.current) setQuery(state.query ?? "");
  }, [state.query]);

  function search(value: string) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      startTransition(() =>
        router.replace(listUrl({ type: state.type, tags: state.tags, query: value }), {
          scroll: false,
        }),
      );
    }, TYPING_PAUSE_MS);
  }

  return (
    <Form action="/publications" role="search" className="flex min-w-0 gap-2">
      <input type="hidden" name="type" value={state.type} />
      {(state.tags ?? []).length > 0 && (
        <input type="hidden" name="tags" value={(state.tags ?? []).join(",")} />
      )}
      <label htmlFor="recherche" className="sr-only">
        Rechercher dans les titres et les textes
      </label>
      <input
        ref={input}
        id="recherche"
        name="q"
        type="search"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          search(event.target.value);
        }}
        placeholder="Rechercher…"
        className="w-full min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
      />
      <button
        type="submit"
        aria-label="Rechercher"
        className="inline-flex shrink-0 items-center gap-2 rounded-md bg-brand-800 px-3 py-2 font-semibold text-white hover:bg-brand-700 sm:px-4"
      >
        <Search aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">{pending ? listMessages.loading : "Rechercher"}</span>
      </button>
      <span role="status" className="sr-only">
        {pending ? listMessages.loading : ""}
      </span>
    </Form>
  );
}
