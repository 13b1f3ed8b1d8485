"use client";

import { ImagePlus, Loader2, X } from "lucide-react";
import { useId, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { DropZone } from "./drop-zone";
import { shrinkImage } from "./shrink-image";
import { IMAGE_MAX_BYTES, IMAGE_TYPES, uploadFile } from "./upload-with-progress";

// Drag and drop or pick one picture (spec §2 "Image upload", §4 idle / processing / error, §5
// and §8 messages). The server re-encodes it and answers its address (covers) or a data URL (logos).

const messages = {
  type: "Type de fichier non supporté. Utilisez JPEG, PNG ou WebP.",
  size: "Fichier trop volumineux. Taille maximale\u00a0: 500\u00a0Ko.",
  processing: "Erreur lors du traitement de l’image",
} as const;

type State =
  | { status: "idle" }
  | { status: "processing"; progress: number }
  | { status: "error"; message: string };

export function ImageUpload({
  value,
  onChange,
  onBusyChange,
  usage,
  label,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  /** Told when an upload starts and ends (the form waits for it before saving). */
  onBusyChange?: (busy: boolean) => void;
  usage: "cover" | "logo";
  label: string;
}) {
  const [state, setState] = useState<State>({ status: "idle" });
  const id = useId();

  const send = async (picked: File | undefined) => {
    let file = picked;
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type))
      return setState({ status: "error", message: messages.type });
    setState({ status: "processing", progress: 0 });
    onBusyChange?.(true);
    try {
      // Over 500 KB: made smaller here first; the spec's message only when that cannot fit it.
      const fitted = await shrinkImage(file, IMAGE_MAX_BYTES);
      if (!fitted) return setState({ status: "error", message: messages.size });
      file = fitted;
      const answer = await uploadFile(
        `/api/files?action=upload&type=image&usage=${usage}`,
        file,
        (progress) => setState({ status: "processing", progress }),
      );
      if (!answer.ok)
        return setState({ status: "error", message: answer.error ?? messages.processing });
      const url = usage === "logo" ? answer.body.base64 : answer.body.url;
      onChange(typeof url === "string" ? url : null);
      setState({ status: "idle" });
    } finally {
      onBusyChange?.(false);
    }
  };

  return (
    <div>
      <span id={`${id}-label`} className="font-semibold text-slate-900">
        {label}
      </span>
      {value ? (
        <div className="mt-2 flex items-start gap-4">
          {/* eslint-disable-next-line @next/next/no-img-element -- why: a preview of an upload, any source */}
          <img
            src={value}
            alt=""
            className={
              usage === "logo"
                ? "h-16 w-16 rounded object-contain"
                : "aspect-video w-64 rounded object-cover"
            }
          />
          <button
            type="button"
            onClick={() => onChange(null)}
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            <X aria-hidden="true" className="size-4" />
            Retirer l’image
          </button>
        </div>
      ) : (
        <DropZone
          labelledBy={`${id}-label`}
          accept="image/jpeg,image/png,image/webp"
          icon={ImagePlus}
          prompt="Glissez une image ici ou"
          pickLabel="Choisir une image"
          hint="JPEG, PNG ou WebP&nbsp;; au-delà de 500&nbsp;Ko, l’image est réduite avant l’envoi."
          status={
            state.status === "processing" ? (
              <p role="status" className="flex items-center gap-2 text-slate-700">
                <Loader2 aria-hidden="true" className="size-5 animate-spin" />
                Traitement de l’image… {Math.round(state.progress * 100)} %
              </p>
            ) : undefined
          }
          onFiles={(files) => void send(files[0])}
        />
      )}
      {state.status === "error" && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {state.message}
        </p>
      )}
    </div>
  );
}
