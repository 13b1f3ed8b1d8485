"use client";

import { useEffect, useId, useRef } from "react";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { FormMessage } from "@/components/ui/field";
import { useActionForm } from "@/components/ui/use-action-form";
import { importMembersAction } from "./actions";
import { Table, TableBody, TableHead, Td, Th, Tr } from "@/components/ui/table";

/** Upload, preview with each row's errors, then import (the same file is sent again and checked again). */
export function ImportForm() {
  const { state, pending, formProps, confirmation } = useActionForm({
    action: importMembersAction,
  });
  const fileId = useId();
  const resultRef = useRef<HTMLDivElement>(null);
  const preview = state?.ok ? state.data.preview : null;
  const canImport = Boolean(
    preview && preview.fileErrors.length === 0 && preview.invalid === 0 && preview.valid > 0,
  );
  const members = (count: number) => `${count} membre${count > 1 ? "s" : ""}`;
  const lines = (count: number, what: string) =>
    `${count} ligne${count > 1 ? "s" : ""} ${what}${count > 1 ? "s" : ""}`;
  // The outcome (preview, import's result or error) takes the focus, in view.
  useEffect(() => {
    if (state) resultRef.current?.focus();
  }, [state]);

  /** "Importer 48 membres ?" asked: once confirmed, the same file is sent again, to be imported. */
  function askImport() {
    if (!formProps.ref.current) return;
    const data = new FormData(formProps.ref.current);
    data.set("intent", "import");
    confirmation.ask(data);
  }

  return (
    // useActionForm sends without React's reset after an action, which would empty the file input
    // between the preview and the import.
    <form {...formProps} className="space-y-6">
      <div>
        <label htmlFor={fileId} className="font-semibold text-slate-900">
          Fichier CSV des membres
        </label>
        <input
          id={fileId}
          name="file"
          type="file"
          accept=".csv,text/csv"
          required
          className="mt-2 block w-full text-sm"
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="preview"
          disabled={pending}
          className={buttonClass({ variant: "secondary" })}
        >
          Prévisualiser
        </button>
        <button
          type="button"
          disabled={pending || !canImport}
          onClick={askImport}
          className={buttonClass()}
        >
          {preview && canImport ? `Importer ${members(preview.valid)}` : "Importer"}
        </button>
      </div>
      <ConfirmDialog
        open={confirmation.open}
        title="Confirmer l’import"
        message={<p className="font-semibold">Importer {members(preview?.valid ?? 0)}&nbsp;?</p>}
        confirmLabel={`Importer ${members(preview?.valid ?? 0)}`}
        confirmVariant="primary"
        pending={pending}
        onConfirm={confirmation.proceed}
        onCancel={confirmation.cancel}
      />
      <div ref={resultRef} tabIndex={-1} aria-live="polite" className="outline-none">
        {pending && <p className="text-slate-700">Traitement du fichier…</p>}
        {state && !state.ok && <FormMessage kind="error">{state.error}</FormMessage>}
        {state?.ok && state.message && <FormMessage kind="success">{state.message}</FormMessage>}
        {preview && preview.fileErrors.length > 0 && (
          <FormMessage kind="error">{preview.fileErrors.join(" ")}</FormMessage>
        )}
        {preview && preview.rows.length > 0 && (
          <p className="mt-2 text-slate-800">
            {lines(preview.valid, "prête")}, {preview.invalid} ligne
            {preview.invalid > 1 ? "s" : ""} en erreur.
            {preview.invalid > 0
              ? " Corrigez le fichier puis prévisualisez à nouveau\u00a0: l’import est tout ou rien."
              : " Vous pouvez importer."}
          </p>
        )}
      </div>
      {preview && preview.rows.length > 0 && (
        <Table caption="Aperçu de l’import, ligne par ligne" minWidth="sm:min-w-[40rem]">
          <TableHead>
            <Th>Ligne</Th>
            <Th>Membre</Th>
            <Th>Résultat</Th>
          </TableHead>
          <TableBody>
            {preview.rows.map((row) => (
              <Tr key={row.line}>
                <Td label="Ligne">{row.line}</Td>
                <Td label="Membre" className="break-all">
                  {row.who || "—"}
                </Td>
                <Td label="Résultat">
                  {row.errors.length === 0 ? (
                    <span className="text-green-800">Prête</span>
                  ) : (
                    <ul className="list-disc pl-4 text-red-800">
                      {row.errors.map((error) => (
                        <li key={error}>{error}</li>
                      ))}
                    </ul>
                  )}
                </Td>
              </Tr>
            ))}
          </TableBody>
        </Table>
      )}
    </form>
  );
}
