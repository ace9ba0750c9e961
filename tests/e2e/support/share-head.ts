import { readPage } from "../../../scripts/build/page-markup.mjs";

/** What a page's HTML says about itself to search engines and sharing. */
export type PageHead = {
  h1Count: number;
  title: string;
  description?: string;
  canonical?: string;
  twitterCard?: string;
  ogImage?: string;
};

/** The search and sharing facts of `html`, read as a browser parses it (page-markup.mjs). */
export function headOf(html: string): PageHead {
  const { elements } = readPage(html);
  const find = (tag: string, name: string, value: string) =>
    elements.find((element) => element.tag === tag && element.attributes[name] === value)
      ?.attributes;
  return {
    h1Count: elements.filter((element) => element.tag === "h1").length,
    // The title holds text only: the parser would read no element inside it.
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "",
    description: find("meta", "name", "description")?.content,
    canonical: find("link", "rel", "canonical")?.href,
    twitterCard: find("meta", "name", "twitter:card")?.content,
    ogImage: find("meta", "property", "og:image")?.content,
  };
}
