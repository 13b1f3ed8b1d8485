import "server-only";
import { render, toPlainText } from "@react-email/components";
import NewsletterEmail from "@/lib/email/templates/newsletter";
import type { NewsletterCard } from "@/lib/db/schema";
import { env, getSessionSecret } from "@/lib/env";
import { richTextToHtml } from "@/lib/rich-text";
import { signUnsubscribeToken } from "./unsubscribe-token";
import { collapseSpaces } from "@/lib/format/french";

// A newsletter is rendered once per kind of reader (member, visitor subscriber) and the
// recipient's unsubscribe link put in afterwards: 5,000 e-mails cost two renders, and a batch
// rendered again after a crash is byte for byte the same call (same idempotency key, same body).

const UNSUBSCRIBE_PLACEHOLDER = "https://unsubscribe.invalid/__SRH_UNSUBSCRIBE__";

export type NewsletterSource = {
  title: string;
  content: string;
  cards: NewsletterCard[];
  isDebug: boolean;
};
export type RenderedTemplate = { subject: string; html: string; text: string };

export async function renderNewsletterTemplate(
  source: NewsletterSource,
  { isMember }: { isMember: boolean },
): Promise<RenderedTemplate> {
  const html = await render(
    NewsletterEmail({
      title: source.title,
      contentHtml: richTextToHtml(source.content),
      cards: source.cards,
      isMember,
      unsubscribeUrl: UNSUBSCRIBE_PLACEHOLDER,
    }),
  );
  return {
    subject: newsletterSubject(source),
    html,
    text: toPlainText(html),
  };
}

function newsletterSubject({ title, isDebug }: { title: string; isDebug: boolean }): string {
  const subject = collapseSpaces(title).trim();
  return isDebug ? `[DEBUG] ${subject}` : subject;
}

/** The page of the link (GET shows a confirmation button, changes nothing). */
export function unsubscribePageUrl(email: string): string {
  return `${env.siteUrl}/newsletter/desinscription?token=${encodeURIComponent(signUnsubscribeToken(email, getSessionSecret()))}`;
}

/** RFC 8058's one-click address: a POST unsubscribes without a session, whatever its body. */
export function oneClickUnsubscribeUrl(email: string): string {
  return `${env.siteUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(signUnsubscribeToken(email, getSessionSecret()))}`;
}

/** The e-mail of one recipient: their link in the body, the List-Unsubscribe headers. */
export function personalise(template: RenderedTemplate, email: string) {
  const pageUrl = unsubscribePageUrl(email);
  const escaped = pageUrl.replace(/&/g, "&amp;");
  return {
    subject: template.subject,
    html: template.html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, escaped),
    text: template.text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, pageUrl),
    headers: {
      "List-Unsubscribe": `<${oneClickUnsubscribeUrl(email)}>, <mailto:${env.CONTACT_TO}?subject=${encodeURIComponent("Désinscription de la lettre du SRH")}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** The composer's preview: a member's e-mail, with the unsubscribe link pointing at the page. */
export async function renderNewsletterPreview(source: NewsletterSource): Promise<string> {
  const template = await renderNewsletterTemplate(source, { isMember: true });
  return template.html.replaceAll(
    UNSUBSCRIBE_PLACEHOLDER,
    `${env.siteUrl}/newsletter/desinscription`,
  );
}
