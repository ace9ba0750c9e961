import { served, servedElements } from "./served";

/** What a page's static HTML says about its language, as a crawler reads it. */
export type PageHead = {
  lang: string | undefined;
  /** hreflang → URL, from <link rel="alternate" hreflang>. */
  alternates: Record<string, string>;
  ogLocale: string | undefined;
  ogLocaleAlternates: string[];
  canonical: string | undefined;
};

/**
 * The page at `path` as the server sends it, read for its language; undefined unless it
 * answers 200.
 */
export async function pageHead(path: string): Promise<PageHead | undefined> {
  if ((await served(path)).status !== 200) return undefined;
  const { elements } = await servedElements(path);
  const meta = (property: string) =>
    elements
      .filter((element) => element.tag === "meta" && element.attributes.property === property)
      .map((element) => element.attributes.content ?? "");
  const links = (rel: string) =>
    elements.filter((element) => element.tag === "link" && element.attributes.rel === rel);
  return {
    lang: elements.find((element) => element.tag === "html")?.attributes.lang,
    alternates: Object.fromEntries(
      links("alternate")
        .filter((link) => link.attributes.hreflang)
        .map((link) => [link.attributes.hreflang, link.attributes.href ?? ""]),
    ),
    ogLocale: meta("og:locale")[0],
    ogLocaleAlternates: meta("og:locale:alternate"),
    canonical: links("canonical")[0]?.attributes.href,
  };
}
