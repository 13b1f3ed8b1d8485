"use client";

import type { JSONContent } from "@tiptap/react";
import { Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { createContext, useContext, useId, useState, type ReactNode } from "react";
import { deleteLinkAction, saveLinkAction } from "./actions";
import {
  ContentEditorForm,
  UPLOAD_IN_PROGRESS,
  useContentSave,
} from "@/components/admin-content/content-form";
import { DeleteButton } from "@/components/admin-content/delete-button";
import { EditButton } from "@/components/admin-content/edit-button";
import { ImageUpload } from "@/components/admin-content/image-upload";
import { LazyRichTextEditor as RichTextEditor } from "@/components/editor/lazy-rich-text-editor";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import type { LinkCategory } from "@/lib/db/enums";
import { linkCategories, linkCategoryOrder } from "@/lib/links/categories";
import { normalizeLinkInput } from "@/lib/rich-text/link-schemes";

// The links' admin parts on /nos-liens (spec §2, §4, §5, §8): 'Nouveau lien' in the header, the
// inline form above the list titled 'Ajouter un nouveau lien' / 'Modifier le lien', and 'Éditer'
// / 'Supprimer' on each card; every admin button is hidden while the form is open. Loaded only
// for administrators (their own route, lib/admin-views): no other page carries any of it.

export type EditableLink = {
  id: string;
  title: string;
  url: string;
  category: LinkCategory;
  logo: string | null;
  picture: string | null;
  description: string;
};
type Draft = {
  id?: string;
  title: string;
  url: string;
  category: LinkCategory;
  logo: string | null;
  picture: string | null;
  description: JSONContent | null;
  hasDescription: boolean;
};

const FormContext = createContext<{
  draft: Draft | null;
  open: (link?: EditableLink) => void;
  close: () => void;
} | null>(null);

function useLinksAdmin() {
  const context = useContext(FormContext);
  if (!context) throw new Error("LinksAdminProvider missing");
  return context;
}

/** « le titre », « le titre et la description », « le titre, l’adresse et la description ». */
function joinFrench(items: string[]): string {
  return items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} et ${items[items.length - 1]}`;
}

function textDoc(text: string): JSONContent | null {
  return text.trim()
    ? { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] }
    : null;
}

export function LinksAdminProvider({ children }: { children: ReactNode }) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const open = (link?: EditableLink) => {
    setDraft(
      link
        ? {
            id: link.id,
            title: link.title,
            url: link.url,
            category: link.category,
            logo: link.logo,
            picture: link.picture,
            description: textDoc(link.description),
            hasDescription: link.description.trim().length > 0,
          }
        : {
            title: "",
            url: "",
            category: linkCategoryOrder[0] ?? "organisations",
            logo: null,
            picture: null,
            description: null,
            hasDescription: false,
          },
    );
    window.scrollTo({ top: 0, behavior: "smooth" });
  };
  return (
    <FormContext.Provider value={{ draft, open, close: () => setDraft(null) }}>
      {children}
    </FormContext.Provider>
  );
}

export function NewLinkButton() {
  const { draft, open } = useLinksAdmin();
  if (draft) return null;
  return (
    <button
      type="button"
      onClick={() => open()}
      className={`${buttonClass({ variant: "accent" })} mt-6`}
    >
      <Plus aria-hidden="true" className="size-5" />
      Nouveau lien
    </button>
  );
}

export function LinkCardActions({ link }: { link: EditableLink }) {
  const { draft, open } = useLinksAdmin();
  if (draft) return null;
  return (
    <div className="flex gap-1">
      <EditButton itemName={link.title} verb="Éditer" onClick={() => open(link)} />
      <DeleteButton
        id={link.id}
        label={`Supprimer «\u00a0${link.title}\u00a0»`}
        itemName={link.title}
        confirmMessage="Êtes-vous sûr de vouloir supprimer ce lien&nbsp;?"
        remove={deleteLinkAction}
      />
    </div>
  );
}

export function LinkFormSlot() {
  const { draft, close } = useLinksAdmin();
  if (!draft) return null;
  return <LinkForm key={draft.id ?? "nouveau"} initial={draft} onClose={close} />;
}

function LinkForm({ initial, onClose }: { initial: Draft; onClose: () => void }) {
  const [draft, setDraft] = useState(initial);
  const [logoUploading, setLogoUploading] = useState(false);
  const router = useRouter();
  const ids = { title: useId(), url: useId(), category: useId() };
  const canSave =
    draft.title.trim().length > 0 &&
    draft.url.trim().length > 0 &&
    draft.hasDescription &&
    !logoUploading;
  // Saving waits for these: said beside the disabled button, not left to guess.
  const missing = [
    !draft.title.trim() && "le titre",
    !draft.url.trim() && "l’adresse du site",
    !draft.hasDescription && "la description",
  ].filter((field): field is string => Boolean(field));
  const missingReason =
    missing.length > 0 ? `Pour enregistrer, renseignez ${joinFrench(missing)}.` : null;
  const Icon = linkCategories[draft.category].icon;
  // The icon said in French (no code name shown to people).
  const iconNames: Record<typeof Icon, string> = {
    Users: "personnes",
    GraduationCap: "toque de diplômé",
    Building: "bâtiment",
  };
  const save = useContentSave({
    canSave,
    save: () =>
      saveLinkAction(null, {
        id: draft.id,
        title: draft.title,
        url: draft.url,
        category: draft.category,
        icon: linkCategories[draft.category].icon,
        logo: draft.logo,
        picture: draft.picture,
        description: draft.description,
      }),
    onSaved: () => {
      onClose();
      router.refresh();
    },
  });

  return (
    <ContentEditorForm
      title={draft.id ? "Modifier le lien" : "Ajouter un nouveau lien"}
      save={save}
      canSave={canSave}
      busyReason={logoUploading ? UPLOAD_IN_PROGRESS : missingReason}
      onCancel={onClose}
      className="mb-10 p-6"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.title} className="font-semibold text-slate-900">
            Titre <span aria-hidden="true">*</span>
          </label>
          <input
            id={ids.title}
            type="text"
            // « Nouveau lien » and « Éditer » open the form here: the focus follows.
            autoFocus
            value={draft.title}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={ids.url} className="font-semibold text-slate-900">
            Adresse du site <span aria-hidden="true">*</span>
          </label>
          <input
            id={ids.url}
            type="text"
            inputMode="url"
            autoComplete="url"
            value={draft.url}
            placeholder="https://"
            onChange={(event) => setDraft({ ...draft, url: event.target.value })}
            // "www.example.org" becomes https://www.example.org, as in the rich-text link dialog.
            onBlur={() => {
              const url = normalizeLinkInput(draft.url);
              if (url !== draft.url && url.startsWith("https://")) setDraft({ ...draft, url });
            }}
            className={inputClass}
          />
        </div>
      </div>
      <div>
        <label htmlFor={ids.category} className="font-semibold text-slate-900">
          Catégorie
        </label>
        <div className="flex items-center gap-3">
          <select
            id={ids.category}
            value={draft.category}
            onChange={(event) =>
              setDraft({
                ...draft,
                category: event.target
                  .value as LinkCategory /* why: the options are the categories */,
              })
            }
            className={inputClass}
          >
            {linkCategoryOrder.map((category) => (
              <option key={category} value={category}>
                {linkCategories[category].label}
              </option>
            ))}
          </select>
          <span className="mt-1 shrink-0 text-sm text-slate-600">
            Icône&nbsp;: {iconNames[Icon]}
          </span>
        </div>
      </div>
      <ImageUpload
        label="Logo"
        usage="logo"
        value={draft.picture}
        onChange={(picture) => setDraft((current) => ({ ...current, picture }))}
        onBusyChange={setLogoUploading}
      />
      <RichTextEditor
        label="Description *"
        toolbar="basic"
        value={draft.description}
        onChange={(description, change) =>
          setDraft((current) => ({ ...current, description, hasDescription: change.hasText }))
        }
      />
    </ContentEditorForm>
  );
}
