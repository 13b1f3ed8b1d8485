"use client";

import type { LucideIcon } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";

/** Files dropped on the zone or picked with its button (spec §2 "Image upload", §5 documents). */
export function DropZone({
  labelledBy,
  accept,
  multiple = false,
  icon: Icon,
  prompt,
  pickLabel,
  hint,
  status,
  onFiles,
}: {
  labelledBy: string;
  accept: string;
  multiple?: boolean;
  icon: LucideIcon;
  prompt: string;
  pickLabel: string;
  hint: string;
  /** Shown instead of the prompt, e.g. while a picture is processed. */
  status?: ReactNode;
  onFiles: (files: File[]) => void;
}) {
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        onFiles([...event.dataTransfer.files]);
      }}
      className={`mt-2 flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center ${dragging ? "border-brand-600 bg-brand-50" : "border-slate-300"}`}
    >
      {status ?? (
        <>
          <Icon aria-hidden="true" className="size-8 text-slate-500" />
          <p className="text-sm text-slate-700">{prompt}</p>
          <button
            type="button"
            onClick={() => input.current?.click()}
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            {pickLabel}
          </button>
          <p className="text-xs text-slate-600">{hint}</p>
        </>
      )}
      <input
        ref={input}
        type="file"
        multiple={multiple}
        accept={accept}
        className="sr-only"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = "";
        }}
      />
    </div>
  );
}
