"use client";

import type { JSONContent } from "@tiptap/react";
import { useRouter } from "next/navigation";
import { useId, useMemo, useState } from "react";
import {
  SaveButtons,
  UPLOAD_IN_PROGRESS,
  useContentSave,
  SaveError,
} from "@/components/admin-content/content-form";
import { DocumentUpload, type AttachedDocument } from "@/components/admin-content/document-upload";
import { ImageUpload } from "@/components/admin-content/image-upload";
import { TagsInput } from "@/components/admin-content/tags-input";
import { RichTextEditor } from "@/components/editor/rich-text-editor";
import { DraftOffer, useLocalDraft } from "@/components/admin-content/use-local-draft";
import { Checkbox } from "@/components/ui/checkbox";
import { inputClass } from "@/components/ui/field";
import type { PublicationType } from "@/lib/db/enums";
import { tiptapHasText } from "@/lib/rich-text/tiptap-text";
import { buttonClass } from "@/components/ui/button";
import { saveDraftAction, savePublicationAction } from "../actions";

type Initial = {
  id?: string;
  type: PublicationType;
  title: string;
  content: JSONContent | null;
  pubdate: string;
  tags: string;
  picture: string | null;
  homepage: boolean;
  subscribersOnly: boolean;
  /** Saved on the server but not published (a new item counts as one until « Publier »). */
  draft: boolean;
  attachments: AttachedDocument[];
};

// The publication editor (spec §2, §4, §5): save is enabled once a title, some text and a date
// are there and no upload is under way; the server checks everything again. After a save the
// list is shown again.
export function PublicationEditor({ initial, viewerId }: { initial: Initial; viewerId: string }) {
  const [title, setTitle] = useState(initial.title);
  const [content, setContent] = useState<JSONContent | null>(initial.content);
  const [hasContent, setHasContent] = useState(tiptapHasText(initial.content));
  const [pubdate, setPubdate] = useState(initial.pubdate);
  const [tags, setTags] = useState(initial.tags);
  const [picture, setPicture] = useState(initial.picture);
  const [homepage, setHomepage] = useState(initial.homepage);
  const [subscribersOnly, setSubscribersOnly] = useState(initial.subscribersOnly);
  const [attachments, setAttachments] = useState(initial.attachments);
  const [coverUploading, setCoverUploading] = useState(false);
  const [documentsUploading, setDocumentsUploading] = useState(false);
  const uploading = coverUploading || documentsUploading;
  const router = useRouter();
  const ids = { title: useId(), date: useId() };
  const listHref = `/admin/publications?type=${initial.type}`;
  const canSave = title.trim().length > 0 && hasContent && pubdate.length > 0 && !uploading;
  const canSaveDraft = title.trim().length > 0 && pubdate.length > 0 && !uploading;
  // The text fields as a draft; uploaded files are not part of it.
  const draftValue = useMemo(
    () => ({ title, content, pubdate, tags, homepage, subscribersOnly }),
    [title, content, pubdate, tags, homepage, subscribersOnly],
  );
  const [initialDraft] = useState(() => JSON.stringify(draftValue));
  const [saved, setSaved] = useState(false);
  const draft = useLocalDraft({
    userId: viewerId,
    form: `publication:${initial.id ?? `nouvelle:${initial.type}`}`,
    value: draftValue,
    isDirty: !saved && JSON.stringify(draftValue) !== initialDraft,
    onRestore: (value) => {
      setTitle(value.title);
      setContent(value.content);
      setHasContent(tiptapHasText(value.content));
      setPubdate(value.pubdate);
      setTags(value.tags);
      setHomepage(value.homepage);
      setSubscribersOnly(value.subscribersOnly);
    },
  });
  const fields = () => ({
    id: initial.id,
    type: initial.type,
    title,
    content,
    pubdate,
    tags,
    picture,
    homepage,
    subscribersonly: subscribersOnly,
    attachmentIds: attachments.map((document) => document.id),
    attachmentTitles: Object.fromEntries(
      attachments.map((document) => [document.id, document.title.trim() || document.fileName]),
    ),
  });
  const { submit, error, pending, sessionDialog } = useContentSave({
    canSave,
    // « Publier » publishes a draft; an item already published stays so.
    save: () => savePublicationAction(null, { ...fields(), draft: false }),
    leavesScreen: true,
    onSaved: () => {
      draft.clear();
      setSaved(true);
      router.push(listHref);
      router.refresh();
    },
  });
  // The server's draft: every administrator finds it in the list; the editor stays open on it.
  const serverDraft = useContentSave({
    canSave: canSaveDraft,
    save: () => saveDraftAction(null, fields()),
    onSaved: (data) => {
      draft.clear();
      setSaved(true);
      const savedId =
        data && typeof data === "object" && "id" in data && typeof data.id === "string"
          ? data.id
          : null;
      if (!initial.id && savedId) router.replace(`/admin/publications/edit?id=${savedId}`);
      else router.refresh();
    },
  });

  return (
    <form onSubmit={submit} className="grid gap-6" noValidate>
      <DraftOffer offer={draft.offer} onRestore={draft.restore} onDiscard={draft.discard} />
      {initial.draft && initial.id && (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          Brouillon&nbsp;: visible des seuls administrateurs tant qu’il n’est pas publié.
        </p>
      )}
      <SaveError error={error ?? serverDraft.error} />
      {sessionDialog}
      {serverDraft.sessionDialog}
      <div>
        <label htmlFor={ids.title} className="font-semibold text-slate-900">
          Titre <span aria-hidden="true">*</span>
        </label>
        <input
          id={ids.title}
          type="text"
          required
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          className={inputClass}
        />
      </div>
      <div className="grid gap-6 sm:grid-cols-3">
        <div>
          <label htmlFor={ids.date} className="font-semibold text-slate-900">
            Date de publication <span aria-hidden="true">*</span>
          </label>
          <input
            id={ids.date}
            type="date"
            required
            value={pubdate}
            onChange={(event) => setPubdate(event.target.value)}
            className={inputClass}
          />
        </div>
        <Checkbox
          label="Abonnés seulement"
          checked={subscribersOnly}
          onChange={(event) => setSubscribersOnly(event.target.checked)}
          className="self-end pb-2"
        />
        <Checkbox
          label="Afficher sur la page d’accueil"
          checked={homepage}
          onChange={(event) => setHomepage(event.target.checked)}
          className="self-end pb-2"
        />
      </div>
      <TagsInput value={tags} onChange={setTags} />
      <RichTextEditor
        label="Contenu *"
        value={content}
        onChange={(value, change) => {
          setContent(value);
          setHasContent(change.hasText);
        }}
      />
      <ImageUpload
        label="Image de couverture"
        usage="cover"
        value={picture}
        onChange={setPicture}
        onBusyChange={setCoverUploading}
      />
      <DocumentUpload
        documents={attachments}
        onChange={setAttachments}
        onBusyChange={setDocumentsUploading}
      />
      <SaveButtons
        canSave={canSave}
        pending={pending || serverDraft.pending}
        label={initial.id && initial.draft ? "Publier" : "Enregistrer"}
        busyReason={uploading ? UPLOAD_IN_PROGRESS : null}
        onCancel={() => router.push(listHref)}
        className="border-t border-slate-200 pt-6"
      >
        {initial.draft && (
          <button
            type="button"
            onClick={serverDraft.submit}
            disabled={!canSaveDraft || pending || serverDraft.pending}
            className={buttonClass({ variant: "secondary" })}
          >
            {serverDraft.pending ? "Enregistrement…" : "Garder en brouillon"}
          </button>
        )}
      </SaveButtons>
    </form>
  );
}
