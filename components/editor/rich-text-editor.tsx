"use client";

import {
  EditorContent,
  useEditor,
  useEditorState,
  type Editor,
  type JSONContent,
} from "@tiptap/react";
import {
  AlignCenter,
  AlignJustify,
  AlignLeft,
  AlignRight,
  Bold,
  Heading1,
  Heading2,
  Heading3,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  RemoveFormatting,
  Strikethrough,
  Underline,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import {
  isAllowedLinkUrl,
  LINK_SCHEME_MESSAGE,
  normalizeLinkInput,
} from "@/lib/rich-text/link-schemes";
import { editorExtensions } from "./extensions";

// The rich-text editor of the admin screens (Tiptap 3). Client only, loaded only by admin pages:
// public pages render stored content on the server. The value is Tiptap JSON; the server checks
// it again (lib/rich-text/tiptap-schema) whatever the editor let through.

export type RichTextChange = { hasText: boolean };

type Props = {
  value: JSONContent | null;
  onChange: (value: JSONContent, change: RichTextChange) => void;
  /** "full": the publication toolbar; "basic": bold, italic, underline, lists, link, clean (links). */
  toolbar?: "full" | "basic";
  label: string;
  /** Shown under the editor and announced with it. */
  error?: string | null;
  id?: string;
};

export function RichTextEditor({ value, onChange, toolbar = "full", label, error, id }: Props) {
  const generatedId = useId();
  const baseId = id ?? `editeur-${generatedId.replace(/:/g, "")}`;
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    extensions: editorExtensions(),
    content: value ?? undefined,
    immediatelyRender: false, // why: server rendering has no DOM (STACK-NOTES §8)
    editorProps: {
      attributes: {
        id: baseId,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${baseId}-label`,
        ...(error ? { "aria-invalid": "true", "aria-describedby": `${baseId}-erreur` } : {}),
        class: "rich-content min-h-40 px-3 py-2 focus:outline-none",
      },
    },
    onUpdate: ({ editor: current }) => {
      // ProseMirror's attrs objects have no prototype: a server action would receive them as
      // opaque references. Plain JSON goes through intact.
      const value = JSON.parse(JSON.stringify(current.getJSON())) as JSONContent;
      onChangeRef.current(value, { hasText: current.getText().trim().length > 0 });
    },
  });

  // A value replaced from outside (a reset after sending, another item opened) reaches the editor;
  // the editor's own changes come back equal and are left alone.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const next = value ?? { type: "doc", content: [{ type: "paragraph" }] };
    if (JSON.stringify(editor.getJSON()) !== JSON.stringify(next))
      editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div>
      <span
        id={`${baseId}-label`}
        className="font-semibold text-slate-900"
        onClick={() => editor?.commands.focus()}
      >
        {label}
      </span>
      <div
        className={`mt-1 rounded-md border bg-white ${error ? "border-red-600" : "border-slate-300"}`}
      >
        {editor ? (
          <Toolbar editor={editor} kind={toolbar} label={label} />
        ) : (
          <div className="h-11 border-b border-slate-200" aria-hidden="true" />
        )}
        <EditorContent editor={editor} />
      </div>
      {error && (
        <p id={`${baseId}-erreur`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type ToolButton = {
  label: string;
  icon: LucideIcon;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
};

const HEADINGS: ToolButton[] = ([1, 2, 3] as const).map((level) => ({
  label: `Titre ${level}`,
  icon: [Heading1, Heading2, Heading3][level - 1] as LucideIcon,
  isActive: (editor) => editor.isActive("heading", { level }),
  run: (editor) => editor.chain().focus().toggleHeading({ level }).run(),
}));

const MARKS: ToolButton[] = [
  {
    label: "Gras",
    icon: Bold,
    isActive: (e) => e.isActive("bold"),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: "Italique",
    icon: Italic,
    isActive: (e) => e.isActive("italic"),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: "Souligné",
    icon: Underline,
    isActive: (e) => e.isActive("underline"),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
];
const STRIKE: ToolButton = {
  label: "Barré",
  icon: Strikethrough,
  isActive: (e) => e.isActive("strike"),
  run: (e) => e.chain().focus().toggleStrike().run(),
};

const LISTS: ToolButton[] = [
  {
    label: "Liste numérotée",
    icon: ListOrdered,
    isActive: (e) => e.isActive("orderedList"),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: "Liste à puces",
    icon: List,
    isActive: (e) => e.isActive("bulletList"),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
];

const ALIGNMENTS: ToolButton[] = (
  [
    ["left", "Aligner à gauche", AlignLeft],
    ["center", "Centrer", AlignCenter],
    ["right", "Aligner à droite", AlignRight],
    ["justify", "Justifier", AlignJustify],
  ] as const
).map(([alignment, label, icon]) => ({
  label,
  icon,
  isActive: (editor) => editor.isActive({ textAlign: alignment }),
  run: (editor) => editor.chain().focus().setTextAlign(alignment).run(),
}));

const CLEAN: ToolButton = {
  label: "Effacer la mise en forme",
  icon: RemoveFormatting,
  isActive: () => false,
  run: (editor) => editor.chain().focus().unsetAllMarks().clearNodes().unsetTextAlign().run(),
};

function Toolbar({
  editor,
  kind,
  label,
}: {
  editor: Editor;
  kind: "full" | "basic";
  label: string;
}) {
  const [linkOpen, setLinkOpen] = useState(false);
  const groups: ToolButton[][] =
    kind === "full" ? [HEADINGS, [...MARKS, STRIKE], LISTS, ALIGNMENTS] : [MARKS, LISTS];
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      buttons: groups.flat().map((button) => button.isActive(current)),
      link: current.isActive("link"),
    }),
  });

  // One Tab stop for the whole toolbar (WAI-ARIA toolbar pattern): the arrow keys, Home and End
  // move between its buttons; Tab leaves it from the last one used.
  const toolbarRef = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonsOf = () => [...(toolbarRef.current?.querySelectorAll("button") ?? [])];
  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = buttonsOf();
    const target: EventTarget = event.target;
    const at = buttons.findIndex((button) => button === target);
    if (at < 0) return;
    const last = buttons.length - 1;
    const next =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? (at + 1) % buttons.length
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? (at + last) % buttons.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons[next]?.focus();
  };
  let index = 0;
  let position = 0;
  const tabStop = () => (position++ === focusIndex ? 0 : -1);
  return (
    <div className="border-b border-slate-200">
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label={`Mise en forme\u00a0: ${label}`}
        onKeyDown={onToolbarKey}
        onFocus={(event) => {
          const target: EventTarget = event.target;
          const at = buttonsOf().findIndex((button) => button === target);
          if (at >= 0) setFocusIndex(at);
        }}
        className="flex flex-wrap items-center gap-1 p-1"
      >
        {groups.map((group, groupIndex) => (
          <div
            key={groupIndex}
            className="flex gap-0.5 border-r border-slate-200 pr-1 last:border-r-0"
          >
            {group.map((button) => {
              const pressed = active?.buttons[index++] ?? false;
              return (
                <IconButton
                  key={button.label}
                  button={button}
                  pressed={pressed}
                  tabIndex={tabStop()}
                  onClick={() => button.run(editor)}
                />
              );
            })}
          </div>
        ))}
        <IconButton
          button={{ label: "Lien", icon: LinkIcon, isActive: () => false, run: () => undefined }}
          pressed={linkOpen || (active?.link ?? false)}
          expanded={linkOpen}
          tabIndex={tabStop()}
          onClick={() => setLinkOpen((open) => !open)}
        />
        <IconButton
          button={CLEAN}
          pressed={null}
          tabIndex={tabStop()}
          onClick={() => CLEAN.run(editor)}
        />
      </div>
      {linkOpen && <LinkForm editor={editor} onClose={() => setLinkOpen(false)} />}
    </div>
  );
}

function IconButton({
  button,
  pressed,
  expanded,
  tabIndex,
  onClick,
}: {
  button: ToolButton;
  pressed: boolean | null;
  expanded?: boolean;
  tabIndex: number;
  onClick: () => void;
}) {
  const Icon = button.icon;
  return (
    <button
      type="button"
      title={button.label}
      aria-label={button.label}
      aria-pressed={pressed === null ? undefined : pressed}
      aria-expanded={expanded}
      tabIndex={tabIndex}
      onMouseDown={(event) => event.preventDefault() /* why: keep the editor's selection */}
      onClick={onClick}
      className={`rounded p-2 text-slate-700 hover:bg-slate-100 ${pressed ? "bg-brand-100 text-brand-900" : ""}`}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
    </button>
  );
}

function LinkForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const inputId = useId();
  const current = editor.getAttributes("link").href;
  const [href, setHref] = useState(typeof current === "string" ? current : "");
  const [error, setError] = useState<string | null>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const url = normalizeLinkInput(href);
    if (!isAllowedLinkUrl(url)) return setError(LINK_SCHEME_MESSAGE);
    if (editor.state.selection.empty && !editor.isActive("link")) {
      editor
        .chain()
        .focus()
        .insertContent({ type: "text", text: url, marks: [{ type: "link", attrs: { href: url } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange("link").setLink({ href: url }).run();
    }
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onClose();
  };

  // A <div>, not a <form>: the editor sits inside the page's own form.
  return (
    <div className="flex flex-wrap items-end gap-2 border-t border-slate-200 p-2">
      <div className="min-w-60 flex-1">
        <label htmlFor={inputId} className="text-sm font-semibold text-slate-900">
          Adresse du lien
        </label>
        <input
          id={inputId}
          type="text"
          inputMode="url"
          autoFocus
          value={href}
          placeholder="https://…"
          onChange={(event) => {
            setHref(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") apply(event);
            if (event.key === "Escape") onClose();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-erreur` : undefined}
          className={inputClass}
        />
        {error && (
          <p id={`${inputId}-erreur`} role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <button type="button" className={buttonClass({ size: "sm" })} onClick={apply}>
        Appliquer
      </button>
      {editor.isActive("link") && (
        <button
          type="button"
          className={buttonClass({ size: "sm", variant: "secondary" })}
          onClick={remove}
        >
          Retirer le lien
        </button>
      )}
      <button
        type="button"
        className={buttonClass({ size: "sm", variant: "ghost" })}
        onClick={onClose}
      >
        Annuler
      </button>
    </div>
  );
}
