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
