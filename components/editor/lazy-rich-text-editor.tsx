"use client";

import dynamic from "next/dynamic";

// The editor as a chunk of its own, fetched when a form opens: pages that only may show a form
// (the FAQ and the links for administrators) do not ship Tiptap to everyone who visits them.
export const LazyRichTextEditor = dynamic(
  () => import("./rich-text-editor").then((m) => m.RichTextEditor),
  {
    ssr: false,
    loading: () => (
      <p className="mt-2 rounded-md border border-slate-300 p-3 text-slate-600">
        Chargement de l’éditeur…
      </p>
    ),
  },
);
