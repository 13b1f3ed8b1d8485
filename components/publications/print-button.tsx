import { Printer } from "lucide-react";

/** Prints the page: the page actions' script (page-actions-script.tsx), no React needed. */
export function PrintButton() {
  return (
    <button
      type="button"
      data-print=""
      className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
    >
      <Printer aria-hidden="true" className="size-4" />
      Imprimer
    </button>
  );
}
