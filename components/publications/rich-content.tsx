import { detailMessages } from "@/lib/publications/labels";

/** Sanitised HTML from lib/rich-text (never raw stored content). */
export function RichContent({ html }: { html: string }) {
  return (
    <div
      className="rich-content max-w-none text-slate-800"
      // why: `html` comes from richTextToHtml(), which sanitises every stored format.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** A publication's body, or the title-only message when it has none (spec §2). */
export function PublicationBody({ html }: { html: string }) {
  return (
    <div className="mt-8">
      {html ? (
        <RichContent html={html} />
      ) : (
        <p className="rounded-lg bg-slate-50 p-5 text-slate-700">{detailMessages.titleOnly}</p>
      )}
    </div>
  );
}
