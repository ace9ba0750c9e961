import { escapeXml } from "./escape-xml";

export type RssItem = {
  title: string;
  /** Absolute URL of the item; also its guid. */
  url: string;
  description: string;
  /** ISO date, e.g. 2026-03-17. */
  date: string;
  author: string;
  categories: string[];
};

export type RssChannel = {
  title: string;
  /** Absolute URL of the site section the feed belongs to. */
  url: string;
  /** Absolute URL of the feed itself. */
  feedUrl: string;
  description: string;
  /** The feed's language, as RSS writes it: a lowercase BCP 47 tag such as "es-419". */
  language: string;
  items: RssItem[];
};

/** RFC 822 dates, as RSS 2.0 requires. */
function rssDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

/**
 * An RSS 2.0 document. lastBuildDate is the newest item's date, so the same content always
 * builds the same feed.
 */
export function buildRss(channel: RssChannel): string {
  const newest = channel.items
    .map((item) => item.date)
    .sort()
    .at(-1);
  const items = channel.items.map((item) =>
    [
      "    <item>",
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(item.url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
      `      <description>${escapeXml(item.description)}</description>`,
      `      <pubDate>${rssDate(item.date)}</pubDate>`,
      `      <dc:creator>${escapeXml(item.author)}</dc:creator>`,
      ...item.categories.map((category) => `      <category>${escapeXml(category)}</category>`),
      "    </item>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.url)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${escapeXml(channel.language)}</language>`,
    `    <atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rssDate(newest)}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
