"use client";

import { FileText, Loader2, Upload, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { formatFileSize } from "@/lib/format/numbers";
import { DropZone } from "./drop-zone";
import { DOCUMENT_EXTENSIONS, DOCUMENT_MAX_BYTES, uploadFile } from "./upload-with-progress";

// Each attached document has a title of its own, the file name by default, which staff may edit.
// Several documents at once (spec §5): each is sent on its own, with its progress, and refused
// with the message naming it. The list keeps the order of the attachments.

export type AttachedDocument = { id: string; title: string; fileName: string; fileSize: number };

type Pending = { key: string; name: string; progress: number };

export function DocumentUpload({
  documents,
  onChange,
  onBusyChange,
}: {
  documents: AttachedDocument[];
  onChange: (documents: AttachedDocument[]) => void;
  /** Told when uploads start and when the last one ends (the form waits for them before saving). */
  onBusyChange?: (busy: boolean) => void;
}) {
  const [pending, setPending] = useState<Pending[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const id = useId();
  // Several drops may overlap: busy until the last batch ends.
  const batches = useRef(0);
  // Files finish one after another: each adds to the list as it is then, not as it was.
  const latest = useRef(documents);
  useEffect(() => {
    latest.current = documents;
  }, [documents]);

  const send = async (files: File[]) => {
    setErrors([]);
    batches.current += 1;
    if (batches.current === 1) onBusyChange?.(true);
    try {
      await sendEach(files);
    } finally {
      batches.current -= 1;
      if (batches.current === 0) onBusyChange?.(false);
    }
  };

  const sendEach = async (files: File[]) => {
    for (const file of files) {
      if (!DOCUMENT_EXTENSIONS.test(file.name)) {
        setErrors((list) => [
          ...list,
          `Type de fichier non supporté pour ${file.name}. Utilisez PDF, DOC, DOCX ou TXT.`,
        ]);
        continue;
      }
      if (file.size > DOCUMENT_MAX_BYTES) {
        setErrors((list) => [
          ...list,
          `Fichier ${file.name} trop volumineux. Taille maximale\u00a0: 10\u00a0Mo.`,
        ]);
        continue;
      }
      const key = `${file.name}-${Math.random()}`;
      setPending((list) => [...list, { key, name: file.name, progress: 0 }]);
      const answer = await uploadFile("/api/files?action=upload&type=document", file, (progress) =>
        setPending((list) => list.map((item) => (item.key === key ? { ...item, progress } : item))),
      );
      setPending((list) => list.filter((item) => item.key !== key));
      if (!answer.ok) {
        setErrors((list) => [...list, answer.error ?? `Erreur lors de l’upload de ${file.name}`]);
        continue;
      }
      const document = answer.body.document as AttachedDocument;
      latest.current = [
        ...latest.current,
        {
          id: document.id,
          title: document.title,
          fileName: document.fileName,
          fileSize: document.fileSize,
        },
      ];
      onChange(latest.current);
    }
  };

  return (
    <div>
      <span id={`${id}-label`} className="font-semibold text-slate-900">
        Documents joints
      </span>
      {documents.length > 0 && (
        <ul className="mt-2 grid gap-2">
          {documents.map((document) => (
            <li
              key={document.id}
              className="flex items-center gap-3 rounded-md border border-slate-200 bg-white px-3 py-2"
            >
              <FileText aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              <span className="grid flex-1 gap-1">
                {/* Visitors read this title, not the file name (the file name by default). */}
                <label className="sr-only" htmlFor={`${id}-title-${document.id}`}>
                  Intitulé affiché de {document.fileName}
                </label>
                <input
                  id={`${id}-title-${document.id}`}
                  type="text"
                  value={document.title}
                  maxLength={200}
                  placeholder="Intitulé du document"
                  onChange={(event) =>
                    onChange(
                      documents.map((item) =>
                        item.id === document.id ? { ...item, title: event.target.value } : item,
                      ),
                    )
                  }
                  className="min-h-10 rounded-md border border-slate-300 px-2 text-sm text-slate-900"
                />
                <span className="text-xs text-slate-600">
                  {document.fileName} ({formatFileSize(document.fileSize)})
                </span>
              </span>
              <button
                type="button"
                onClick={() => onChange(documents.filter((item) => item.id !== document.id))}
                className="rounded p-2 text-slate-700 hover:bg-slate-100"
                aria-label={`Retirer ${document.fileName}`}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <DropZone
        labelledBy={`${id}-label`}
        multiple
        accept=".pdf,.doc,.docx,.txt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain"
        icon={Upload}
        prompt="Glissez des documents ici ou"
        pickLabel="Choisir des documents"
        hint="PDF, DOC, DOCX ou TXT, 10&nbsp;Mo au plus chacun."
        onFiles={(files) => void send(files)}
      />
      {pending.length > 0 && (
        <ul role="status" className="mt-2 grid gap-1 text-sm text-slate-700">
          {pending.map((item) => (
            <li key={item.key} className="flex items-center gap-2">
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              {item.name}&nbsp;: {Math.round(item.progress * 100)} %
            </li>
          ))}
        </ul>
      )}
      {errors.length > 0 && (
        <ul role="alert" className="mt-2 grid gap-1 text-sm font-semibold text-red-700">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
