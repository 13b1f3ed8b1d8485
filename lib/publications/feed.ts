import type { PublicationType } from "@/lib/db/schema";
import { excerpt } from "@/lib/rich-text";
import { listHeadings } from "./labels";
import type { PublicationCard } from "./queries";
import { displayTags } from "@/lib/tags";
import { itemPath, rssPath } from "@/lib/urls";

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** An RSS 2.0 document for one publication type. */
export function renderRssFeed(options: {
  type: PublicationType;
  items: PublicationCard[];
  siteUrl: string;
  siteName: string;
}): string {
  const { type, items, siteUrl, siteName } = options;
  const heading = listHeadings[type];
  const listLink = `${siteUrl}/publications?type=${type}`;
  const entries = items
    .map((item) => {
      const link = `${siteUrl}${itemPath(item)}`;
      const categories = displayTags(item.tags)
        .map((tag) => `<category>${escapeXml(tag)}</category>`)
        .join("");
      return `<item><title>${escapeXml(item.title)}</title><link>${escapeXml(link)}</link><guid isPermaLink="false">${item.id}</guid><pubDate>${new Date(item.pubdate).toUTCString()}</pubDate><description>${escapeXml(excerpt(item.text, 200))}</description>${categories}</item>`;
    })
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${escapeXml(`${heading.title} – ${siteName}`)}</title><link>${escapeXml(listLink)}</link><description>${escapeXml(heading.subtitle)}</description><language>fr-fr</language><atom:link href="${escapeXml(`${siteUrl}${rssPath(type)}`)}" rel="self" type="application/rss+xml"/>${entries}</channel></rss>`;
}
