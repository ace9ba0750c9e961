import { describe, expect, it } from "vitest";
import { buildRss } from "@/lib/seo/rss";

const channel = {
  title: "Gigloom Blog",
  url: "https://example.test/blog",
  feedUrl: "https://example.test/blog/rss.xml",
  description: "Guides & advice",
  language: "es-419",
  items: [
    {
      title: "Older <post>",
      url: "https://example.test/blog/older",
      description: "Fees & rights",
      date: "2026-02-10",
      author: "Maya Okafor",
      categories: ["Briefs"],
    },
    {
      title: "Newer post",
      url: "https://example.test/blog/newer",
      description: "About pricing",
      date: "2026-03-17",
      author: "Tom Lindqvist",
      categories: ["Pricing", "For creators"],
    },
  ],
};

describe("buildRss", () => {
  const xml = buildRss(channel);

  it("lists every item with its link, date, author and categories", () => {
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml).toContain("<link>https://example.test/blog/newer</link>");
    expect(xml).toContain("<pubDate>Tue, 17 Mar 2026 00:00:00 GMT</pubDate>");
    expect(xml).toContain("<dc:creator>Tom Lindqvist</dc:creator>");
    expect(xml).toContain("<category>For creators</category>");
  });

  it("says the feed's language", () => {
    expect(xml).toContain("<language>es-419</language>");
  });

  it("escapes text so the document stays well formed", () => {
    expect(xml).toContain("<title>Older &lt;post&gt;</title>");
    expect(xml).toContain("<description>Guides &amp; advice</description>");
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it("dates the feed by its newest item, so rebuilding changes nothing", () => {
    expect(xml).toContain("<lastBuildDate>Tue, 17 Mar 2026 00:00:00 GMT</lastBuildDate>");
    expect(buildRss(channel)).toBe(xml);
  });
});
