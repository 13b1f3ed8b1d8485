import type { ReactElement } from "react";
import { render, toPlainText } from "@react-email/components";
import { collapseSpaces } from "@/lib/format/french";
import { escapeHtml } from "@/lib/format/html";

// Turning a template into the parts an e-mail carries: HTML (with a <title>, which some clients
// and screen readers show) and plain text.

export type EmailContent =
  | { react: ReactElement; html?: never; text?: never }
  | { html: string; text: string; react?: never };

export async function renderContent(
  content: EmailContent,
): Promise<{ html: string; text: string }> {
  if (content.react) {
    const html = await render(content.react);
    return { html, text: toPlainText(html) };
  }
  return { html: content.html, text: content.text };
}

/**
 * A subject is one line, whatever a form put in it (a name typed with a line break). Runs of
 * spaces become one plain space; a lone no-break space stays, as French typography wants it
 * before « : » (lib/format/french.ts): encoded subjects carry it to every client.
 */
export function oneLine(subject: string): string {
  return collapseSpaces(subject).trim();
}

/** The HTML with `<title>` set to the subject (replaced if the template had one). */
export function withTitle(html: string, subject: string): string {
  const title = `<title>${escapeHtml(subject)}</title>`;
  if (/<title>[\s\S]*?<\/title>/i.test(html))
    return html.replace(/<title>[\s\S]*?<\/title>/i, title);
  if (/<head[^>]*>/i.test(html)) return html.replace(/<head[^>]*>/i, (head) => `${head}${title}`);
  if (/<html[^>]*>/i.test(html))
    return html.replace(/<html[^>]*>/i, (open) => `${open}<head>${title}</head>`);
  return `<!DOCTYPE html><html lang="fr"><head>${title}</head><body>${html}</body></html>`;
}
